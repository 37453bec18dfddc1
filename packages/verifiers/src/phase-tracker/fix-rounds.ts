import { dispatchesImplementer, IMPLEMENTER, isAsyncDispatch, isLoneImplementer, isManagementCall } from './dispatch.js';
import type { SubagentResultEntry, TrackerContext, TrackerOutcome, TrackerState } from './types.js';

/**
 * The fix-round cap and its human overrule. During verify, after the conformance review, every
 * implementer wave is one fix round; past the cap (`closureReview.maxFixRounds`) a human must
 * grant more rounds before another wave goes out.
 */

/** The guarded window: entered flow, closure review enforced, verify in progress, latch set, not a child. */
export function fixWindowOpen(state: TrackerState, context: TrackerContext): boolean {
  return !context.child && state.entered && context.settings.closureReview.enforce && state.phases.verify.status === 'in_progress' && state.conformanceDispatched;
}

/** The cap blocks dispatches now: inside the window with the rounds used up. */
export function capBlockLive(state: TrackerState, context: TrackerContext): boolean {
  return fixWindowOpen(state, context) && state.fixRounds >= context.settings.closureReview.maxFixRounds;
}

const capNumbers = (state: TrackerState, context: TrackerContext) => ({ used: state.fixRounds, cap: context.settings.closureReview.maxFixRounds });

/**
 * At call time. The shape guard: inside the window a lone top-level implementer is refused,
 * async too (fixes go out as a `tasks` wave). The cap guard: a dispatch holding any implementer
 * is refused once the rounds are used up, unless granted credits remain and the call is
 * synchronous. Management calls pass both.
 */
export function fixRoundCallGuard(state: TrackerState, context: TrackerContext, input: unknown): TrackerOutcome {
  if (!fixWindowOpen(state, context) || isManagementCall(input)) return { ok: true };
  if (isLoneImplementer(input)) {
    return { ok: false, code: 'lone_implementer_blocked', error: 'a lone implementer dispatch is refused during verify after the conformance review; send fixes as a tasks wave' };
  }
  if (!dispatchesImplementer(input) || state.fixRounds < context.settings.closureReview.maxFixRounds) return { ok: true };
  if (state.credits > 0 && !isAsyncDispatch(input)) return { ok: true };
  const { used, cap } = capNumbers(state, context);
  const rounds = `${used} fix round(s) used against a cap of ${cap} (granted rounds included)`;
  const why = state.credits > 0 ? `${rounds}; granted rounds are spent only by synchronous waves` : `${rounds}; ask the human to grant more rounds`;
  return { ok: false, code: 'fix_round_cap_reached', error: why, used, cap };
}

/**
 * At result time (never at call time): inside the window, a successful result with an
 * implementer entry is one round, whatever its exit code; a granted credit is spent first.
 */
export function countFixRound(state: TrackerState, context: TrackerContext, results: readonly SubagentResultEntry[], isError: boolean): TrackerState {
  if (isError || !fixWindowOpen(state, context) || !results.some((entry) => entry.agent === IMPLEMENTER)) return state;
  return { ...state, fixRounds: state.fixRounds + 1, credits: Math.max(0, state.credits - 1) };
}

/**
 * `grant_fix_rounds {rounds, reason}`: the human overrule, validated in this order: rounds
 * given, rounds an integer 1..2^53-1, a reason, a live cap block, no unspent credits. Success
 * sets the credits to `rounds`.
 */
export function grantFixRounds(state: TrackerState, context: TrackerContext, rounds: unknown, reason: unknown): { state: TrackerState; outcome: TrackerOutcome } {
  const refuse = (outcome: TrackerOutcome) => ({ state, outcome });
  if (rounds === undefined || rounds === null) return refuse({ ok: false, code: 'grant_rounds_missing', error: 'grant_fix_rounds needs rounds' });
  if (typeof rounds !== 'number' || !Number.isSafeInteger(rounds) || rounds < 1) {
    return refuse({ ok: false, code: 'grant_rounds_invalid', error: 'rounds must be a whole number of at least 1' });
  }
  if (typeof reason !== 'string' || reason.trim() === '') return refuse({ ok: false, code: 'grant_reason_missing', error: 'grant_fix_rounds needs the reason the human gave' });
  if (!capBlockLive(state, context)) {
    const { used, cap } = capNumbers(state, context);
    return refuse({ ok: false, code: 'grant_no_cap_block', error: `there is no fix-round cap block to overrule (${used} used, cap ${cap})`, used, cap });
  }
  if (state.credits > 0) return refuse({ ok: false, code: 'grant_credits_unspent', error: `${state.credits} granted round(s) are still unspent` });
  return { state: { ...state, credits: rounds }, outcome: { ok: true, credits: rounds } };
}
