import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConformanceReportReason, codesOf } from '@gauntlet/contracts/codes';
import { DELIVERED, MISSING, block, report } from './fixtures.test-helpers.js';
import { conformanceReportRules, parseConformanceReport, verifyConformanceReport } from './index.js';

const reasons = async (text: string) => (await verifyConformanceReport(text)).findings.map((f) => f.reason);

describe('conformance-report', () => {
  it('locks the documented reason codes (docs/rules/conformance-report/)', () => {
    expect(codesOf(ConformanceReportReason)).toEqual([
      'verdict_missing', 'verdict_invalid', 'verdict_inconsistent', 'confidence_invalid', 'row_category_unknown',
      'delivered_row_not_r_id', 'gap_row_not_g_id', 'gap_block_missing', 'gap_block_field_missing', 'gap_block_blank_value',
      'gap_block_verdict_mismatch', 'recommended_invalid', 'unauthorized_rescope', 'unauthorized_origin_not_none',
      'parallel_safe_missing', 'parallel_safe_malformed',
    ]);
    expect(new Set(conformanceReportRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ConformanceReportReason)));
  });

  it('passes a CONFORMS report and a valid GAPS report (GAPS is an outcome)', async () => {
    const conforms = report({ verdict: 'CONFORMS', rows: [DELIVERED] });
    expect(await reasons(conforms)).toEqual([]);
    expect((await verifyConformanceReport(conforms)).data).toMatchObject({ rows: [{ id: 'R1', category: 'delivered' }], verdictComputed: 'CONFORMS' });
    const gaps = report({
      rows: [DELIVERED, MISSING, '[UNAUTHORIZED] G2: telemetry — origin: none (scope creep) — evidence: src/t.ts:1'],
      blocks: [block('G1', 'MISSING'), block('G2', 'UNAUTHORIZED', { origin: 'none (scope creep)', recommended: 'accept' })],
      parallel: 'G1, G2 disjoint; G1 conflicts G2 (shared test DB)',
    });
    expect(await reasons(gaps)).toEqual([]);
    expect((await verifyConformanceReport(gaps)).data).toMatchObject({
      rows: [{ id: 'R1', category: 'delivered' }, { id: 'G1', category: 'missing' }, { id: 'G2', category: 'unauthorized' }],
      counts: { delivered: 1, partial: 0, missing: 1, drifted: 0, unauthorized: 1 },
    });
  });

  it('accepts recorded drift and rejects unrecorded drift under CONFORMS', async () => {
    expect(await reasons(report({ verdict: 'CONFORMS', rows: [DELIVERED], drift: '- AC2 deferred: #143 — recorded in spec? yes — agreed with the product owner' }))).toEqual([]);
    expect(await reasons(report({ verdict: 'CONFORMS', rows: [DELIVERED], drift: '- ticket says XLS — recorded in spec? no — reconcile' }))).toEqual(['verdict_inconsistent']);
  });

  it.each([
    ['verdict_missing', report({ rows: [DELIVERED] }).replace(/^Conformance verdict: GAPS\n/, '')],
    ['verdict_invalid', report({ verdict: 'PASS', rows: [DELIVERED] })],
    ['verdict_inconsistent', report({ verdict: 'CONFORMS', rows: [DELIVERED, MISSING], blocks: [block('G1', 'MISSING')], parallel: 'G1 disjoint' })],
    ['confidence_invalid', report({ verdict: 'CONFORMS', confidence: 'very high', rows: [DELIVERED] })],
    ['row_category_unknown', report({ verdict: 'CONFORMS', rows: [DELIVERED, '[DONE] R2: a — evidence: a.ts:1'] })],
    ['delivered_row_not_r_id', report({ verdict: 'CONFORMS', rows: ['[DELIVERED] G1: a — evidence: a.ts:1'] })],
    ['gap_row_not_g_id', report({ rows: ['[MISSING] R2: b — searched: src/'], blocks: [block('R2', 'MISSING')], parallel: 'G1 disjoint' })],
    ['gap_block_missing', report({ rows: [MISSING], parallel: 'G1 disjoint' })],
    ['gap_block_field_missing', report({ rows: [MISSING], blocks: [block('G1', 'MISSING', { 'touched-resources': '<omit>' })], parallel: 'G1 disjoint' })],
    ['gap_block_blank_value', report({ rows: [MISSING], blocks: [block('G1', 'MISSING', { remediation: '' })], parallel: 'G1 disjoint' })],
    ['gap_block_verdict_mismatch', report({ rows: [MISSING.replace('[MISSING]', '[DRIFTED]')], blocks: [block('G1', 'MISSING')], parallel: 'G1 disjoint' })],
    ['recommended_invalid', report({ rows: [MISSING], blocks: [block('G1', 'MISSING', { recommended: 'defer' })], parallel: 'G1 disjoint' })],
    ['unauthorized_rescope', report({ rows: ['[UNAUTHORIZED] G1: flag — origin: none (scope creep)'], blocks: [block('G1', 'UNAUTHORIZED', { origin: 'none (scope creep)', recommended: 'rescope' })], parallel: 'G1 disjoint' })],
    ['unauthorized_origin_not_none', report({ rows: ['[UNAUTHORIZED] G1: flag — origin: spec "D" - "x"'], blocks: [block('G1', 'UNAUTHORIZED', { origin: 'spec "D" - "x"' })], parallel: 'G1 disjoint' })],
    ['parallel_safe_missing', report({ rows: [MISSING], blocks: [block('G1', 'MISSING')] })],
    ['parallel_safe_malformed', report({ rows: [MISSING], blocks: [block('G1', 'MISSING')], parallel: 'R2 disjoint' })],
    ['parallel_safe_malformed', report({ rows: [MISSING], blocks: [block('G1', 'MISSING')], parallel: 'G1 conflicts G2' })],
  ])('reports %s', async (code, text) => {
    const { findings } = await verifyConformanceReport(text);
    expect(findings.map((f) => f.reason)).toContain(code);
    expect(findings.find((f) => f.reason === code)?.severity).toBe('blocker');
  });

  it('gives exactly the expected codes for wrong id prefixes', async () => {
    const text = report({ rows: ['[DELIVERED] G1: a — evidence: a.ts:1', '[MISSING] R2: b — searched: src/'], parallel: 'R2 disjoint' });
    expect(new Set(await reasons(text))).toEqual(new Set(['delivered_row_not_r_id', 'gap_row_not_g_id', 'gap_block_missing', 'parallel_safe_malformed']));
  });

  it('handles empty, CRLF and huge reports', async () => {
    expect(await reasons('')).toEqual(['verdict_missing', 'confidence_invalid']);
    expect(await reasons(report({ verdict: 'CONFORMS', rows: [DELIVERED] }).replace(/\n/g, '\r\n'))).toEqual([]);
    const rows = Array.from({ length: 10_000 }, (_, i) => `[DELIVERED] R${i + 1}: r — evidence: a.ts:1`);
    expect(await reasons(report({ verdict: 'CONFORMS', rows }))).toEqual([]);
  });

  it('never throws (property)', () => {
    const alphabet = fc.constantFrom('Conformance verdict: ', 'GAPS', 'CONFORMS', '\n', 'Confidence: high', '  - [MISSING] ', 'G1: ', 'R1: ', '```', 'verdict: MISSING', 'recommended: fix', 'Parallel-safe: ', 'G1 disjoint', 'Origin drift', 'recorded in spec? no');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join(''))), (text) => {
        const parsed = parseConformanceReport(text);
        expect(['CONFORMS', 'GAPS']).toContain(parsed.verdictComputed);
      }),
      { numRuns: 500 },
    );
  });
});
