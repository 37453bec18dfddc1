#!/usr/bin/env node
// Runs gauntlet-lint over examples/ the way the README says to, after `npm run setup`: each
// command is printed and then run exactly as printed, from the repository root, through the
// workspace bin (`pnpm gauntlet-lint`). Failing examples are the point, so the demo exits 0
// unless a command could not run at all (exit 2, or no exit code).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The commands the demo prints and runs, with what each one shows. */
const DEMO_COMMANDS = [
  {
    why: 'One command, one input: a spec with a checked row, a production venue and a deferred row without a ref.',
    command: 'pnpm gauntlet-lint spec examples/artifacts/specs/2026-11-03-retention-draft.md',
  },
  {
    why: 'Configured: examples/artifacts/gauntlet.config.json maps each folder to a command; no arguments lints them all.',
    command: 'cd examples/artifacts && pnpm gauntlet-lint',
  },
];

let broken = false;
for (const { why, command } of DEMO_COMMANDS) {
  console.log(`\n# ${why}\n$ ${command}`);
  const result = spawnSync(command, { cwd: root, shell: true, stdio: 'inherit' });
  const status = result.status ?? 'none';
  console.log(`(exit ${status}: 0 pass, 1 a blocker remains, 2 usage or input error)`);
  if (result.status !== 0 && result.status !== 1) broken = true;
}
console.log('\nNext: docs/guides/getting-started.md, `pnpm gauntlet-lint --help`, `pnpm gauntlet-lint --list-rules`.');
if (broken) {
  console.error('demo: a command could not run (see above)');
  process.exitCode = 1;
}
