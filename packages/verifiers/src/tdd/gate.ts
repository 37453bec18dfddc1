import { TddReason } from '@gauntlet/contracts/codes';
import { type Commit, hasPrefix, isTestFile, linesOf } from './commits.js';

/** The facts the MVP+TDD gate decides on (docs/rules/tdd/README.md#when-the-gate-applies, docs/rules/tdd/README.md#gate-input). */
export interface GateFacts {
  mvpMode: boolean;
  tddMode: boolean;
  taskIsBehaviorAdding: boolean;
  /** `<phase>-<plan>`, compared literally (`08-02`). */
  scope: string;
  /** The executor saw the new test fail before any implementation commit. */
  terminalRedEvidence: boolean;
  /** The branch log, newest first. */
  commits: readonly Commit[];
}

export type InactiveCode = 'gate_inactive_mvp_off' | 'gate_inactive_tdd_off' | 'task_not_behavior_adding';
export type TripCode = 'missing_red_commit' | 'red_commit_not_failing' | 'feat_before_test';

export interface GateDecision {
  applies: boolean;
  tripped: boolean;
  /** The first failing check (what the halt report prints), or null. */
  reason: TripCode | null;
  /** Every failing check, in check order. */
  reasons: TripCode[];
  /** The sha of the RED commit (the newest qualifying test commit), or null. */
  redCommit: string | null;
  /** Why the gate does not apply, when it does not. */
  inactive: InactiveCode | null;
}

/** RED evidence in a message: the subject's description or a body line starting `RED:`, or `(RED)` anywhere. */
export function hasRedEvidence(commit: Commit): boolean {
  const description = commit.subject.replace(/^[^:]*:/, '').trimStart();
  if (description.startsWith('RED:')) return true;
  if (commit.subject.includes('(RED)') || commit.body.includes('(RED)')) return true;
  return linesOf(commit.body).some((line) => line.trimStart().startsWith('RED:'));
}

/** docs/rules/tdd/README.md#when-the-gate-applies + docs/rules/tdd/README.md#gate-checks: whether the gate applies, and its checks in order. */
export function mvpTddGate(facts: GateFacts): GateDecision {
  const inactive: InactiveCode | null = !facts.mvpMode
    ? TddReason.gate_inactive_mvp_off
    : !facts.tddMode
      ? TddReason.gate_inactive_tdd_off
      : !facts.taskIsBehaviorAdding
        ? TddReason.task_not_behavior_adding
        : null;
  if (inactive) return { applies: false, tripped: false, reason: null, reasons: [], redCommit: null, inactive };

  const { commits, scope } = facts;
  const testIndexes: number[] = [];
  commits.forEach((commit, index) => {
    if (hasPrefix(commit, 'test', scope) && commit.files.some(isTestFile)) testIndexes.push(index);
  });
  const reasons: TripCode[] = [];
  const red = testIndexes.length > 0 ? (commits[testIndexes[0] as number] as Commit) : null;
  if (!red) reasons.push(TddReason.missing_red_commit);
  else if (!facts.terminalRedEvidence && !hasRedEvidence(red)) reasons.push(TddReason.red_commit_not_failing);
  if (red) {
    // The anchor is the oldest qualifying test commit (docs/rules/tdd/README.md#decisions); newest-first, so the last index.
    const oldestTest = testIndexes[testIndexes.length - 1] as number;
    if (commits.some((commit, index) => index > oldestTest && hasPrefix(commit, 'feat', scope))) reasons.push(TddReason.feat_before_test);
  }
  return { applies: true, tripped: reasons.length > 0, reason: reasons[0] ?? null, reasons, redCommit: red?.sha ?? null, inactive: null };
}
