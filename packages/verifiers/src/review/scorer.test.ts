import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreFindings } from './index.js';

const doc = (...lines: string[]) => `${lines.join('\n')}\n`;
const FENCE = '`'.repeat(3);

describe('scoreFindings (second-pass scorer, docs/rules/review/README.md#the-scorer)', () => {
  it('counts headline entries by **Finding:** and heading-only H4s', () => {
    const result = scoreFindings(doc(
      '### Fatal Challenges',
      '#### Token leak in logs',
      '**Finding:** tokens are logged',
      '### Significant Challenges',
      '#### Retry storm',
      '#### Missing 429 body',
      '**Finding:** body is empty',
      '### Second Pass Findings',
      '### Minor Observations',
      '- retry count is not logged',
      '- (none)',
    ));
    expect(result).toMatchObject({ fatal_count: 1, significant_count: 2, minor_count: 1, weighted_score: 5, clean_pass: false, route: 'fix-loop' });
  });

  it('reads Second Pass severities: plain, annotated, malformed; heading-only H4s do not count there', () => {
    const result = scoreFindings(doc(
      '### Fatal Challenges',
      '### Significant Challenges',
      '### Second Pass Findings',
      '#### A',
      '- **Finding:** a',
      '  **Severity:** **Fatal** ',
      '#### B',
      '**Severity:** Minor-to-Significant',
      '#### C',
      '**Severity:** Critical',
      '#### Only a heading',
      '### Minor Observations',
      '(none)',
    ));
    expect(result).toMatchObject({ fatal_count: 1, significant_count: 1, minor_count: 1 });
    expect(result.flags).toEqual(expect.arrayContaining(['annotated-second-pass-severity', 'malformed-second-pass-entry']));
  });

  it('deduplicates across sections: a Second-Pass Fatal promotes a same-titled Significant', () => {
    const result = scoreFindings(doc(
      '### Fatal Challenges',
      '#### Leak',
      '### Significant Challenges',
      '#### Race  in   cache',
      '### Second Pass Findings',
      '#### race in cache',
      '**Severity:** Fatal',
      '#### Leak',
      '**Severity:** Significant',
      '### Minor Observations',
    ));
    expect(result).toMatchObject({ fatal_count: 2, significant_count: 0 });
    expect(result.flags).toContain('second-pass-cross-section-dedup');
  });

  it('does not fold a no-break space in titles', () => {
    const result = scoreFindings(doc('### Fatal Challenges', '#### Fatal Race', '#### Fatal\u00a0Race', '### Significant Challenges', '### Second Pass Findings', '### Minor Observations'));
    expect(result.fatal_count).toBe(2);
  });

  it('skips fenced and quoted lines, and relocates to a fenced heading when no real one exists', () => {
    const fenced = scoreFindings(doc('### Fatal Challenges', FENCE, '#### Not a finding', '**Finding:** inside a fence', FENCE, '> **Finding:** quoted', '### Significant Challenges', '### Second Pass Findings', '### Minor Observations'));
    expect(fenced.fatal_count).toBe(0);
    const relocated = scoreFindings(doc(FENCE, '### Fatal Challenges', '#### Real one', FENCE, '### Significant Challenges', '### Second Pass Findings', '### Minor Observations'));
    expect(relocated.flags).toContain('malformed-second-pass-sectioning');
  });

  it('flags duplicate and missing sections, counting a duplicated title once', () => {
    const result = scoreFindings(doc('### Fatal Challenges', '#### X', '### Fatal Challenges', '#### x', '### Significant Challenges', '### Second Pass Findings'));
    expect(result.fatal_count).toBe(1);
    expect(result.flags).toEqual(expect.arrayContaining(['malformed-second-pass-sectioning', 'missing-second-pass-section']));
  });

  it('honours SEVERITY-COUNTS on line 1 only, directionally', () => {
    const empty = doc('SEVERITY-COUNTS: fatal=0 significant=2 minor=0', '### Fatal Challenges', '### Significant Challenges', '### Second Pass Findings', '### Minor Observations');
    expect(scoreFindings(empty)).toMatchObject({ discrepancy: true, empty_work_order_escalation: true, candidate_clean: false, route: 'escalate-empty-work-order', clean_pass: true });
    const nonzero = doc('SEVERITY-COUNTS: fatal=3 significant=1 minor=0', '### Fatal Challenges', '#### One', '### Significant Challenges', '### Second Pass Findings', '### Minor Observations');
    expect(scoreFindings(nonzero)).toMatchObject({ discrepancy: true, route: 'fix-loop-discrepancy' });
    const over = doc('SEVERITY-COUNTS: fatal=0 significant=0 minor=2', '### Fatal Challenges', '#### One', '### Significant Challenges', '### Second Pass Findings', '### Minor Observations', '- spacing nit', '- typo in a heading');
    expect(scoreFindings(over).discrepancy).toBe(false);
    const later = doc('# Round 2', 'SEVERITY-COUNTS: fatal=5 significant=4 minor=2', '### Fatal Challenges', '### Significant Challenges', '### Second Pass Findings', '### Minor Observations');
    expect(scoreFindings(later)).toMatchObject({ discrepancy: false, route: 'clean-pass', candidate_clean: true });
  });

  it('stays linear on hostile space runs in headings', () => {
    const spaces = ' '.repeat(200_000);
    expect(scoreFindings(doc(`### Fatal${spaces}x`, `#### a${spaces}b`, `**Severity:** ${spaces}x`)).fatal_count).toBe(0);
  });

  it('never throws on arbitrary markdown (property)', () => {
    const line = fc.oneof(fc.constantFrom('### Fatal Challenges', '### Second Pass Findings', '#### T', '**Finding:** x', '**Severity:** Fatal', FENCE, '> q', '- m'), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const result = scoreFindings(lines.join('\n'));
        expect(result.weighted_score).toBe(3 * result.fatal_count + result.significant_count);
      }),
    );
  });
});
