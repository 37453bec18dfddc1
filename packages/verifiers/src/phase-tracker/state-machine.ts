import { closureGateBlocks } from './closure-gate.js';
import { unfinishedTasks, unfinishedTasksError } from './completion-backstop.js';
import { grantFixRounds } from './fix-rounds.js';
import { flowGuardApplies, nextGauntletEntered } from './flow-entry.js';
import { checkSubstep, isPhaseName, pendingPhases, phaseInProgress, transitionPhaseState } from './phases.js';
import type { PhaseName, Phases, TrackerContext, TrackerOutcome, TrackerState } from './types.js';

type Step = { state: TrackerState; outcome: TrackerOutcome };

const ACTIONS: readonly string[] = ['start', 'complete', 'skip', 'substep', 'status', 'reset', 'grant_fix_rounds'];

const describe = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value);

/** A fresh tracker: flow not entered, every phase pending, no latch, zero rounds and credits, no task snapshot. */
export function initialState(): TrackerState {
  return { phases: pendingPhases(), entered: false, conformanceDispatched: false, fixRounds: 0, credits: 0, tasks: null };
}

function moved(state: TrackerState, action: string, phases: Phases, extra: Partial<TrackerState> = {}): Step {
  const entered = nextGauntletEntered(state.entered, action, phases.brainstorm.status);
  return { state: { ...state, ...extra, phases, entered }, outcome: { ok: true } };
}

function start(state: TrackerState, phase: PhaseName, force: boolean): Step | TrackerOutcome {
  const status = state.phases[phase].status;
  if ((status === 'complete' || status === 'skipped') && !force) {
    return { ok: false, code: 'phase_already_done', error: `${phase} is already ${status}; start it again with force: true` };
  }
  const other = phaseInProgress(state.phases, phase);
  if (other !== undefined) return { ok: false, code: 'phase_already_in_progress', error: `${other} is in progress; complete or skip it before starting ${phase}` };
  const phases = { ...state.phases, [phase]: transitionPhaseState('in_progress') };
  // A new implementation ends the previous verify's review and fix budget.
  const cleared = phase === 'implement' ? { conformanceDispatched: false, fixRounds: 0, credits: 0 } : {};
  return moved(state, 'start', phases, cleared);
}

function complete(state: TrackerState, context: TrackerContext, phase: PhaseName): Step | TrackerOutcome {
  const status = state.phases[phase].status;
  if (status !== 'pending' && status !== 'in_progress') {
    return { ok: false, code: 'phase_not_completable', error: `${phase} is ${status}; only a pending or in-progress phase can be completed` };
  }
  const { closureReview, flowGuards } = context.settings;
  const inFlow = state.entered && !context.child;
  if (closureGateBlocks(phase, inFlow, closureReview.enforce, state.conformanceDispatched)) {
    return { ok: false, code: 'closure_review_missing', error: 'no conformance-reviewer dispatch observed' };
  }
  if ((phase === 'implement' || phase === 'verify') && flowGuardApplies(inFlow, flowGuards.enforce)) {
    const open = unfinishedTasks(state.tasks);
    if (open.length > 0) return { ok: false, code: 'unfinished_tasks', error: unfinishedTasksError(open) };
  }
  return moved(state, 'complete', { ...state.phases, [phase]: transitionPhaseState('complete') });
}

function phaseStep(state: TrackerState, context: TrackerContext, event: Record<string, unknown>): Step | TrackerOutcome {
  const { action, phase } = event;
  if (typeof action !== 'string' || !ACTIONS.includes(action)) return { ok: false, code: 'event_invalid', error: `unknown phase_tracker action ${describe(action)}` };
  if (action === 'grant_fix_rounds') return grantFixRounds(state, context, event.rounds, event.reason);
  if (action === 'status') return { state, outcome: { ok: true } };
  if (action === 'reset') return moved(state, 'reset', pendingPhases(), { conformanceDispatched: false, fixRounds: 0, credits: 0 });
  if (phase === undefined || phase === null || phase === '') return { ok: false, code: 'phase_required', error: `${action} needs a phase` };
  if (!isPhaseName(phase)) return { ok: false, code: 'event_invalid', error: `unknown phase ${describe(phase)}` };
  if (action === 'start') return start(state, phase, event.force === true);
  if (action === 'complete') return complete(state, context, phase);
  if (action === 'skip') {
    const reason = event.reason;
    if (typeof reason !== 'string' || reason.trim() === '') return { ok: false, code: 'skip_reason_required', error: `skipping ${phase} needs a reason` };
    return moved(state, 'skip', { ...state.phases, [phase]: transitionPhaseState('skipped', reason) });
  }
  const check = checkSubstep(state.phases[phase].status);
  if (!check.ok) return { ok: false, code: 'substep_requires_in_progress', error: check.error };
  const { substep: _previous, ...rest } = state.phases[phase];
  const substep = typeof event.substep === 'string' && event.substep !== '' ? { substep: event.substep } : {};
  return moved(state, 'substep', { ...state.phases, [phase]: { ...rest, ...substep } });
}

/** A `phase_tracker` tool call (`start`, `complete`, `skip`, `substep`, `status`, `reset`, `grant_fix_rounds`). */
export function applyPhaseAction(state: TrackerState, context: TrackerContext, event: Record<string, unknown>): Step {
  const result = phaseStep(state, context, event);
  return 'outcome' in result ? result : { state, outcome: result };
}
