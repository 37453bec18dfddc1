import type { TrackerOutcome } from './types.js';
import { CONFORMANCE_REVIEWER } from './closure-gate.js';
import { dispatchedAgents, isManagementCall } from './dispatch.js';

/** The closure model guard acts when both hold (an entered flow outside a child, and a configured `closureReview.model`). */
export function closureModelGuardApplies(active: boolean, modelConfigured: boolean): boolean {
  return active && modelConfigured;
}

/**
 * With `closureReview.model` set, a conformance-reviewer dispatch (at any nesting) must name a
 * model: without one it is refused; a different model is allowed with an advisory.
 */
export function closureModelGuard(input: unknown, model: string): TrackerOutcome {
  if (isManagementCall(input)) return { ok: true };
  const reviewers = dispatchedAgents(input).filter((entry) => entry.agent === CONFORMANCE_REVIEWER);
  if (reviewers.some((entry) => entry.model === undefined)) {
    return { ok: false, code: 'closure_model_missing', error: `conformance-reviewer must be dispatched with model: "${model}" (closureReview.model)` };
  }
  const other = reviewers.find((entry) => entry.model !== model);
  if (other) {
    return { ok: true, advisory: { code: 'closure_model_mismatch', message: `conformance-reviewer runs on ${other.model}, not the configured closure model ${model}` } };
  }
  return { ok: true };
}
