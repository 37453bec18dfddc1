import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, lintJson as lint } from './helpers.js';


describe('gauntlet-lint warnings-baseline (built bin)', () => {
  let dir: string;
  beforeAll(() => {
    expect(existsSync(BIN), `build the CLI first: ${BIN}`).toBe(true);
    dir = mkdtempSync(join(tmpdir(), 'gauntlet-warnings-'));
    writeFileSync(join(dir, 'baseline.txt'), 'src/a.ts:1:1 warning: unused variable x\nsrc/b.ts:2:1 warning: deprecated call\n');
    writeFileSync(join(dir, 'current.txt'), 'src/a.ts:1:1 warning: unused variable x  \nsrc/c.ts:9:1 warning: implicit any\nsrc/c.ts:9:1 warning: implicit any\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on a new warning and lists new and fixed warnings', () => {
    const run = lint(['warnings-baseline', '--format', 'json', '--baseline', 'baseline.txt', 'current.txt'], dir);
    expect(run.code).toBe(1);
    expect(run.json.results[0].data).toEqual({ newWarnings: ['src/c.ts:9:1 warning: implicit any'], fixedWarnings: ['src/b.ts:2:1 warning: deprecated call'] });
    expect(run.json.results[0].findings).toMatchObject([{ reason: 'new_warning', line: 2 }]);
  });

  it('reads the current output from stdin and applies --filter', () => {
    const run = lint(['warnings-baseline', '--format', 'json', '--baseline', 'baseline.txt', '--filter', '^src/a', '-'], dir, 'src/a.ts:1:1 warning: unused variable x\nsrc/z.ts warning: filtered out\n');
    expect(run.code).toBe(0);
    expect(run.json.results[0].id).toBe('-');
  });

  it('exits 2 without --baseline or with an invalid pattern', () => {
    expect(lint(['warnings-baseline', '--format', 'json', 'current.txt'], dir).json.error.reason).toBe('usage');
    expect(lint(['warnings-baseline', '--format', 'json', '--baseline', 'baseline.txt', '--warning', '[', 'current.txt'], dir).json.error.reason).toBe('usage');
    expect(lint(['warnings-baseline', '--format', 'json', '--baseline', 'none.txt', 'current.txt'], dir).json.error.reason).toBe('input_missing');
  });
});
