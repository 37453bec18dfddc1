// Cold start of gauntlet-lint against bare `node -e 0`, one small input per command.
// Target (issue 8): at most 1.5x `node -e 0` for `receipt` and `plan` on one input.
import { existsSync } from 'node:fs';
import { BIN, fixtureDir, printTable, timeCommand } from './lib.mjs';

if (!existsSync(BIN)) {
  console.error('build first: pnpm build');
  process.exit(2);
}
const dir = fixtureDir({
  'gate.json': JSON.stringify({ question: 'Ship?', header: 'Confirm', options: [{ label: 'Yes' }, { label: 'No' }], multiSelect: false }),
});
const runs = Number(process.env.BENCH_RUNS ?? 20);
const rows = [
  { name: 'node -e 0', ...timeCommand(process.execPath, ['-e', '0'], { runs, cwd: dir }) },
  { name: 'gauntlet-lint --version', ...timeCommand(process.execPath, [BIN, '--version'], { runs, cwd: dir }) },
  { name: 'gauntlet-lint gate-prompt gate.json', ...timeCommand(process.execPath, [BIN, 'gate-prompt', 'gate.json'], { runs, cwd: dir }) },
];
for (const [name, args] of Object.entries((await import('./startup-commands.mjs')).commands(dir))) {
  rows.push({ name, ...timeCommand(process.execPath, [BIN, ...args], { runs, cwd: dir }) });
}
printTable(`Cold start, median of ${runs} runs (ratio to node -e 0)`, rows, 'node -e 0');
