import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'node20',
  // Both entries share one copy of the engine and the Host (HostError, GauntletError are
  // checked with instanceof), so their common code goes into shared chunks, in CJS too.
  splitting: true,
  treeshake: true,
});
