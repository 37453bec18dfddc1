import { phaseTracker, type PhaseName, type TrackerEvent, type TrackerOutcome, type TrackerSettingsInput } from './index.js';
import { expect } from 'vitest';

/** Event builders for the tracker's tests (our own sequences, written from the docs). */
export const phase = (action: string, name?: PhaseName | string, extra: Record<string, unknown> = {}) =>
  ({ type: 'phase', action, ...(name === undefined ? {} : { phase: name }), ...extra }) as TrackerEvent;
export const start = (name: PhaseName, force?: boolean) => phase('start', name, force === undefined ? {} : { force });
export const complete = (name: PhaseName) => phase('complete', name);

/** Enter the flow and walk to verify in progress: brainstorm, plan and implement done. */
export const toVerify: TrackerEvent[] = [
  start('brainstorm'), complete('brainstorm'),
  start('plan'), complete('plan'),
  start('implement'), complete('implement'),
  start('verify'),
];

export const reviewerReturned = (exitCode = 0, isError = false): TrackerEvent =>
  ({ type: 'subagent_result', results: [{ agent: 'conformance-reviewer', exitCode }], ...(isError ? { isError } : {}) });

/** A `tasks` wave of implementers (the shape fixes must take). */
export const fixWave = (size = 1, extra: Record<string, unknown> = {}): TrackerEvent =>
  ({ type: 'subagent_call', input: { tasks: Array.from({ length: size }, (_, i) => ({ agent: 'implementer', task: `repair gap R${i + 1}` })), ...extra } });
export const loneImplementer = (extra: Record<string, unknown> = {}): TrackerEvent =>
  ({ type: 'subagent_call', input: { agent: 'implementer', task: 'repair gap R1', ...extra } });
export const implementersReturned = (exitCode = 0, extra: Record<string, unknown> = {}): TrackerEvent =>
  ({ type: 'subagent_result', results: [{ agent: 'implementer', exitCode }], ...extra });
export const grant = (rounds: unknown, reason: unknown): TrackerEvent => ({ type: 'grant', rounds, reason }) as TrackerEvent;
export const snapshot = (...statuses: string[]): TrackerEvent =>
  ({ type: 'plan_tracker_snapshot', tasks: statuses.map((status, i) => ({ name: `step ${i + 1}`, status })) });

export const run = (events: unknown[], piGauntlet: TrackerSettingsInput = {}, child = false): TrackerOutcome[] =>
  phaseTracker.replay({ settings: { piGauntlet } as TrackerSettingsInput, subagent_child: child, events });
export const last = (events: unknown[], piGauntlet: TrackerSettingsInput = {}, child = false): TrackerOutcome | undefined => run(events, piGauntlet, child).at(-1);

/** The whole refused outcome: these members and an error sentence, nothing else. */
export const refused = (code: string, extra: Record<string, unknown> = {}) => ({ ok: false, code, error: expect.any(String), ...extra });
