import { defineConfig } from 'tsup';

const shared = { format: ['esm', 'cjs'], target: 'node20', treeshake: true } as const;

// `pnpm build` empties dist/ first (package.json): the three builds below run in parallel, so none
// of them may clean.
export default defineConfig([
  {
    ...shared,
    // Both entries share one copy of the engine and the Host at run time (HostError and
    // GauntletError are checked with instanceof), so their common code goes into shared chunks.
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
    splitting: true,
    dts: false,
  },
  // Declarations are built per entry, each self-contained: a consumer that bundles them (the CLI
  // does, with `dts.resolve`) cannot follow a shared declaration chunk.
  { ...shared, entry: { index: 'src/index.ts' }, dts: { only: true } },
  { ...shared, entry: { testing: 'src/testing/index.ts' }, dts: { only: true } },
]);
