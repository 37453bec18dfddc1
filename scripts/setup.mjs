#!/usr/bin/env node
// One-command setup on a machine with only Node >= 20 and npm: installs pnpm if it is missing
// (corepack is not relied on), installs the workspace from the lockfile, builds every package,
// and runs gauntlet-lint over examples/ so a newcomer sees real findings.
// A clean build prints no warnings: with CI set, a warning in the build output fails the setup.
import { spawn, spawnSync } from 'node:child_process';
import { findBuildWarnings } from './lib/build-warnings.mjs';

const PNPM_VERSION = '10';

function shown(command, args) {
  return [command, ...args].join(' ');
}

function fail(command, args, result) {
  if (result.error) console.error(`setup: ${shown(command, args)} could not start (${result.error.message})`);
  else console.error(`setup: ${shown(command, args)} failed (exit ${result.status})`);
  process.exit(result.status || 1);
}

function run(command, args) {
  console.log(`\n$ ${shown(command, args)}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error || result.status !== 0) fail(command, args, result);
}

/** Runs a command with its output shown as it comes and kept, for the warning check. */
function runTee(command, args) {
  console.log(`\n$ ${shown(command, args)}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', (error) => fail(command, args, { error }));
    child.on('close', (status) => {
      if (status !== 0) fail(command, args, { status });
      resolve(output);
    });
  });
}

function hasPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && /^10\./.test(probe.stdout.trim());
}

if (!hasPnpm()) run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
run('pnpm', ['install', '--frozen-lockfile']);
const warnings = findBuildWarnings(await runTee('pnpm', ['run', 'build']));
if (warnings.length > 0) {
  console.error(`\nsetup: the build printed ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (a clean build prints none):`);
  for (const line of warnings) console.error(`  ${line.trim()}`);
  if (process.env.CI) process.exit(1);
}
run('node', ['scripts/demo.mjs']);
