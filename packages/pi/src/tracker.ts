import { phaseTracker, type MarkerReaders, type TrackerContext, type TrackerEvent, type TrackerOutcome, type TrackerState } from '@gauntlet/verifiers';

/**
 * Drives `phaseTracker` (docs/guides/phase-tracker.md) from pi's tool events. At `tool_call`
 * the event is stepped on the current state and a refusal blocks the call; at `tool_result`
 * (not an error) the event is committed and recorded, so the state can be replayed when the
 * session is resumed. Shell commands never change the state: they are checked by `guardCommand`.
 */

export const TRACKER_ENTRY = 'gauntlet-phase-event';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tracker event a tool call stands for at call time, or null when the tool is not the tracker's. */
export function callEvent(toolName: string, input: Record<string, unknown>): TrackerEvent | null {
  if (toolName === 'phase_tracker') return { ...(input as object), type: 'phase' } as TrackerEvent;
  if (toolName === 'grant_fix_rounds') return { type: 'grant', rounds: input.rounds as number, reason: input.reason as string };
  if (toolName === 'subagent') return { type: 'subagent_call', input };
  return null;
}

/** The tracker event a tool result stands for, or null. */
export function resultEvent(toolName: string, input: Record<string, unknown>, details: unknown, isError: boolean): TrackerEvent | null {
  if (toolName === 'phase_tracker' || toolName === 'grant_fix_rounds') return isError ? null : callEvent(toolName, input);
  const record = isRecord(details) ? details : {};
  if (toolName === 'subagent') {
    const results = Array.isArray(record.results)
      ? record.results.filter(isRecord).map((entry) => ({ agent: String(entry.agent ?? ''), exitCode: typeof entry.exitCode === 'number' ? entry.exitCode : 1 }))
      : [];
    return { type: 'subagent_result', results, isError };
  }
  if (toolName === 'plan_tracker') {
    const tasks = Array.isArray(record.tasks) ? record.tasks.filter(isRecord).map((task) => ({ name: String(task.name ?? ''), status: String(task.status ?? '') })) : [];
    return { type: 'plan_tracker_snapshot', tasks, isError };
  }
  return null;
}

export interface ShellEnvironment {
  readers: MarkerReaders;
  isPrimaryCheckout(dir: string): boolean;
}

export interface TrackerDriver {
  readonly state: TrackerState;
  /** Rebuilds the state from recorded events (a resumed session). */
  restore(events: readonly unknown[]): void;
  /** A refusal for a tool call, or null to let it run. */
  check(toolName: string, input: Record<string, unknown>, cwd: string, shell: ShellEnvironment): TrackerOutcome | null;
  /** Commits a finished tool call; returns the event to record, or null. */
  commit(toolName: string, input: Record<string, unknown>, details: unknown, isError: boolean): TrackerEvent | null;
}

export function createTrackerDriver(context: TrackerContext): TrackerDriver {
  let state = phaseTracker.initialState();
  return {
    get state() {
      return state;
    },
    restore(events) {
      state = phaseTracker.initialState();
      for (const event of events) state = phaseTracker.step(state, event, context).state;
    },
    check(toolName, input, cwd, shell) {
      if (toolName === 'bash' && typeof input.command === 'string') {
        const outcome = phaseTracker.guardCommand(state, context, { command: input.command, cwd, readers: shell.readers, isPrimaryCheckout: shell.isPrimaryCheckout });
        return outcome.ok ? null : outcome;
      }
      const event = callEvent(toolName, input);
      if (event === null) return null;
      const { outcome } = phaseTracker.step(state, event, context);
      return outcome.ok ? null : outcome;
    },
    commit(toolName, input, details, isError) {
      const event = resultEvent(toolName, input, details, isError);
      if (event === null) return null;
      state = phaseTracker.step(state, event, context).state;
      return event;
    },
  };
}
