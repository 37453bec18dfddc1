#!/usr/bin/env node
// The bin inside the repository. It exists before the first build, so `pnpm install` links it
// (`pnpm gauntlet-lint ...` from a clone), and says what to do while dist/ is missing. The
// published package's bin is dist/bin/gauntlet-lint.js itself (publishConfig.bin).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const built = join(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');
if (existsSync(built)) {
  require(built);
} else {
  process.stderr.write('gauntlet-lint: not built yet: run `npm run setup` (or `pnpm build`) at the repository root\n');
  process.exitCode = 2;
}
