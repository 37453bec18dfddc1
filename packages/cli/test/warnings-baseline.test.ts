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
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].data).toEqual({ newWarnings: ['src/c.ts:9:1 warning: implicit any'], fixedWarnings: ['src/b.ts:2:1 warning: deprecated call'] });
    expect(run.json.results[0].findings).toMatchObject([{ rule: 'warnings-baseline/no-new-warnings', reason: 'new_warning', severity: 'blocker', line: 2 }]);
    expect(run.json.results[0].findings).toHaveLength(1);
  });

  it('reads the current output from stdin and applies --filter', () => {
    const run = lint(['warnings-baseline', '--format', 'json', '--baseline', 'baseline.txt', '--filter', '^src/a', '-'], dir, 'src/a.ts:1:1 warning: unused variable x\nsrc/z.ts warning: filtered out\n');
    expect(run.code).toBe(0);
    expect(run.json.verdict).toBe('pass');
    expect(run.json.results[0]).toMatchObject({ id: '-', findings: [] });
  });

  it('exits 2 without --baseline or with an invalid pattern', () => {
    for (const [args, reason] of [
      [['current.txt'], 'usage'],
      [['--baseline', 'baseline.txt', '--warning', '[', 'current.txt'], 'usage'],
      [['--baseline', 'none.txt', 'current.txt'], 'input_missing'],
    ] as const) {
      const run = lint(['warnings-baseline', '--format', 'json', ...args], dir);
      expect([run.code, run.json.error.reason], args.join(' ')).toEqual([2, reason]);
    }
  });

  it('strips a byte-order mark from both files, and warns about an empty baseline without failing', () => {
    writeFileSync(join(dir, 'bom.txt'), '\uFEFFsrc/a.ts:1:1 warning: unused variable x\n');
    const bom = lint(['warnings-baseline', '--format', 'json', '--baseline', 'baseline.txt', 'bom.txt'], dir);
    expect([bom.code, bom.json.verdict]).toEqual([0, 'pass']);
    writeFileSync(join(dir, 'clean.txt'), 'build ok\n');
    const empty = lint(['warnings-baseline', '--format', 'json', '--baseline', 'clean.txt', 'clean.txt'], dir);
    expect([empty.code, empty.json.verdict]).toEqual([0, 'pass']);
    expect(empty.json.results[0].findings.map((f: { reason: string; severity: string }) => [f.reason, f.severity])).toEqual([['baseline_empty', 'warning']]);
  });
});
