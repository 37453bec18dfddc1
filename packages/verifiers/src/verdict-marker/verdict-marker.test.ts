import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VerdictMarkerReason, codesOf } from '@gauntlet/contracts/codes';
import { marker } from './fixtures.test-helpers.js';
import { selectAndVerifyMarker, verdictMarkerRules, verifyVerdictMarker } from './index.js';

const findings = async (text: string) => (await verifyVerdictMarker(text)).findings.map((f) => [f.reason, f.severity]);

describe('verdict-marker', () => {
  it('locks the documented reason codes (docs/rules/ledger/README.md#the-verdict-marker-check, docs/rules/verdict-marker/README.md#rules)', () => {
    expect(codesOf(VerdictMarkerReason)).toEqual([
      'marker_missing',
      'marker_verdict_not_pass',
      'marker_legacy',
      'marker_field_order',
      'marker_verdict_unknown',
      'marker_reason_verdict_mismatch',
      'marker_final_score_mismatch',
      'marker_max_score_mismatch',
      'marker_count_invariant',
      'marker_pass_not_clean',
      'marker_full_mode_residual',
      'marker_cost_cap_rounds_mismatch',
      'marker_trajectory_length',
      'marker_siege_fields',
      'marker_minor_advisory_not_clean',
      'marker_standard_residual_below_score',
    ]);
    const declared = new Set(verdictMarkerRules.flatMap((rule) => rule.reasons));
    expect(declared).toEqual(new Set(codesOf(VerdictMarkerReason).filter((code) => code !== 'marker_missing' && code !== 'marker_verdict_not_pass')));
  });

  it('passes a valid marker and reports its verdict and PipelineID', async () => {
    const result = await verifyVerdictMarker(marker());
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ verdict: 'PASS', pipelineId: 'build-20260918-091244', legacy: false });
    expect(await findings(marker().replace(/\n/g, '\r\n'))).toEqual([]);
  });

  it('reports a legacy marker and stops', async () => {
    expect(await findings(marker({ MarkerVersion: null, ArtifactHash: null, FinalScore: '95' }))).toEqual([['marker_legacy', 'info']]);
    expect(await findings(marker({ MarkerVersion: '1', FinalScore: '95' }))).toEqual([['marker_legacy', 'info']]);
    expect((await verifyVerdictMarker('')).data).toMatchObject({ verdict: null, pipelineId: null, legacy: true });
  });

  it('requires MarkerVersion then ArtifactHash first', async () => {
    const swapped = marker().replace(/^MarkerVersion: 2\nArtifactHash: (\w+)\n/, 'ArtifactHash: $1\nMarkerVersion: 2\n');
    expect(await findings(swapped)).toEqual([['marker_field_order', 'blocker']]);
    expect(await findings(`\n\n${marker()}`)).toEqual([]);
  });

  it('checks the verdict and its reason', async () => {
    expect(await findings(marker({ Verdict: 'OK' }))).toEqual([['marker_verdict_unknown', 'blocker']]);
    expect(await findings(marker({ Verdict: null }))).toEqual([['marker_verdict_unknown', 'blocker']]);
    expect(await findings(marker({ Reason: 'stagnation-judge' }))).toEqual([['marker_reason_verdict_mismatch', 'blocker']]);
    expect(await findings(marker({ Reason: 'vibes' }))).toEqual([['marker_reason_verdict_mismatch', 'blocker']]);
    expect(await findings(marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge', FinalScore: '3', ScoreTrajectory: '7,4,2,3', MinorTrajectory: '1,1,1,1' }))).toEqual([]);
  });

  it('checks the score arithmetic on integer tokens, chunk separators aside', async () => {
    expect(await findings(marker({ FinalScore: '3' }))).toEqual([
      ['marker_final_score_mismatch', 'blocker'],
      ['marker_pass_not_clean', 'blocker'],
    ]);
    expect(await findings(marker({ MaxScore: '6' }))).toEqual([['marker_max_score_mismatch', 'blocker']]);
    expect(await findings(marker({ Rounds: '7', ScoreTrajectory: '7,4,3,|,5,3,1,0', MinorTrajectory: '2,1,1,|,1,0,0,0', CostCapSignals: '0+1/7' }))).toEqual([]);
    expect(await findings(marker({ Rounds: '5', CostCapSignals: '0+0/5' }))).toEqual([['marker_trajectory_length', 'warning']]);
    expect(await findings(marker({ MinorTrajectory: '3,2,|,2,1' }))).toEqual([['marker_trajectory_length', 'warning']]);
  });

  it('checks the counters', async () => {
    expect(await findings(marker({ LookHarderRounds: '2, 3' }))).toEqual([['marker_count_invariant', 'blocker']]);
    expect(await findings(marker({ LookHarderRounds: '2' }))).toEqual([]);
    expect(await findings(marker({ PersistentFindingRounds: '1' }))).toEqual([['marker_count_invariant', 'blocker']]);
    expect(await findings(marker({ FanOutRounds: '1,2', FanOutCheckCount: '2', FanOutErrorCount: '3' }))).toEqual([['marker_count_invariant', 'blocker']]);
  });

  it('applies the closure mode', async () => {
    const standard = { Mode: 'standard', ResidualSignificant: '2', ResidualMinor: '1', FinalScore: '1', ScoreTrajectory: '7,4,2,1' };
    expect(await findings(marker(standard))).toEqual([]);
    expect(await findings(marker({ ...standard, ResidualSignificant: '0' }))).toEqual([['marker_standard_residual_below_score', 'warning']]);
    expect(await findings(marker({ Mode: 'full', ResidualSignificant: '1', ResidualMinor: '0' }))).toEqual([['marker_full_mode_residual', 'blocker']]);
    expect(await findings(marker({ Mode: 'full', ResidualSignificant: '0', ...{ FinalScore: '1', ScoreTrajectory: '7,4,2,1' } }))).toEqual([['marker_pass_not_clean', 'blocker']]);
    expect(await findings(marker({ MinorAdvisory: 'density' }))).toEqual([]);
    expect(await findings(marker({ Verdict: 'ESCALATED', Reason: 'user-skipped', MinorAdvisory: 'density' }))).toEqual([['marker_minor_advisory_not_clean', 'blocker']]);
  });

  it('checks cost-cap rounds and siege fields', async () => {
    expect(await findings(marker({ CostCapSignals: '0+0/5' }))).toEqual([['marker_cost_cap_rounds_mismatch', 'warning']]);
    expect(await findings(marker({ SiegeVerdict: 'PASS' }))).toEqual([['marker_siege_fields', 'blocker']]);
    expect(await findings(marker({ SiegeDispatched: 'true', SiegeReason: 'detected' }))).toEqual([
      ['marker_siege_fields', 'blocker'],
      ['marker_siege_fields', 'blocker'],
    ]);
    expect(await findings(marker({ SiegeDispatched: 'true', SiegeReason: 'detected', SiegeVerdict: 'PASS', SiegeFindings: '0' }))).toEqual([]);
    expect(await findings(marker({ SiegeDispatched: 'true', SiegeReason: 'detected', SiegeVerdict: 'ESCALATED', SiegeFindings: '2' }))).toEqual([['marker_siege_fields', 'blocker']]);
  });

  it('selects the newest marker of a pipeline by parsed timestamp', () => {
    const m = (verdict: string, timestamp: string, id = 'build-1') => ({ verdict, text: marker({ Verdict: verdict, PipelineID: id, Timestamp: timestamp }) });
    const files = (...items: Array<{ verdict: string; text: string }>) => items.map((item, i) => ({ name: `gate-verdict-${i}.md`, text: item.text }));
    expect(selectAndVerifyMarker(files(m('PASS', '2026-04-13T14:00:00Z'), m('STAGNATION', '2026-04-13T15:00:00Z')), 'build-1')).toEqual({
      selected: 'gate-verdict-1.md',
      verified: false,
      reasons: ['marker_verdict_not_pass'],
      verdict: 'STAGNATION',
    });
    expect(selectAndVerifyMarker(files(m('STAGNATION', '2026-04-13T14:00:00Z'), m('PASS', '2026-04-13T13:30:00-01:00')), 'build-1')).toMatchObject({ selected: 'gate-verdict-1.md', verified: true, reasons: [] });
    expect(selectAndVerifyMarker(files(m('PASS', '2026-04-13T14:00:00Z', 'build-2')), 'build-1')).toEqual({ selected: null, verified: false, reasons: ['marker_missing'], verdict: null });
    expect(selectAndVerifyMarker(files(m('PASS', 'soon')), 'build-1').reasons).toEqual(['marker_missing']);
    expect(selectAndVerifyMarker([], 'build-1').reasons).toEqual(['marker_missing']);
  });

  it('never throws (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 500 }), async (text) => {
        const result = await verifyVerdictMarker(text);
        expect(Array.isArray(result.findings)).toBe(true);
        expect(selectAndVerifyMarker([{ name: 'gate-verdict-x.md', text }], 'build-1').reasons.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
    const keys = fc.constantFrom('MarkerVersion', 'Verdict', 'Reason', 'Rounds', 'FinalScore', 'MaxScore', 'ScoreTrajectory', 'LookHarderRounds', 'Mode', 'SiegeDispatched', 'CostCapSignals');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(keys, fc.string({ maxLength: 12 })), { maxLength: 20 }), async (pairs) => {
        const result = await verifyVerdictMarker(pairs.map(([k, v]) => `${k}: ${v}`).join('\n'));
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
