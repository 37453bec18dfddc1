import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewReason, codesOf } from '@gauntlet/contracts/codes';
import {
  closureDecision,
  consensusRounds,
  defaultThreshold,
  drCauseTelemetry,
  interactiveCheckinRound,
  judgeDecision,
  judgeSchedule,
  minorAdvisory,
  progressNotificationRounds,
  qgFirstPass,
  redTeamStep,
  reviewLoopStep,
  reviewRules,
  tailRubricActive,
  verifyReview,
} from './index.js';

const r = (fatal: number, significant: number, comparable?: boolean) => (comparable === undefined ? { fatal, significant } : { fatal, significant, comparable });
const S = (...counts: number[]) => counts.map((s) => r(0, s));

describe('review: verifier', () => {
  it('locks the documented reason codes (docs/rules/review/README.md; docs/rules/review/README.md#input)', () => {
    expect(codesOf(ReviewReason)).toEqual(['qg_mode_invalid', 'qg_escalate_circuit_breaker', 'qg_escalate_sustained_regression', 'qg_escalate_single_round_regression', 'qg_escalate_stagnation']);
    expect(new Set(reviewRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ReviewReason)));
  });

  it('passes converging rounds and lists the decisions', async () => {
    const result = await verifyReview({ threshold: 10, rounds: [r(2, 1), r(0, 3), r(0, 0)] });
    expect(result.findings).toEqual([]);
    expect(result.data).toEqual({ form: 'quality-gate', threshold: 10, decision: ['first-round', 'progress', 'clean'] });
  });

  it('gives one blocker per escalating round, reason qg_ + the decision', async () => {
    const sustained = await verifyReview({ rounds: S(4, 5, 6) });
    expect(sustained.findings.map((f) => [f.reason, f.severity])).toEqual([['qg_escalate_sustained_regression', 'blocker']]);
    const single = await verifyReview({ threshold: 3, rounds: S(4, 3, 5) });
    expect(single.findings.map((f) => f.reason)).toEqual(['qg_escalate_single_round_regression']);
    const breaker = await verifyReview({ rounds: S(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1) });
    expect(breaker.findings.map((f) => f.reason)).toEqual(['qg_escalate_circuit_breaker']);
  });

  it('reads a bare array of issue counts as the build review loop', async () => {
    const result = await verifyReview([3, 3]);
    expect(result.findings.map((f) => f.reason)).toEqual(['qg_escalate_stagnation']);
    expect(result.data).toEqual({ form: 'issue-counts', decision: ['first-round', 'escalate:stagnation'] });
    expect((await verifyReview([5, 3, 0])).findings).toEqual([]);
  });

  it('rejects an invalid closure mode', async () => {
    expect((await verifyReview({ mode: 'lenient', rounds: [] })).findings.map((f) => f.reason)).toEqual(['qg_mode_invalid']);
    expect((await verifyReview({ mode: 'full', rounds: [] })).findings).toEqual([]);
  });

  it.each([[null], ['x'], [{}], [{ rounds: [{ fatal: -1, significant: 0 }] }], [{ threshold: 0, rounds: [] }], [[1, 'x']], [{ rounds: [{ fatal: 0, significant: 1, comparable: 'no' }] }]])(
    'throws input_invalid for a non-rounds value %j',
    async (value) => {
      await expect(verifyReview(value)).rejects.toMatchObject({ reason: 'input_invalid' });
    },
  );
});

describe('qgFirstPass (docs/rules/review/README.md#quality-gate-first-pass-check)', () => {
  it.each([
    ['weighted progress although F+S stayed 3', 10, [r(2, 1), r(0, 3)], ['first-round', 'progress']],
    ['fatal down with equal score', 10, [r(1, 0), r(0, 3)], ['first-round', 'progress']],
    ['flat before the threshold', 10, S(4, 4), ['first-round', 'loop-no-judge']],
    ['sustained regression overrides suppression', 10, S(4, 5, 6), ['first-round', 'suppressed-regression', 'escalate:sustained-regression']],
    ['single regression at the threshold', 3, S(4, 3, 5), ['first-round', 'progress', 'escalate:single-round-regression']],
    ['judge at the threshold', 3, S(4, 3, 3), ['first-round', 'progress', 'dispatch-judge']],
    ['silent seed round', 10, S(9, 8, 7, 6, 5, 4, 4), ['first-round', 'progress', 'progress', 'progress', 'progress', 'progress', 'dispatch-judge-silent']],
    ['T=5 has no seed rounds', 5, S(5, 5, 5, 5, 5), ['first-round', 'loop-no-judge', 'loop-no-judge', 'loop-no-judge', 'dispatch-judge']],
    ['non-comparable window', 10, [r(0, 3), r(0, 1, false), r(0, 2)], ['first-round', 'not-satisfiable', 'not-satisfiable']],
    ['clean is clean even after a non-comparable round', 10, [r(0, 1, false), r(0, 0)], ['first-round', 'clean']],
  ])('%s', (_name, threshold, rounds, expected) => {
    expect(qgFirstPass(rounds, threshold)).toEqual(expected);
  });

  it('never throws and returns one decision per round (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ fatal: fc.nat(5), significant: fc.nat(9), comparable: fc.option(fc.boolean(), { nil: undefined }) }), { maxLength: 20 }), fc.integer({ min: 1, max: 15 }), (rounds, threshold) => {
        const decisions = qgFirstPass(rounds, threshold);
        expect(decisions).toHaveLength(rounds.length);
        rounds.forEach((round, i) => {
          if (round.fatal === 0 && round.significant === 0) expect(decisions[i]).toBe('clean');
          else if (i >= 14) expect(decisions[i]).toBe('escalate:circuit-breaker');
        });
      }),
    );
  });
});

describe('other loops and the judge (docs/rules/review/README.md#build-review-loops, docs/rules/review/README.md#red-team-loop, docs/rules/review/README.md#stagnation-judge)', () => {
  it('build review loop uses raw counts', () => {
    expect(reviewLoopStep([5, 3])).toEqual(['first-round', 'progress']);
    expect(reviewLoopStep([3, 4])).toEqual(['first-round', 'escalate:stagnation']);
    expect(reviewLoopStep([0])).toEqual(['clean']);
  });

  it('red-team loop uses the weighted score with the Fatal clause', () => {
    expect(redTeamStep([r(2, 1), r(0, 3), r(0, 3), r(0, 0)])).toEqual(['first-round', 'progress', 'escalate:stagnation', 'approved']);
    expect(redTeamStep([r(1, 0), r(0, 3)])).toEqual(['first-round', 'progress']);
  });

  it('judge decision table', () => {
    expect(judgeDecision({ recurring: [{ sev: 'Significant' }], new: [] })).toMatchObject({ verdict: 'STAGNATION', dr_cause: 'none' });
    expect(judgeDecision({ recurring: [{ sev: 'Fatal' }], new: [{ sev: 'Significant' }] }).verdict).toBe('STAGNATION');
    expect(judgeDecision({ recurring: [{ sev: 'Significant', recurred_rounds: 2 }], new: [{ sev: 'Significant' }] }).verdict).toBe('PROGRESS');
    expect(judgeDecision({ recurring: [{ sev: 'Significant', recurred_rounds: 3 }], new: [{ sev: 'Significant' }] }).verdict).toBe('STAGNATION');
    expect(judgeDecision({ recurring: [{ sev: 'Minor' }], new: [{ sev: 'Significant' }], prior_recurring_minor_counter: 1 })).toMatchObject({ verdict: 'DIMINISHING_RETURNS', dr_cause: 'minor-accumulation', recurring_minor_counter: 2 });
    expect(judgeDecision({ recurring: [{ sev: 'Minor' }], new: [{ sev: 'Significant' }] })).toMatchObject({ verdict: 'PROGRESS', recurring_minor_counter: 1 });
    expect(judgeDecision({ recurring: [], new: [{ sev: 'Significant', class: 'Structural' }], prior_all_new_structural: true })).toMatchObject({ verdict: 'DIMINISHING_RETURNS', dr_cause: 'structural-saturation' });
    expect(judgeDecision({ recurring: [], new: [{ sev: 'Significant' }], prior_all_new_structural: true }).verdict).toBe('PROGRESS');
    expect(judgeDecision({ recurring: [{ sev: 'Fatal', status: 'Attempted-Exposed-Deeper' }], new: [] }).verdict).toBe('PROGRESS');
    expect(judgeDecision({ recurring: [{ sev: 'Fatal', status: 'Deferred' }], new: [{ sev: 'Minor' }] }).verdict).toBe('PROGRESS');
    expect(judgeDecision({ recurring: [{ sev: 'Fatal', status: 'Deferred', deferred_before: true }], new: [{ sev: 'Minor' }] }).verdict).toBe('STAGNATION');
    expect(drCauseTelemetry('none')).toBeNull();
  });
});

describe('closure modes, cadences and the Minor advisory (docs/rules/review/README.md#closure-modes)', () => {
  it('closure decisions', () => {
    const at = (mode: string, isRequiredReverify: boolean, fatal: number, significant: number, minor = 0) => closureDecision({ mode, isRequiredReverify, fatal, significant, minor });
    expect(at('standard', false, 0, 1)).toEqual({ decision: 'actionable' });
    expect(at('full', true, 0, 1)).toEqual({ decision: 'actionable' });
    expect(at('standard', true, 0, 2, 1)).toEqual({ decision: 'candidate-clean', residual_significant: 2, residual_minor: 1 });
    expect(at('standard', false, 0, 0, 3)).toEqual({ decision: 'candidate-clean', residual_significant: 0, residual_minor: 3 });
    expect(at('standard', true, 1, 0)).toEqual({ decision: 'actionable' });
    expect(at('lenient', false, 0, 0)).toEqual({ decision: 'reject', reason: 'qg_mode_invalid' });
  });

  it('judge schedule and cadences', () => {
    expect(judgeSchedule(3)).toEqual({ skip_rounds: [], seed_rounds: [], first_normal_round: 3 });
    expect(judgeSchedule(5)).toEqual({ skip_rounds: [1], seed_rounds: [], first_normal_round: 5 });
    expect(judgeSchedule(6)).toEqual({ skip_rounds: [1, 2], seed_rounds: [3, 4, 5], first_normal_round: 6 });
    expect(judgeSchedule(10)).toEqual({ skip_rounds: [1, 2, 3, 4, 5, 6], seed_rounds: [7, 8, 9], first_normal_round: 10 });
    expect([10, 6, 5, 4].map((t) => Array.from({ length: 15 }, (_, i) => i + 1).find((n) => tailRubricActive(t, n)) ?? null)).toEqual([6, 4, 3, null]);
    expect(consensusRounds(10)).toEqual([1, 4, 7, 10, 13]);
    expect(consensusRounds(3)).toHaveLength(15);
    expect(progressNotificationRounds(10)).toEqual([5, 8, 11, 14]);
    expect(interactiveCheckinRound(10)).toBe(5);
    expect((['code', 'design', 'plan', 'hypothesis', 'mockup', 'translation'] as const).map(defaultThreshold)).toEqual([10, 10, 10, 3, 3, 3]);
  });

  it('minor advisory', () => {
    expect(minorAdvisory(2, 5, { 1: ['a'], 2: ['a', 'b', 'c', 'd', 'e'] })).toBe('density');
    expect(minorAdvisory(2, 4, { 1: ['a'], 2: ['a'] })).toBeNull();
    expect(minorAdvisory(3, 1, { 1: ['x'], 2: ['x'], 3: ['x'] })).toBe('trajectory');
    expect(minorAdvisory(4, 6, { 2: ['x', 'y'], 3: ['x'], 4: ['x', 'p'] })).toBe('density+trajectory');
    expect(minorAdvisory(2, 1, { 1: ['x'], 2: ['x'] })).toBeNull();
  });
});
