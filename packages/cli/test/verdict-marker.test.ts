import { afterAll, describe, expect, it } from 'vitest';
import { markerText, outcomeOf, removeTree, runCli, tempTree } from './pipeline-cli.js';

const pass = markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z');
const root = tempTree({
  'pass.md': pass,
  'mismatch.md': pass.replace('Reason: clean-pass', 'Reason: stagnation-judge'),
  'legacy.md': 'Verdict: PASS\nPipelineID: build-x\nFinalScore: 95\n',
  'cost.md': pass.replace('CostCapSignals: 0+0/3', 'CostCapSignals: 0+0/4'),
});
afterAll(() => removeTree(root));

describe('gauntlet-lint verdict-marker', () => {
  it('checks many markers in one run, one result per input in order', () => {
    const run = runCli(['verdict-marker', '--format', 'json', 'pass.md', 'mismatch.md', 'legacy.md', 'cost.md'], root);
    expect(run.status).toBe(1);
    expect(run.json.results?.map((result) => [result.id, result.verdict])).toEqual([
      ['pass.md', 'pass'],
      ['mismatch.md', 'fail'],
      ['legacy.md', 'pass'],
      ['cost.md', 'pass'],
    ]);
    expect(run.json.results?.[0]?.data).toMatchObject({ verdict: 'PASS', pipelineId: 'build-20260918-091244' });
    expect(run.json.verdict).toBe('fail');
    expect(outcomeOf(run, 1)).toEqual({ verdict: 'fail', findings: [['marker_reason_verdict_mismatch', 'blocker', 4]] });
    expect(outcomeOf(run, 2)).toEqual({ verdict: 'pass', findings: [['marker_legacy', 'info', null]] });
    expect(outcomeOf(run, 3)).toEqual({ verdict: 'pass', findings: [['marker_cost_cap_rounds_mismatch', 'warning', 20]] });
  });

  it('passes a valid marker (exit 0) and honours --quiet and --max-warnings', () => {
    expect(runCli(['verdict-marker', 'pass.md'], root).status).toBe(0);
    expect(runCli(['verdict-marker', 'cost.md'], root).status).toBe(0);
    const strict = runCli(['verdict-marker', '--format', 'json', '--max-warnings', '0', 'cost.md'], root);
    expect(strict.status).toBe(1);
    expect(strict.json.verdict).toBe('fail');
    const quiet = runCli(['verdict-marker', '--format', 'json', '--quiet', 'legacy.md'], root);
    expect(quiet.status).toBe(0);
    expect(outcomeOf(quiet)).toEqual({ verdict: 'pass', findings: [] });
  });

  it('--quiet hides warnings, never a blocker', () => {
    const run = runCli(['verdict-marker', '--format', 'json', '--quiet', 'mismatch.md'], root);
    expect(run.status).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['marker_reason_verdict_mismatch', 'blocker', 4]] });
  });

  it('exits 2 for a missing input', () => {
    const run = runCli(['verdict-marker', '--format', 'json', 'pass.md', 'nope.md'], root);
    expect(run.status).toBe(2);
    expect(run.json.error?.reason).toBe('input_missing');
  });
});
