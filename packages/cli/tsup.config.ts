import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * Bundles the workspace packages from their TypeScript sources, so that esbuild tree-shakes
 * at module granularity (their dist files are single modules) and each command's chunk holds
 * only what that command uses.
 */
const workspaceSources: Plugin = {
  name: 'workspace-sources',
  setup(build) {
    const sources: Record<string, string> = {
      '@gauntlet/contracts': '../contracts/src/index.ts',
      '@gauntlet/contracts/codes': '../contracts/src/codes.ts',
      '@gauntlet/core': '../core/src/index.ts',
      '@gauntlet/verifiers': '../verifiers/src/index.ts',
    };
    build.onResolve({ filter: /^@gauntlet\// }, (args) => {
      const source = sources[args.path];
      // Plugins bypass package.json lookups: restate the packages' `sideEffects: false` so unused families are dropped.
      return source ? { path: resolve(__dirname, source), sideEffects: false } : undefined;
    });
  },
};

// CJS dependencies (micromatch) call require(); an ESM bundle needs a real one.
const requireShim = "import { createRequire as __gauntletCreateRequire } from 'node:module'; const require = __gauntletCreateRequire(import.meta.url);";

export default defineConfig([
  {
    // The bin: one entry chunk plus lazily loaded chunks per command and per heavy dependency.
    // esbuild splits only ESM; scripts/cjs-bin.mjs then turns these chunks into CommonJS in dist/bin/.
    entry: { 'gauntlet-lint': 'src/bin.ts' },
    outDir: 'dist/.bin-esm',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    bundle: true,
    noExternal: [/.*/],
    splitting: true,
    treeshake: true,
    dts: false,
    minifySyntax: true,
    // The chunks end up CommonJS (see above), where the bin's folder is __dirname.
    define: { 'import.meta.dirname': '__dirname' },
    esbuildPlugins: [workspaceSources],
  },
  {
    // The programmatic entry (runCli), ESM and CJS, self-contained like the bin.
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    platform: 'node',
    target: 'node20',
    bundle: true,
    noExternal: [/.*/],
    splitting: false,
    treeshake: true,
    dts: { resolve: true },
    shims: true,
    banner: ({ format }) => (format === 'esm' ? { js: requireShim } : {}),
    esbuildPlugins: [workspaceSources],
  },
]);
