// Runs every benchmark in this folder, one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const skip = new Set(['lib.mjs', 'run.mjs', 'startup-commands.mjs']);
for (const name of readdirSync(here).filter((file) => file.endsWith('.mjs') && !skip.has(file)).sort()) {
  console.log(`\n=== bench/${name}`);
  const result = spawnSync(process.execPath, [join(here, name)], { stdio: 'inherit' });
  if (result.status !== 0) console.log(`(bench/${name} exited ${result.status})`);
}
