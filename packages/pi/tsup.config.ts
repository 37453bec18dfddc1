import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * The extension is bundled from the workspace packages' sources: one copy of the engine, the
 * decision core and the lint service (classes such as HostError are checked with instanceof).
 * pi's own packages stay external: pi provides them to every extension.
 */
const workspaceSources: Plugin = {
  name: 'workspace-sources',
  setup(build) {
    const sources: Record<string, string> = {
      '@gauntlet/contracts': '../contracts/src/index.ts',
      '@gauntlet/contracts/codes': '../contracts/src/codes.ts',
      '@gauntlet/core': '../core/src/index.ts',
      '@gauntlet/verifiers': '../verifiers/src/index.ts',
      '@gauntlet/hosts': '../hosts/src/index.ts',
      '@gauntlet/cli': '../cli/src/index.ts',
    };
    build.onResolve({ filter: /^@gauntlet\// }, (args) => {
      const source = sources[args.path];
      return source ? { path: resolve(__dirname, source), sideEffects: false } : undefined;
    });
  },
};

// CJS dependencies (micromatch) call require(); an ESM bundle needs a real one.
const requireShim = "import { createRequire as __gauntletCreateRequire } from 'node:module'; const require = __gauntletCreateRequire(import.meta.url);";

// ESM only: pi (the peer this package runs in) is an ES module package, loaded by import only.
export default defineConfig({
  entry: { index: 'src/index.ts', extension: 'src/extension.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  bundle: true,
  noExternal: [/^(?!@mariozechner\/)/],
  external: [/^@mariozechner\//],
  splitting: false,
  // esbuild's own tree-shaking of the bundle; rollup's second pass (tsup's `treeshake`) took
  // minutes on a 2.7 MB bundle and added nothing measurable.
  treeshake: false,
  clean: true,
  shims: true,
  dts: { entry: { index: 'src/index.ts' }, resolve: [/^@gauntlet\//], compilerOptions: { baseUrl: '.', rootDir: '..', paths: {
    '@gauntlet/contracts': ['../contracts/src/index.ts'],
    '@gauntlet/contracts/codes': ['../contracts/src/codes.ts'],
    '@gauntlet/core': ['../core/src/index.ts'],
    '@gauntlet/verifiers': ['../verifiers/src/index.ts'],
    '@gauntlet/hosts': ['../hosts/src/index.ts'],
    '@gauntlet/cli': ['../cli/src/index.ts'],
  } } },
  banner: { js: requireShim },
  esbuildPlugins: [workspaceSources],
});
