import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalibrationReason, codesOf } from '@gauntlet/contracts/codes';
import { run, tierB } from './fixtures.test-helpers.js';
import { calibrationRules, parsePredictedFalsifier, parseRuns, predicateCheckable, reduceLatestWins, scanRunsJsonl, verifyCalibrationLedger } from './index.js';

const reasons = async (text: string) => (await verifyCalibrationLedger(text)).findings.map((f) => f.reason);

describe('calibration', () => {
  it('locks the documented reason codes (docs/rules/calibration/README.md#rules)', () => {
    expect(codesOf(CalibrationReason)).toEqual([
      'calibration_identity_missing',
      'calibration_artifact_type_invalid',
      'calibration_whs_inconsistent',
      'calibration_tier_b_key_absent',
      'calibration_gated_files_over_cap',
      'calibration_predicted_falsifier_missing',
      'calibration_deferred_sentinel',
      'calibration_highest_finding_over_cap',
      'calibration_line_oversize',
      'calibration_duplicate_identity',
    ]);
    expect(new Set(calibrationRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(CalibrationReason)));
  });

  it('passes valid Tier-A and Tier-B rows', async () => {
    expect(await reasons(`${run()}\n${run({ run_id: 'r2', ...tierB })}\n`)).toEqual([]);
  });

  it.each([
    ['calibration_identity_missing', { run_id: '' }],
    ['calibration_identity_missing', { skill: 3 }],
    ['calibration_artifact_type_invalid', { artifact_type: 'script' }],
    ['calibration_whs_inconsistent', { would_have_shipped_without_gate: true }],
    ['calibration_whs_inconsistent', { severity_histogram: null }],
    ['calibration_gated_files_over_cap', { gated_files: Array.from({ length: 501 }, (_, i) => `f${i}`) }],
    ['calibration_highest_finding_over_cap', { highest_finding: 'x'.repeat(257) }],
    ['calibration_predicted_falsifier_missing', { predicted_falsifier: null }],
    ['calibration_deferred_sentinel', { predicted_falsifier: '<DEFERRED:pre-phase-7>' }],
  ])('reports %s', async (reason, over) => {
    expect(await reasons(run(over))).toEqual([reason]);
  });

  it('reports each absent Tier-B key, oversize lines and duplicate identities', async () => {
    const withoutRounds = JSON.parse(run(tierB)) as Record<string, unknown>;
    delete withoutRounds.rounds;
    expect(await reasons(JSON.stringify(withoutRounds))).toEqual(['calibration_tier_b_key_absent']);
    expect(await reasons(run({ comment: 'c'.repeat(17_000) }))).toEqual(['calibration_line_oversize']);
    expect(await reasons(`${run()}\n${run()}`)).toEqual(['calibration_duplicate_identity']);
  });

  it('does not require a falsifier for backfills, escalations or non-code rows', async () => {
    expect(await reasons(run({ predicted_falsifier: null, backfilled: true }))).toEqual([]);
    expect(await reasons(run({ predicted_falsifier: null, verdict: 'ESCALATED' }))).toEqual([]);
    expect(await reasons(run({ predicted_falsifier: null, artifact_type: 'design' }))).toEqual([]);
  });

  it('counts lines that are not objects instead of reporting them; never throws (property)', async () => {
    expect((await verifyCalibrationLedger(`${run()}\nnot json\n`)).data).toEqual({ rows: 1, unparseable: 1 });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        parseRuns(text);
        scanRunsJsonl(text);
        reduceLatestWins(text);
        expect(Array.isArray((await verifyCalibrationLedger(text)).findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('calibration readers', () => {
  it('doctor scan: torn last line dropped, whitespace-only and non-object lines unparseable', () => {
    const text = `${run()}\n{"run_id":"","skill":"qg"}\nnot json\n[1,2,3]\n   \n\n{"run_id":"x"`;
    expect(scanRunsJsonl(text)).toEqual({ total: 5, parseable: 2, unparseable: 3, identityless: 1 });
  });

  it('L-9 reduction: file position wins, rows without a hash skipped, corrupt counted', () => {
    const text = ['{"ledger_entry_hash":"h1","v":1,"timestamp":"2026-09-19"}', '{"ledger_entry_hash":"h1","v":2,"timestamp":"2026-01-01"}', '{"v":3}', '[1]', 'bad', '{"ledger_entry_hash":"h2","v":4}', '{"ledger_entry_hash":"h3"'].join('\n');
    const { rows, corrupt } = reduceLatestWins(text);
    expect(Object.keys(rows)).toEqual(['h1', 'h2']);
    expect(rows.h1?.v).toBe(2);
    expect(corrupt).toBe(2);
    expect(reduceLatestWins(null)).toEqual({ rows: {}, corrupt: 0 });
  });

  it('predicted falsifier parser is lenient like the reconciler', () => {
    expect(parsePredictedFalsifier('fix touching lib/billing/vat.ts within 45d')).toEqual({ parseable: true, form: 'touching', verb: 'fix', files: ['lib/billing/vat.ts'], within_days: 45 });
    expect(parsePredictedFalsifier('  Fix  touching lib/vat.ts, lib/fx.ts within 60 d')).toMatchObject({ parseable: true, verb: 'fix', files: ['lib/vat.ts', 'lib/fx.ts'] });
    expect(parsePredictedFalsifier('REVERT of artifact_hash=3F3F without touching docs/* within 14d')).toEqual({ parseable: true, form: 'hash', verb: 'revert', artifact_hash: '3f3f', without_files: ['docs/*'], within_days: 14 });
    expect(parsePredictedFalsifier('CVE referencing CVE-2026-1234 within 90d')).toMatchObject({ parseable: true, form: 'referencing', verb: 'cve', token: 'CVE-2026-1234' });
    expect(parsePredictedFalsifier('fix touching lib/vat.ts within 366d')).toEqual({ parseable: false });
    expect(parsePredictedFalsifier('fix touching , within 3d')).toEqual({ parseable: false });
    expect(parsePredictedFalsifier('the cache will break')).toEqual({ parseable: false });
    expect(parsePredictedFalsifier('<DEFERRED:pre-phase-7>')).toEqual({ parseable: null, excluded: true });
    expect(parsePredictedFalsifier(`fix touching a${' '.repeat(200_000)}b`)).toEqual({ parseable: false });
    expect(predicateCheckable(parsePredictedFalsifier('merge of artifact_hash=ab within 3d'))).toBe(false);
    expect(predicateCheckable(parsePredictedFalsifier('revert of artifact_hash=ab within 3d'))).toBe(true);
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (text) => {
      expect(['boolean', 'object']).toContain(typeof parsePredictedFalsifier(text).parseable);
    }));
  });
});
