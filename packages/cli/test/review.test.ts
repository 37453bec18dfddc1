import { describe, expect, it } from 'vitest';
import { lint, outcomeOf, tempDir } from './pipeline-b-helpers.js';

describe('gauntlet-lint review', () => {
  it('passes converging rounds and lists data.decision', () => {
    const dir = tempDir({ 'rounds.json': JSON.stringify({ threshold: 10, rounds: [{ fatal: 2, significant: 1 }, { fatal: 0, significant: 3 }] }) });
    const run = lint(dir, ['review', 'rounds.json']);
    expect(run.code).toBe(0);
    expect(run.json.results?.[0]?.data).toMatchObject({ decision: ['first-round', 'progress'] });
  });

  it('fails on an escalation with reason qg_<decision>', () => {
    const dir = tempDir({ 'rounds.json': JSON.stringify({ threshold: 3, rounds: [{ fatal: 0, significant: 4 }, { fatal: 0, significant: 3 }, { fatal: 0, significant: 5 }] }) });
    const run = lint(dir, ['review', 'rounds.json']);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['qg_escalate_single_round_regression', 'blocker', null]] });
  });

  it('reads a bare array of issue counts', () => {
    const run = lint(tempDir({ 'counts.json': '[3, 3]' }), ['review', 'counts.json']);
    expect(run.code).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['qg_escalate_stagnation', 'blocker', null]] });
    expect(run.json.results?.[0]?.data).toMatchObject({ decision: ['first-round', 'escalate:stagnation'] });
  });

  it('rejects an unknown closure mode (exit 1, a blocker)', () => {
    const run = lint(tempDir({ 'rounds.json': JSON.stringify({ mode: 'lenient', rounds: [{ fatal: 0, significant: 0 }] }) }), ['review', 'rounds.json']);
    expect(run.code).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['qg_mode_invalid', 'blocker', null]] });
  });

  it('exits 2 for invalid JSON and for JSON that is not a rounds file', () => {
    const notJson = lint(tempDir({ 'r.json': '{' }), ['review', 'r.json']);
    expect(notJson.code).toBe(2);
    expect(notJson.json.error?.reason).toBe('input_invalid');
    const run = lint(tempDir({ 'r.json': '{"rounds": "many"}' }), ['review', 'r.json']);
    expect(run.code).toBe(2);
    expect(run.json.error?.reason).toBe('input_invalid');
  });
});
