import { enableCompileCache } from './compile-cache.js';

// Replaced by scripts/cjs-bin.mjs with a hash of the built chunks: each build caches apart.
const BUILD_ID = '__GAUNTLET_BUILD_ID__';

// The cache must be in place before the first chunk loads, hence the dynamic import.
enableCompileCache(import.meta.dirname, BUILD_ID);
import('./main.js').catch((error: unknown) => {
  process.stderr.write(`gauntlet-lint: internal error: ${JSON.stringify(error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = 2;
});
