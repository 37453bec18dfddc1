/** One quality-gate round's counts (docs/rules/review/README.md#quality-gate-first-pass-check); `comparable` absent = true. */
export interface QgRound {
  fatal: number;
  significant: number;
  comparable?: boolean;
}

export type QgDecision =
  | 'clean'
  | 'first-round'
  | 'progress'
  | 'not-satisfiable'
  | 'loop-no-judge'
  | 'dispatch-judge-silent'
  | 'dispatch-judge'
  | 'suppressed-regression'
  | 'escalate:single-round-regression'
  | 'escalate:sustained-regression'
  | 'escalate:circuit-breaker';

/** The gate-wide round cap (docs/rules/review/README.md#quality-gate-first-pass-check): not per chunk, never reset. */
export const CIRCUIT_BREAKER_ROUND = 15;

/** W = 3·Fatal + Significant (Minor never counts). */
export const weightedScore = (round: Pick<QgRound, 'fatal' | 'significant'>): number => 3 * round.fatal + round.significant;

/**
 * The quality gate's first-pass check per round (docs/rules/review/README.md#quality-gate-first-pass-check), T = threshold.
 * Steps in order: clean, circuit breaker, sustained regression (any round), first round,
 * comparability, progress, regression (suppressed before T), flat (judge schedule).
 */
export function qgFirstPass(rounds: readonly QgRound[], threshold: number): QgDecision[] {
  const decisions: QgDecision[] = [];
  for (let i = 0; i < rounds.length; i++) {
    decisions.push(decide(rounds, i, threshold));
  }
  return decisions;
}

function decide(rounds: readonly QgRound[], i: number, threshold: number): QgDecision {
  const n = i + 1;
  const current = rounds[i] as QgRound;
  const comparable = (round: QgRound | undefined) => round !== undefined && round.comparable !== false;
  if (current.fatal === 0 && current.significant === 0) return 'clean';
  if (n >= CIRCUIT_BREAKER_ROUND) return 'escalate:circuit-breaker';
  const w = weightedScore(current);
  if (n >= 3) {
    const prev = rounds[i - 1] as QgRound;
    const prev2 = rounds[i - 2] as QgRound;
    if (comparable(current) && comparable(prev) && comparable(prev2) && w > weightedScore(prev) && weightedScore(prev) > weightedScore(prev2)) {
      return 'escalate:sustained-regression';
    }
  }
  if (n === 1) return 'first-round';
  const prev = rounds[i - 1] as QgRound;
  if (!comparable(current) || !comparable(prev)) return 'not-satisfiable';
  const wPrev = weightedScore(prev);
  if (w < wPrev || (current.fatal < prev.fatal && w <= wPrev)) return 'progress';
  if (w > wPrev) return n >= threshold ? 'escalate:single-round-regression' : 'suppressed-regression';
  if (n >= threshold) return 'dispatch-judge';
  if (threshold >= 6 && n >= Math.max(1, threshold - 3) && n <= threshold - 1) return 'dispatch-judge-silent';
  return 'loop-no-judge';
}

export type ReviewLoopDecision = 'first-round' | 'clean' | 'progress' | 'escalate:stagnation';

/**
 * The build review loops (plan review, per-task code review; docs/rules/review/README.md#build-review-loops): raw issue counts, no
 * weighting. Strictly fewer than the previous round is progress; same or more escalates.
 */
export function reviewLoopStep(counts: readonly number[]): ReviewLoopDecision[] {
  return counts.map((count, i) => {
    if (count === 0) return 'clean';
    if (i === 0) return 'first-round';
    return count < (counts[i - 1] as number) ? 'progress' : 'escalate:stagnation';
  });
}

export type RedTeamDecision = 'first-round' | 'approved' | 'progress' | 'escalate:stagnation';

/**
 * The standalone red-team loop (docs/rules/review/README.md#red-team-loop): W = 3F + S; progress iff W strictly lower, or Fatal
 * strictly lower with W same-or-lower. 0 Fatal and 0 Significant is approved. No round cap.
 */
export function redTeamStep(rounds: ReadonlyArray<Pick<QgRound, 'fatal' | 'significant'>>): RedTeamDecision[] {
  return rounds.map((round, i) => {
    if (round.fatal === 0 && round.significant === 0) return 'approved';
    if (i === 0) return 'first-round';
    const prev = rounds[i - 1] as QgRound;
    const w = weightedScore(round);
    const wPrev = weightedScore(prev);
    return w < wPrev || (round.fatal < prev.fatal && w <= wPrev) ? 'progress' : 'escalate:stagnation';
  });
}

/** True for decisions that end the loop with an escalation. */
export const isEscalation = (decision: string): boolean => decision.startsWith('escalate:');

/** `qg_` + the decision in snake_case: `escalate:circuit-breaker` → `qg_escalate_circuit_breaker`. */
export const reasonOfDecision = (decision: string): string => `qg_${decision.replace(/[:-]/g, '_')}`;
