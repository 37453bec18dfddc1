export const CLOSURE_MODES: readonly string[] = ['standard', 'full'];

export interface ClosureInput {
  mode: string;
  /** This round is the required post-fix fresh reverify. */
  isRequiredReverify: boolean;
  fatal: number;
  significant: number;
  minor: number;
}

export type ClosureDecision =
  | { decision: 'actionable' }
  | { decision: 'candidate-clean'; residual_significant: number; residual_minor: number }
  | { decision: 'reject'; reason: 'qg_mode_invalid' };

/**
 * Closure modes (#624, docs/rules/review/README.md#closure-modes): does a round close the gate? Fatal is never
 * a residual; `standard` lets Significants remain only on the required fresh reverify; `full`
 * needs zero Significant. Any other mode is rejected, never coerced.
 */
export function closureDecision(p: ClosureInput): ClosureDecision {
  if (!CLOSURE_MODES.includes(p.mode)) return { decision: 'reject', reason: 'qg_mode_invalid' };
  if (p.fatal > 0) return { decision: 'actionable' };
  if (p.mode === 'full') return p.significant > 0 ? { decision: 'actionable' } : { decision: 'candidate-clean', residual_significant: 0, residual_minor: p.minor };
  if (p.significant === 0 || p.isRequiredReverify) return { decision: 'candidate-clean', residual_significant: p.significant, residual_minor: p.minor };
  return { decision: 'actionable' };
}
