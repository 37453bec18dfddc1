#!/usr/bin/env node
// Regenerates docs/cli.md from the command specs (after `pnpm build`).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliReference } from '../packages/cli/dist/index.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'cli.md');
writeFileSync(target, cliReference());
console.log(`wrote ${target}`);
