import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/** The workspace packages' sources, for the programmatic entry's bundled declarations. */
const DTS_SOURCE_PATHS = {
  '@gauntlet/contracts': ['../contracts/src/index.ts'],
  '@gauntlet/contracts/codes': ['../contracts/src/codes.ts'],
  '@gauntlet/core': ['../core/src/index.ts'],
  '@gauntlet/verifiers': ['../verifiers/src/index.ts'],
  '@gauntlet/hosts': ['../hosts/src/index.ts'],
};

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
      '@gauntlet/hosts': '../hosts/src/index.ts',
    };
    build.onResolve({ filter: /^@gauntlet\// }, (args) => {
      const source = sources[args.path];
      // Plugins bypass package.json lookups: restate the packages' `sideEffects: false` so unused families are dropped.
      return source ? { path: resolve(__dirname, source), sideEffects: false } : undefined;
    });
  },
};

/**
 * Keeps two parts of core out of the start of every command that does not use them: the
 * safe-regex engine (used by the families that run input patterns) and the Python `re`
 * translator with its CPython parser (used by the families that run the reference tools' own
 * patterns). esbuild puts each module a barrel re-exports into the chunks of every entry that
 * imports the barrel, used or not; so each module that imports `@gauntlet/core` gets the same
 * barrel minus the export lines of the parts it does not use (same module files, same instances).
 */
const LAZY_PARTS = [
  { name: 'regex', exportedFrom: "from './regex/" },
  { name: 'python-re', exportedFrom: "from './python/re.js'" },
];

const coreWithoutUnusedParts: Plugin = {
  name: 'core-without-unused-parts',
  setup(build) {
    const barrel = resolve(__dirname, '../core/src/index.ts');
    const lines = readFileSync(barrel, 'utf8').split('\n');
    const parts = LAZY_PARTS.map(({ name, exportedFrom }) => {
      const isPartLine = (line: string) => line.includes(exportedFrom);
      // The part's value exports, read off the barrel's `export { … } from '…'` lines.
      const names = lines
        .filter((line) => isPartLine(line) && !line.startsWith('export type'))
        .flatMap((line) => (/\{([^}]*)\}/.exec(line)?.[1] ?? '').split(',').map((value) => value.trim()))
        .filter((value) => value !== '');
      if (names.length === 0) throw new Error(`core-without-unused-parts: no value export of ${name} in the core barrel`);
      return { name, isPartLine, uses: new RegExp(`\\b(${names.join('|')})\\b`) };
    });
    build.onResolve({ filter: /^@gauntlet\/core$/ }, (args) => {
      const source = readFileSync(args.importer, 'utf8');
      const unused = parts.filter((part) => !part.uses.test(source)).map((part) => part.name);
      if (unused.length === 0) return undefined;
      return { path: `${barrel}?without=${unused.join(',')}`, namespace: 'core-without-unused-parts', sideEffects: false };
    });
    build.onLoad({ filter: /.*/, namespace: 'core-without-unused-parts' }, (args) => {
      const unused = new Set((args.path.split('?without=')[1] ?? '').split(','));
      const dropped = parts.filter((part) => unused.has(part.name));
      const contents = lines.filter((line) => !dropped.some((part) => part.isPartLine(line))).join('\n');
      return { contents, loader: 'ts', resolveDir: dirname(barrel) };
    });
  },
};

/**
 * zod's namespace re-exports ~45 locales (360 KB, half of zod) that the CLI never selects: it
 * validates one config in zod's default English, which zod registers from `locales/en.js` itself.
 * In the bin, `z.locales` holds English only.
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](core|classic)[\\/]/.test(args.importer)
        ? { path: resolve(dirname(args.importer), '../locales/en.js'), namespace: 'zod-english-only' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * The MCP SDK's `Server` imports its Ajv-based JSON Schema validator (Ajv and ajv-formats, about
 * 200 KB) only to build a default when it is given none. `gauntlet-lint mcp` gives its own (it
 * checks no client answers), so the bundles get a stub in its place that throws if ever built.
 */
const mcpWithoutAjv: Plugin = {
  name: 'mcp-without-ajv',
  setup(build) {
    build.onResolve({ filter: /[\\/]validation[\\/]ajv-provider\.js$/ }, (args) =>
      /[\\/]@modelcontextprotocol[\\/]sdk[\\/]/.test(args.importer) ? { path: args.path, namespace: 'mcp-without-ajv' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'mcp-without-ajv' }, () => ({
      contents: 'export class AjvJsonSchemaValidator { constructor() { throw new Error("this bundle has no Ajv: give the MCP Server a jsonSchemaValidator"); } }',
      loader: 'js',
    }));
  },
};

/**
 * The verifiers' barrel names its public exports one by one (`export { … } from './<family>/…'`).
 * Across split chunks, named re-exports keep every family in the chunk of any command that imports
 * the barrel (plan's start grew from 300 KB to 800 KB); `export *` lets each family go with its own
 * command. So the bin sees the same barrel with each list written as `export *`: the same modules,
 * and the CLI's sources are type-checked against the curated list, so they use no other name.
 */
const verifiersBarrelByFamily: Plugin = {
  name: 'verifiers-barrel-by-family',
  setup(build) {
    const barrel = resolve(__dirname, '../verifiers/src/index.ts');
    build.onResolve({ filter: /^@gauntlet\/verifiers$/ }, () => ({ path: barrel, namespace: 'verifiers-barrel-by-family', sideEffects: false }));
    build.onLoad({ filter: /.*/, namespace: 'verifiers-barrel-by-family' }, () => {
      const source = readFileSync(barrel, 'utf8');
      const families = [...source.matchAll(/^export \{[^}]*\} from '([^']+)';/gm)].map((match) => match[1]);
      if (families.length === 0) throw new Error('verifiers-barrel-by-family: no export list in the verifiers barrel');
      return { contents: families.map((family) => `export * from '${family}';`).join('\n'), loader: 'ts', resolveDir: dirname(barrel) };
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
    esbuildPlugins: [coreWithoutUnusedParts, zodEnglishOnly, mcpWithoutAjv, verifiersBarrelByFamily, workspaceSources],
  },
  {
    // The programmatic entries (runCli; the Agent SDK callbacks), ESM and CJS, each self-contained
    // like the bin. The bin never loads them.
    entry: { index: 'src/index.ts', 'agent-sdk': 'src/agent-sdk.ts' },
    format: ['esm', 'cjs'],
    platform: 'node',
    target: 'node20',
    bundle: true,
    noExternal: [/.*/],
    splitting: false,
    treeshake: true,
    // Types come from the workspace sources too: the packages' dist declarations are split into
    // shared chunks (core's `index` and `testing` entries), whose relative imports would dangle here.
    dts: { resolve: true, compilerOptions: { baseUrl: '.', rootDir: '..', paths: DTS_SOURCE_PATHS } },
    banner: ({ format }) => (format === 'esm' ? { js: requireShim } : {}),
    esbuildPlugins: [mcpWithoutAjv, workspaceSources],
  },
]);
