/**
 * A fragile pass of the quality gate: a PASS that converged with help or from far away.
 * Advisory only; it never fails the gate. The fields are the verdict marker's, camel-cased;
 * `null` is a legacy marker's unknown value, which never fires a cause.
 */
export interface FragilePassInput {
  verdict: string;
  suppressedRegressions: number | null;
  maxScore: number | null;
  finalScore: number | null;
  noOpFixes: number | null;
  consensusAvailable: boolean | null;
  /** The run's stagnation threshold T (10 for code/design/plan, 3 for hypothesis/mockup/translation; `defaultThreshold`). */
  threshold: number;
}

export type FragileCause = 'suppressed-regressions' | 'score-drop' | 'no-op-fixes' | 'no-consensus';

/** How far MaxScore may exceed FinalScore: max(2, ceil(T/3)). Ceil here, unlike the floor of the consensus cadence. */
export const fragileTolerance = (threshold: number): number => Math.max(2, Math.ceil(threshold / 3));

/** Why a PASS is fragile, in the formula's order; empty when it is not (or is not a PASS). */
export function fragilePassCauses(input: FragilePassInput): FragileCause[] {
  if (input.verdict !== 'PASS') return [];
  const causes: FragileCause[] = [];
  if (input.suppressedRegressions !== null && input.suppressedRegressions > 0) causes.push('suppressed-regressions');
  if (input.maxScore !== null && input.finalScore !== null && input.maxScore > input.finalScore + fragileTolerance(input.threshold)) causes.push('score-drop');
  if (input.noOpFixes !== null && input.noOpFixes > 0) causes.push('no-op-fixes');
  if (input.consensusAvailable === false) causes.push('no-consensus');
  return causes;
}

/**
 * `Verdict == PASS ∧ (SuppressedRegressions > 0 ∨ MaxScore > FinalScore + max(2, ceil(T/3)) ∨
 * NoOpFixes > 0 ∨ ConsensusAvailable == false)`.
 */
export function fragilePass(input: FragilePassInput): boolean {
  return fragilePassCauses(input).length > 0;
}
