import { closureGateBlocks, setsConformanceLatch } from './closure-gate.js';
import { closureModelGuard, closureModelGuardApplies } from './closure-model.js';
import { allTasksDone, unfinishedTasks } from './completion-backstop.js';
import { dispatchedAgents } from './dispatch.js';
import { capBlockLive, countFixRound, fixRoundCallGuard, fixWindowOpen, grantFixRounds } from './fix-rounds.js';
import { flowGuardApplies, nextGauntletEntered } from './flow-entry.js';
import { gitInvocations, parseGitCommit, resolveRepoDir } from './git-command.js';
import { findMarkerFile, markerCommitGuard, markerGuardApplies, type MarkerReaders } from './marker-commit.js';
import { checkSubstep, phaseLabel, recoverableEdge, transitionPhaseState } from './phases.js';
import { replay, replayWithState, step, trackerContext } from './replay.js';
import { normalizeMaxFixRounds, resolveSettings } from './settings.js';
import { applyPhaseAction, initialState } from './state-machine.js';
import type { TrackerContext, TrackerOutcome, TrackerState } from './types.js';
import { worktreeGuard } from './worktree.js';
import { implementExemptDirs, implementWriteGuardApplies } from './write-scope.js';

export type * from './types.js';
export { PHASES, PHASE_STATUSES } from './types.js';
export type { ReplayInput } from './replay.js';
export { CONTEXT_DRAFT_MARKER, type MarkerReaders } from './marker-commit.js';
export type { GitCommitTarget, GitInvocation, ScanOptions } from './git-command.js';
export type { RecoverableEdge } from './phases.js';
export type { DispatchedAgent } from './dispatch.js';

/** What a shell-command guard needs from the host, as values and injected readers. */
export interface CommandGuardInput {
  command: string;
  /** The session's working directory. */
  cwd: string;
  readers: MarkerReaders;
  /** Is this directory the primary checkout (not a linked worktree)? */
  isPrimaryCheckout(dir: string): boolean;
}

/** A `bash` tool call: the marker commit guard, then worktree discipline. */
function guardCommand(state: TrackerState, context: TrackerContext, input: CommandGuardInput): TrackerOutcome {
  const marker = markerCommitGuard(state, context, input.command, input.cwd, input.readers);
  return marker.ok ? worktreeGuard(state, context, input.command, input.cwd, input.isPrimaryCheckout) : marker;
}

/**
 * pi-gauntlet's phase tracker as pure functions (docs/guides/phase-tracker.md): `replay` feeds
 * an event sequence to a fresh state and returns one outcome per event; `step` is one event;
 * the guards and helpers keep their upstream names and argument order.
 */
export const phaseTracker = {
  // the state machine and its driver
  replay,
  replayWithState,
  step,
  initialState,
  trackerContext,
  resolveSettings,
  normalizeMaxFixRounds,
  applyPhaseAction,
  transitionPhaseState,
  checkSubstep,
  phaseLabel,
  recoverableEdge,
  // flow entry
  nextGauntletEntered,
  flowGuardApplies,
  // closure gate, latch and completion backstop
  closureGateBlocks,
  setsConformanceLatch,
  unfinishedTasks,
  allTasksDone,
  // closure model guard
  closureModelGuardApplies,
  closureModelGuard,
  dispatchedAgents,
  // fix-round cap and human overrule
  fixWindowOpen,
  capBlockLive,
  fixRoundCallGuard,
  countFixRound,
  grantFixRounds,
  // shell commands: marker commit guard and worktree discipline
  parseGitCommit,
  gitInvocations,
  resolveRepoDir,
  findMarkerFile,
  markerGuardApplies,
  markerCommitGuard,
  worktreeGuard,
  guardCommand,
  // write-scope advisory
  implementWriteGuardApplies,
  implementExemptDirs,
} as const;
