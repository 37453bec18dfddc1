// Cold start of gauntlet-lint against bare `node -e 0`, one small input per command, every
// command measured side by side (interleaved rounds). Target (issue 8): at most 1.5x `node -e 0`
// for `receipt` and `plan` on one input.
//
// A start normally finds the V8 compile cache of earlier runs (src/compile-cache.ts): those rows
// are the default. The "no compile cache" rows (NODE_DISABLE_COMPILE_CACHE=1) are a first run.
import { existsSync } from 'node:fs';
import { BIN, fixtureDir, printTable, timeInterleaved } from './lib.mjs';

if (!existsSync(BIN)) {
  console.error('build first: pnpm build');
  process.exit(2);
}
const dir = fixtureDir({
  'gate.json': JSON.stringify({ question: 'Ship?', header: 'Confirm', options: [{ label: 'Yes' }, { label: 'No' }], multiSelect: false }),
});
const runs = Number(process.env.BENCH_RUNS ?? 20);
const node = (name, args, env) => ({ name, command: process.execPath, args, env });
const noCache = { NODE_DISABLE_COMPILE_CACHE: '1' };
const commands = [
  node('node -e 0', ['-e', '0']),
  node('gauntlet-lint --version', [BIN, '--version']),
  node('gauntlet-lint gate-prompt gate.json', [BIN, 'gate-prompt', 'gate.json']),
];
const families = Object.entries((await import('./startup-commands.mjs')).commands(dir));
for (const [name, args] of families) commands.push(node(name, [BIN, ...args]));
// The targets (receipt, a tiny plan, a realistic plan) again, without the compile cache.
for (const [name, args] of families.slice(0, 3)) commands.push(node(`${name} (no compile cache)`, [BIN, ...args], noCache));
const rows = timeInterleaved(commands, { runs, cwd: dir });
printTable(`Cold start, median of ${runs} interleaved runs (ratio to node -e 0)`, rows, 'node -e 0');
