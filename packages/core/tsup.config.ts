import { defineConfig } from 'tsup';

const common = { target: 'node20', treeshake: true } as const;

export default defineConfig([
  {
    ...common,
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
    format: ['esm', 'cjs'],
    dts: false,
    clean: true,
    // Both entries share one copy of the engine and the Host (HostError, GauntletError are
    // checked with instanceof), so their common code goes into shared chunks, in CJS too.
    splitting: true,
  },
  // Declarations are built one entry at a time: a shared declaration chunk would be a relative
  // import that packages bundling core's types (the CLI's d.ts) cannot resolve.
  { ...common, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'], dts: { only: true } },
  { ...common, entry: { testing: 'src/testing/index.ts' }, format: ['esm', 'cjs'], dts: { only: true } },
]);
