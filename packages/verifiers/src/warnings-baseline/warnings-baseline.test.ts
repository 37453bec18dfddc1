import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WarningsBaselineDataSchema } from '@gauntlet/contracts';
import { WarningsBaselineReason, codesOf } from '@gauntlet/contracts/codes';
import { createRunBudget } from '@gauntlet/core';
import { compareWarnings, verifyWarningsBaseline, warningLines, warningMatcher, warningsBaselineRules } from './index.js';

const BASELINE = 'src/a.ts:1:1 warning: unused variable x\nsrc/b.ts:2:1 warning: deprecated call\nbuild ok\n';

describe('warnings-baseline', () => {
  it('locks the documented codes (docs/rules/warnings-baseline/)', () => {
    expect(codesOf(WarningsBaselineReason)).toEqual(['new_warning', 'baseline_empty']);
    expect(new Set(warningsBaselineRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(WarningsBaselineReason)));
  });

  it('passes when every current warning is in the baseline, and lists the fixed ones', async () => {
    const { findings, data } = await verifyWarningsBaseline({ current: 'src/a.ts:1:1 warning: unused variable x   \nbuild ok\n', baseline: BASELINE });
    expect(findings).toEqual([]);
    expect(data).toEqual({ newWarnings: [], fixedWarnings: ['src/b.ts:2:1 warning: deprecated call'] });
  });

  it('reports each new warning once, at its first line', async () => {
    const current = 'src/c.ts:9:1 warning: implicit any\nsrc/a.ts:1:1 warning: unused variable x\nsrc/c.ts:9:1 warning: implicit any\t\n';
    const { findings, data } = await verifyWarningsBaseline({ current, baseline: BASELINE });
    expect(findings.map((f) => [f.reason, f.severity, f.line])).toEqual([['new_warning', 'blocker', 1]]);
    expect(data.newWarnings).toEqual(['src/c.ts:9:1 warning: implicit any']);
  });

  it('produces data that matches the published schema', async () => {
    expect(WarningsBaselineDataSchema.safeParse((await verifyWarningsBaseline({ current: 'x warning: y\n', baseline: BASELINE })).data).success).toBe(true);
  });

  it('warns when the baseline holds no warning line at all', async () => {
    const { findings } = await verifyWarningsBaseline({ current: 'x warning: y\n', baseline: 'all clean\n' });
    expect(findings.map((f) => [f.reason, f.severity])).toEqual([
      ['new_warning', 'blocker'],
      ['baseline_empty', 'warning'],
    ]);
    expect((await verifyWarningsBaseline({ current: '', baseline: '' })).findings.map((f) => f.reason)).toEqual(['baseline_empty']);
  });

  it('applies --filter and --warning patterns', () => {
    const current = 'src/a.ts warning: one\nvendor/x.js warning: two\nWARN three\n';
    expect(compareWarnings({ current, baseline: '' }, { filter: '^src/' }).newWarnings.map((w) => w.text)).toEqual(['src/a.ts warning: one']);
    expect(compareWarnings({ current, baseline: '' }, { warning: '^WARN ' }).newWarnings.map((w) => w.text)).toEqual(['WARN three']);
    expect(() => warningMatcher({ filter: '(' })).toThrow(/--filter/);
  });

  it('trims trailing whitespace only, and handles CRLF', () => {
    const lines = warningLines('  a warning: x  \r\nb warning: y\r\n', warningMatcher());
    expect([...lines.keys()]).toEqual(['  a warning: x', 'b warning: y']);
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (current, baseline) => {
        const result = compareWarnings({ current, baseline });
        expect(new Set(result.newWarnings.map((w) => w.text)).size).toBe(result.newWarnings.length);
      }),
    );
  });

  it('runs catastrophic --filter and --warning patterns in linear time (no stall)', async () => {
    const line = `${'a'.repeat(4096)}!`;
    const current = `${line} warning: x\n`.repeat(50);
    for (const pattern of ['(a+)+$', '(a|aa)*$', '(x+x+)+y', '(.*a){20}']) {
      const started = performance.now();
      await verifyWarningsBaseline({ current, baseline: current }, { filter: pattern, warning: pattern });
      expect(performance.now() - started).toBeLessThan(60_000); // a hang guard: native backtracking would not finish
    }
  });
});

describe('warnings-baseline: the run\'s regex budget', () => {
  it('a spent budget stops the comparison with one core/budget-exceeded blocker (never a pass)', async () => {
    const current = Array.from({ length: 200 }, (_, i) => `src/f${i}.ts:1 warning: w${i}`).join('\n');
    const budget = createRunBudget('regex steps', 2_000);
    const result = await verifyWarningsBaseline({ current, baseline: '' }, { warning: 'warning: w\\d+' }, { options: { budget } });
    expect(result.findings).toEqual([
      expect.objectContaining({ rule: 'core/budget-exceeded', reason: 'budget_exceeded', severity: 'blocker' }),
    ]);
    expect(result.findings[0]!.message).toContain("the run's regex step budget is spent");
  });

  it('a backreference pattern that exhausts its per-line limit is the same blocker, at that line', async () => {
    const result = await verifyWarningsBaseline({ current: `ok warning: x\n${'a'.repeat(40)}c warning: y\n`, baseline: '' }, { warning: '^(a+)+\\1b|warning' });
    expect(result.findings).toEqual([expect.objectContaining({ rule: 'core/budget-exceeded', severity: 'blocker', line: 2 })]);
  });
});
