#!/usr/bin/env node
// One-command setup on a machine with only Node >= 20 and npm: installs pnpm if it is missing
// (corepack is not relied on), installs the workspace from the lockfile, builds every package,
// and runs gauntlet-lint over examples/ so a newcomer sees real findings.
import { spawnSync } from 'node:child_process';

const PNPM_VERSION = '10';

function run(command, args, options = {}) {
  const shown = [command, ...args].join(' ');
  console.log(`\n$ ${shown}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`setup: ${shown} could not start (${result.error.message})`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`setup: ${shown} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

function hasPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && /^10\./.test(probe.stdout.trim());
}

if (!hasPnpm()) run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
run('pnpm', ['install', '--frozen-lockfile']);
run('pnpm', ['run', 'build']);
run('node', ['scripts/demo.mjs']);
