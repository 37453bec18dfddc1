#!/usr/bin/env node
// Runs the built gauntlet-lint over examples/: each example folder holds artifacts we wrote,
// some passing and some failing, and a gauntlet.config.json mapping them to commands.
// The demo itself always exits 0: failing examples are the point.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'dist', 'bin', 'gauntlet-lint.js');
const examples = join(root, 'examples', 'artifacts');

console.log(`\n$ cd examples/artifacts && gauntlet-lint`);
const result = spawnSync(process.execPath, [bin], { cwd: examples, stdio: 'inherit' });
console.log(`\n(gauntlet-lint exited ${result.status}: 0 pass, 1 a blocker remains, 2 usage error)`);
