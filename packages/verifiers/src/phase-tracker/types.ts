import type { PhaseTrackerReason } from '@gauntlet/contracts/codes';

/** The five phases of a pi-gauntlet flow, in order. */
export const PHASES = ['brainstorm', 'plan', 'implement', 'verify', 'ship'] as const;
export type PhaseName = (typeof PHASES)[number];

export const PHASE_STATUSES = ['pending', 'in_progress', 'complete', 'skipped'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

/** One phase: its status, the skip reason, and the widget's substep while in progress. */
export interface PhaseState {
  status: PhaseStatus;
  reason?: string;
  substep?: string;
}

export type Phases = Record<PhaseName, PhaseState>;

/** A `plan_tracker` task as its snapshot reports it (`failed` is a status too). */
export interface PlanTask {
  name?: string;
  status: string;
}

/**
 * Everything the tracker remembers between events. Each step returns a new object; a state is
 * never changed in place.
 */
export interface TrackerState {
  phases: Phases;
  /** The flow was entered (`start brainstorm`); every guard is dormant until then. */
  entered: boolean;
  /** The latch: a conformance-reviewer returned with exit code 0. */
  conformanceDispatched: boolean;
  /** Implementer waves counted during verify (granted rounds included). */
  fixRounds: number;
  /** Rounds a human granted beyond the cap and not yet spent. */
  credits: number;
  /** The tasks of the latest successful `plan_tracker` result; `null` before any. */
  tasks: readonly PlanTask[] | null;
}

/** The `piGauntlet` settings the tracker reads, as a user writes them (every key optional). */
export interface PiGauntletSettings {
  closureReview?: { enforce?: boolean; maxFixRounds?: number; model?: string };
  flowGuards?: { enforce?: boolean; specDirs?: readonly string[] };
}

/** pi's settings object (the tracker reads its `piGauntlet` key), or that section itself. */
export type TrackerSettingsInput = { piGauntlet?: PiGauntletSettings } | PiGauntletSettings;

/** Settings with every default applied. */
export interface TrackerSettings {
  closureReview: { enforce: boolean; maxFixRounds: number; model: string | null };
  flowGuards: { enforce: boolean; specDirs: string[] };
}

/** What every step needs besides the state: the settings and whether this is a subagent child. */
export interface TrackerContext {
  settings: TrackerSettings;
  /** A subagent child session (`PI_SUBAGENT_DEPTH >= 1`): every guard is dormant. */
  child: boolean;
}

export type PhaseAction = 'start' | 'complete' | 'skip' | 'substep' | 'status' | 'reset' | 'grant_fix_rounds';

/** A `subagent` tool input: one agent, a `tasks` wave, a `chain`, or `parallel` steps. */
export interface SubagentInput {
  agent?: string;
  task?: string;
  model?: string;
  async?: boolean;
  /** Present on management calls (status, list, ...), which are not dispatches. */
  action?: string;
  tasks?: readonly SubagentInput[];
  chain?: readonly SubagentInput[];
  parallel?: readonly SubagentInput[];
  [key: string]: unknown;
}

export interface SubagentResultEntry {
  agent: string;
  exitCode: number;
}

/** The event vocabulary `replay` understands (docs/guides/phase-tracker.md). */
export type TrackerEvent =
  | { type: 'phase'; action: PhaseAction; phase?: PhaseName; force?: boolean; reason?: string; substep?: string | null; rounds?: number }
  | { type: 'subagent_call'; input: SubagentInput }
  | { type: 'subagent_result'; results: readonly SubagentResultEntry[]; isError?: boolean }
  | { type: 'grant'; rounds?: number; reason?: string }
  | { type: 'plan_tracker_snapshot'; tasks: readonly PlanTask[]; isError?: boolean };

/** A non-blocking note attached to an allowed event. */
export interface TrackerAdvisory {
  code: PhaseTrackerReason;
  message: string;
}

export interface TrackerAllowed {
  ok: true;
  /** Credits after a successful grant. */
  credits?: number;
  /** The phase a `plan_tracker` snapshot completed on its own (every task done). */
  completed?: PhaseName;
  advisory?: TrackerAdvisory;
}

export interface TrackerRefused {
  ok: false;
  code: PhaseTrackerReason;
  /** One sentence for the model. */
  error: string;
  /** Fix rounds used (cap and grant outcomes). */
  used?: number;
  /** The effective cap (cap and grant outcomes). */
  cap?: number;
  /** The draft-marked spec that blocks a commit. */
  file?: string;
}

export type TrackerOutcome = TrackerAllowed | TrackerRefused;
