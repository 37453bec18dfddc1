import { setsConformanceLatch } from './closure-gate.js';
import { closureModelGuard, closureModelGuardApplies } from './closure-model.js';
import { allTasksDone } from './completion-backstop.js';
import { countFixRound, fixRoundCallGuard, grantFixRounds } from './fix-rounds.js';
import { resolveSettings } from './settings.js';
import { applyPhaseAction, initialState } from './state-machine.js';
import { transitionPhaseState } from './phases.js';
import type { PlanTask, SubagentResultEntry, TrackerContext, TrackerEvent, TrackerOutcome, TrackerSettingsInput, TrackerState } from './types.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (state: TrackerState, error: string) => ({ state, outcome: { ok: false, code: 'event_invalid', error } as TrackerOutcome });

function resultEntries(value: unknown): SubagentResultEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((entry) => (typeof entry.agent === 'string' ? [{ agent: entry.agent, exitCode: typeof entry.exitCode === 'number' ? entry.exitCode : Number.NaN }] : []));
}

function subagentCall(state: TrackerState, context: TrackerContext, input: unknown): TrackerOutcome {
  const outcome = fixRoundCallGuard(state, context, input);
  const { closureReview } = context.settings;
  const active = !context.child && state.entered && closureReview.enforce;
  const model = closureReview.model;
  if (!outcome.ok || !closureModelGuardApplies(active, model !== null)) return outcome;
  return closureModelGuard(input, model as string);
}

function subagentResult(state: TrackerState, context: TrackerContext, event: Record<string, unknown>): TrackerState {
  const results = resultEntries(event.results);
  const isError = event.isError === true;
  // Counted against the state before this result: reviewers dispatched alongside implementers did not review their fixes.
  const counted = countFixRound(state, context, results, isError);
  return !context.child && setsConformanceLatch(results, isError) ? { ...counted, conformanceDispatched: true } : counted;
}

function planSnapshot(state: TrackerState, event: Record<string, unknown>): { state: TrackerState; outcome: TrackerOutcome } {
  if (event.isError === true) return { state, outcome: { ok: true } }; // an errored plan_tracker result is not a snapshot
  if (!Array.isArray(event.tasks)) return invalid(state, 'a plan_tracker snapshot needs a tasks array');
  const tasks: PlanTask[] = event.tasks.filter(isRecord).flatMap((task) => (typeof task.status === 'string' ? [{ ...(typeof task.name === 'string' ? { name: task.name } : {}), status: task.status }] : []));
  const next = { ...state, tasks };
  if (state.phases.implement.status !== 'in_progress' || !allTasksDone(tasks)) return { state: next, outcome: { ok: true } };
  return { state: { ...next, phases: { ...state.phases, implement: transitionPhaseState('complete') } }, outcome: { ok: true, completed: 'implement' } };
}

/**
 * One event: the new state and the outcome. The state passed in is never changed. Any value
 * is accepted as an event; one outside the vocabulary is refused with `event_invalid`.
 */
export function step(state: TrackerState, event: TrackerEvent | unknown, context: TrackerContext): { state: TrackerState; outcome: TrackerOutcome } {
  if (!isRecord(event)) return invalid(state, 'an event is an object with a type');
  switch (event.type) {
    case 'phase':
      return applyPhaseAction(state, context, event);
    case 'grant':
      return grantFixRounds(state, context, event.rounds, event.reason);
    case 'subagent_call':
      return isRecord(event.input) ? { state, outcome: subagentCall(state, context, event.input) } : invalid(state, 'a subagent call needs its input object');
    case 'subagent_result':
      return { state: subagentResult(state, context, event), outcome: { ok: true } };
    case 'plan_tracker_snapshot':
      return planSnapshot(state, event);
    default:
      return invalid(state, `unknown event type ${typeof event.type === 'string' ? JSON.stringify(event.type.slice(0, 40)) : typeof event.type}`);
  }
}

/** What `replay` takes: pi's settings (or the `piGauntlet` section), the child flag, the events. */
export interface ReplayInput {
  settings?: TrackerSettingsInput | null;
  subagent_child?: boolean;
  events: readonly (TrackerEvent | unknown)[];
}

/** The context of a replay input: settings with defaults, and the child flag (only `true` counts). */
export function trackerContext(input: Pick<ReplayInput, 'settings' | 'subagent_child'>): TrackerContext {
  return { settings: resolveSettings(input.settings), child: input.subagent_child === true };
}

/** The outcomes and the final state of feeding the events, in order, to a fresh tracker. */
export function replayWithState(input: ReplayInput): { outcomes: TrackerOutcome[]; state: TrackerState } {
  const source: unknown = input;
  if (!isRecord(source)) return { outcomes: [], state: initialState() };
  const context = trackerContext(source as Pick<ReplayInput, 'settings' | 'subagent_child'>);
  const events: unknown[] = Array.isArray(source.events) ? source.events : [];
  let state = initialState();
  const outcomes: TrackerOutcome[] = [];
  for (const event of events) {
    const next = step(state, event, context);
    state = next.state;
    outcomes.push(next.outcome);
  }
  return { outcomes, state };
}

/** One outcome per event, `{ ok: true, ... }` or `{ ok: false, code, error, ... }`, from a fresh state. */
export function replay(input: ReplayInput): TrackerOutcome[] {
  return replayWithState(input).outcomes;
}
