import { PHASES, type PhaseName, type PhaseState, type PhaseStatus, type Phases } from './types.js';

export const isPhaseName = (value: unknown): value is PhaseName => typeof value === 'string' && (PHASES as readonly string[]).includes(value);

/** Every phase pending: the state of a fresh tracker and after `reset`. */
export function pendingPhases(): Phases {
  return { brainstorm: { status: 'pending' }, plan: { status: 'pending' }, implement: { status: 'pending' }, verify: { status: 'pending' }, ship: { status: 'pending' } };
}

/**
 * The state a phase moves to: a fresh object, so a substep never survives a transition. The
 * reason is kept whenever one is given (an empty string included).
 */
export function transitionPhaseState(status: PhaseStatus, reason?: string): PhaseState {
  return reason === undefined ? { status } : { status, reason };
}

/** A substep may be set only on the phase in progress. */
export function checkSubstep(status: PhaseStatus): { ok: true } | { ok: false; error: string } {
  return status === 'in_progress' ? { ok: true } : { ok: false, error: `substep requires an in_progress phase (status is ${status})` };
}

/** The widget label: `name(substep)`, or the name alone without a substep. */
export function phaseLabel(name: string, substep?: string | null): string {
  return substep ? `${name}(${substep})` : name;
}

export type RecoverableEdge = 'plan-implement' | 'verify-ship';

/**
 * The recovery nudge: with no phase in progress, the one boundary a flow stalled at (plan done,
 * implement not started; or verify done, ship not started). Both or neither: `undefined`.
 */
export function recoverableEdge(phases: Readonly<Record<string, { status: string }>>): RecoverableEdge | undefined {
  const status = (name: PhaseName) => phases[name]?.status;
  if (PHASES.some((name) => status(name) === 'in_progress')) return undefined;
  const planImplement = status('plan') === 'complete' && status('implement') === 'pending';
  const verifyShip = status('verify') === 'complete' && status('ship') === 'pending';
  if (planImplement === verifyShip) return undefined;
  return planImplement ? 'plan-implement' : 'verify-ship';
}

/** The phase in progress other than `except`, if any. */
export function phaseInProgress(phases: Phases, except?: PhaseName): PhaseName | undefined {
  return PHASES.find((name) => name !== except && phases[name].status === 'in_progress');
}
