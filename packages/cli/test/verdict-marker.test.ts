import { afterAll, describe, expect, it } from 'vitest';
import { markerText, reasonsOf, removeTree, runCli, tempTree } from './pipeline-cli.js';

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
    expect(reasonsOf(run, 1)).toEqual(['marker_reason_verdict_mismatch']);
    expect(reasonsOf(run, 2)).toEqual(['marker_legacy']);
    expect(reasonsOf(run, 3)).toEqual(['marker_cost_cap_rounds_mismatch']);
  });

  it('passes a valid marker (exit 0) and honours --quiet and --max-warnings', () => {
    expect(runCli(['verdict-marker', 'pass.md'], root).status).toBe(0);
    expect(runCli(['verdict-marker', '--max-warnings', '0', 'cost.md'], root).status).toBe(1);
    const quiet = runCli(['verdict-marker', '--format', 'json', '--quiet', 'legacy.md'], root);
    expect(reasonsOf(quiet)).toEqual([]);
  });

  it('exits 2 for a missing input', () => {
    const run = runCli(['verdict-marker', '--format', 'json', 'pass.md', 'nope.md'], root);
    expect(run.status).toBe(2);
    expect(run.json.error?.reason).toBe('input_missing');
  });
});
