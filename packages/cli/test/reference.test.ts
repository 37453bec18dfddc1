import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliReference } from '../src/reference.js';

describe('docs/cli.md', () => {
  it('is up to date with the command specs (regenerate: pnpm build && node scripts/docs-cli.mjs)', () => {
    const file = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'cli.md'), 'utf8');
    expect(file).toBe(cliReference());
  });
});
