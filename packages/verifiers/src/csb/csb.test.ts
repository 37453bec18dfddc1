import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsbReason, codesOf } from '@gauntlet/contracts/codes';
import { SECTIONS, block } from './fixtures.test-helpers.js';
import { csbRules, parseCsb, verifyCsb } from './index.js';

const reasons = async (text: string, previous?: string) => (await verifyCsb(text, previous)).findings.map((f) => f.reason);

describe('csb', () => {
  it('locks the documented reason codes (docs/rules/csb/README.md#rules)', () => {
    expect(codesOf(CsbReason)).toEqual([
      'csb_delimiter_missing',
      'csb_section_missing',
      'csb_header_field_missing',
      'csb_health_invalid',
      'csb_decisions_over_cap',
      'csb_decision_line_malformed',
      'csb_decisions_not_cumulative',
      'csb_progress_not_cumulative',
      'csb_goal_drift',
      'csb_health_regressed',
    ]);
    expect(new Set(csbRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(CsbReason)));
  });

  it('passes a well-formed block, alone and against an identical previous block', async () => {
    expect(await reasons(block())).toEqual([]);
    expect(await reasons(block(), block())).toEqual([]);
    expect((await verifyCsb(block())).data).toEqual({ health: 'GREEN', phase: '3 — Execute' });
  });

  it('reports missing delimiters', async () => {
    expect(await reasons(block({ end: false }))).toEqual(['csb_delimiter_missing']);
    expect(await reasons(block({ start: false, end: false }))).toEqual(['csb_delimiter_missing', 'csb_delimiter_missing']);
  });

  it('reports missing sections and header fields', async () => {
    expect(await reasons(block({ sections: SECTIONS.slice(0, 5) }))).toEqual(['csb_section_missing']);
    expect(await reasons(block({ health: null }))).toEqual(['csb_header_field_missing']);
  });

  it('reports an invalid health', async () => {
    expect(await reasons(block({ health: 'ORANGE' }))).toEqual(['csb_health_invalid']);
  });

  it('caps decisions at 10 and checks their format', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `[DEC-${i + 1}] d${i + 1}: r`);
    expect(await reasons(block({ decisions: eleven }))).toEqual(['csb_decisions_over_cap']);
    expect(await reasons(block({ decisions: eleven.slice(0, 10) }))).toEqual([]);
    const { findings } = await verifyCsb(block({ decisions: ['Sliding window per customer'] }));
    expect(findings.map((f) => [f.reason, f.severity])).toEqual([['csb_decision_line_malformed', 'warning']]);
  });

  it('requires cumulative decisions unless a new [compressed from decisions] entry accounts for each', async () => {
    const now = block({ decisions: ['[DEC-1] Token bucket: O(1)', '[DEC-3] 429: middleware'] });
    const { findings } = await verifyCsb(now, block());
    expect(findings.map((f) => [f.reason, f.evidence])).toEqual([['csb_decisions_not_cumulative', ['DEC-2']]]);
    const compressed = block({
      decisions: ['[DEC-3] 429: middleware'],
      progress: ['Design signed off at its gate (PASS)', 'Plan through its gate (PASS)', 'Token bucket chosen [compressed from decisions]'],
    });
    expect((await verifyCsb(compressed, block())).findings.map((f) => f.evidence)).toEqual([['DEC-2']]);
  });

  it('warns once when progress is not cumulative, on goal drift and on a health regression', async () => {
    const { findings } = await verifyCsb(block({ progress: ['Tasks 1-4 complete'] }), block());
    expect(findings.map((f) => [f.reason, f.severity])).toEqual([['csb_progress_not_cumulative', 'warning']]);
    expect(await reasons(block({ goal: 'Throttle API calls' }), block())).toEqual(['csb_goal_drift']);
    expect(await reasons(block({ health: 'GREEN' }), block({ health: 'YELLOW' }))).toEqual(['csb_health_regressed']);
    expect(await reasons(block({ health: 'RED' }), block({ health: 'YELLOW' }))).toEqual([]);
    expect(await reasons(block({ health: 'GREEN', phase: '4 — Completion' }), block({ health: 'RED' }))).toEqual([]);
  });

  it('handles empty input, CRLF and hostile text', async () => {
    expect(await reasons('')).toContain('csb_delimiter_missing');
    expect(await reasons(block().replace(/\n/g, '\r\n'))).toEqual([]);
    expect(await reasons(`${'Progress:\n'.repeat(10_000)}`)).toContain('csb_delimiter_missing');
  });

  it('never throws on arbitrary text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), fc.option(fc.string({ maxLength: 200 })), async (text, previous) => {
        parseCsb(text);
        const result = await verifyCsb(text, previous);
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
