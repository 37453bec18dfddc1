// Turns the bin's ESM chunks (tsup's code splitting only emits ESM) into CommonJS, one file per
// chunk, in dist/bin/. Node starts a CommonJS entry ~5 ms sooner: it skips the ESM loader and the
// ESM facade of `fs`, which loads fs/promises, readline and streams. Lazy chunks stay lazy: each
// `import('./run-X.js')` becomes a `require` inside a promise.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const from = join(dist, '.bin-esm');
const to = join(dist, 'bin');
const ENTRY = 'gauntlet-lint.js';

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
// The package is "type": "module"; this folder's .js files are CommonJS.
writeFileSync(join(to, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
const sources = new Map();
for (const name of readdirSync(from).sort()) {
  if (name.endsWith('.js')) sources.set(name, readFileSync(join(from, name), 'utf8').replace(/^#!.*\n/, ''));
}
// A chunk that tree-shaking emptied ("Generated an empty chunk") is not written, and the bare
// `import "./chunk-X.js"` statements of it go: each would be one more file to open at start-up.
const isEmpty = (code) => code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim() === '';
for (const [empty, code] of sources) {
  if (!isEmpty(code)) continue;
  sources.delete(empty);
  const bare = new RegExp(`^import ["']\\./${empty.replace(/[.]/g, '\\.')}["'];\\n?`, 'gm');
  for (const [name, other] of sources) {
    const kept = other.replace(bare, '');
    if (kept.includes(`./${empty}`)) throw new Error(`${name} imports names from the empty chunk ${empty}`);
    sources.set(name, kept);
  }
}
const outputs = new Map();
for (const [name, esm] of sources) {
  const { code } = await transform(esm, {
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    loader: 'js',
    minifySyntax: true,
    sourcefile: name,
    // Lower import() to require(): a real import() would start the ESM loader after all.
    supported: { 'dynamic-import': false },
  });
  if (/\bimport\.meta\b/.test(code)) throw new Error(`${name}: import.meta has no CommonJS equivalent`);
  outputs.set(name, code);
}
// The compile cache (src/compile-cache.ts) keeps one folder per build: a hash of every chunk.
const hash = createHash('sha256');
for (const [name, code] of outputs) hash.update(`${name}\0${code}\0`);
const buildId = hash.digest('hex').slice(0, 16);
const entry = outputs.get(ENTRY);
if (!entry?.includes('__GAUNTLET_BUILD_ID__')) throw new Error(`${ENTRY}: no build id placeholder`);
outputs.set(ENTRY, `#!/usr/bin/env node\n${entry.replace('__GAUNTLET_BUILD_ID__', buildId)}`);
for (const [name, code] of outputs) writeFileSync(join(to, name), code);
chmodSync(join(to, ENTRY), 0o755);
rmSync(from, { recursive: true, force: true });
