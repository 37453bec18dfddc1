import type { Finding, Report } from '@gauntlet/contracts/codes';
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_FINDINGS, renderReport } from './render.js';

const finding = (over: Partial<Finding> = {}): Finding => ({ rule: 'plan/numeric-drift', reason: 'numeric_drift', severity: 'blocker', message: 'Counts differ.', line: 3, column: 1, ...over });

function report(findings: Finding[], verdict: Report['verdict'] = 'fail'): Report {
  const count = (severity: Finding['severity']) => findings.filter((entry) => entry.severity === severity).length;
  return {
    schemaVersion: 1,
    tool: { name: 'gauntlet-lint', version: '0.0.0' },
    command: 'plan',
    results: [{ id: 'p.md', verdict, findings, data: {} }],
    verdict,
    summary: { results: 1, blocker: count('blocker'), warning: count('warning'), info: count('info') },
  };
}

describe('renderReport', () => {
  it('a pass: the verdict and the counts, one line', () => {
    expect(renderReport(report([], 'pass'))).toBe('plan: PASS (1 result; 0 blockers, 0 warnings, 0 notes)');
  });

  it('a fail: each finding with its place, rule, reason and hint, then what to do', () => {
    const text = renderReport(report([finding({ hint: 'Recount.' }), finding({ severity: 'warning', file: 'other.md', line: undefined, column: undefined })]));
    expect(text.split('\n')).toEqual([
      'plan: FAIL (1 result; 1 blocker, 1 warning, 0 notes)',
      '- p.md:3:1 blocker plan/numeric-drift (numeric_drift): Counts differ.',
      '  hint: Recount.',
      '- other.md warning plan/numeric-drift (numeric_drift): Counts differ.',
      'Fix each blocker and lint again; explain_rule gives a rule\'s page.',
    ]);
  });

  it('lists at most MAX_LISTED_FINDINGS findings, then counts the rest', () => {
    const text = renderReport(report(Array.from({ length: MAX_LISTED_FINDINGS + 3 }, (_, i) => finding({ line: i + 1 }))));
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(MAX_LISTED_FINDINGS);
    expect(text).toContain('… and 3 more findings (all are in the structured report)');
  });

  it('shows control characters from hostile input escaped, and the skipped paths', () => {
    const text = renderReport(report([finding({ message: 'bad \u001b[31mred\u0007 \u2028 line' })], 'fail'), ['notes\n.txt']);
    expect(text).toContain('bad \\u001b[31mred\\u0007 \\u2028 line');
    expect(text).toContain('Skipped (no "files" glob of the config maps them): notes\\u000a.txt');
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});
