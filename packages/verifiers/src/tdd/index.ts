import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type BehaviorAdding, taskIsBehaviorAdding } from './behavior.js';
import { type GateFacts, mvpTddGate } from './gate.js';
import type { PreparedGate } from './prepared.js';
import { type ReviewFacts, tddReview } from './review.js';
import { behaviorAdding } from './rules/behavior-adding.js';
import { gateApplies } from './rules/gate-applies.js';
import { redCommit } from './rules/red-commit.js';
import { redEvidence } from './rules/red-evidence.js';
import { reviewApplies } from './rules/review-applies.js';
import { reviewSequence } from './rules/review-sequence.js';
import { testBeforeFeat } from './rules/test-before-feat.js';

export { filesOf, isSourceFile, taskIsBehaviorAdding, type BehaviorAdding, type BehaviorChecks } from './behavior.js';
export { hasPrefix, isTestFile, type Commit } from './commits.js';
export { hasRedEvidence, mvpTddGate, type GateDecision, type GateFacts, type InactiveCode, type TripCode } from './gate.js';
export { ADVISORY_LINE, blockedLine, tableRow, tddReview, violationLine, type ReviewFacts, type ReviewOutcome, type ReviewPlan, type ReviewRow } from './review.js';
export { parseTddGateInput, parseTddReviewInput, type GateOverrides, type Parsed } from './parse.js';
export { MAX_COMMITS, parseCommitLog, readCommitLog } from './git-log.js';
export { readRepoModes, roadmapMode, type RepoModes } from './repo-modes.js';
export { planTypeOf, readPhasePlans, type PhasePlan } from './repo-plans.js';
export type { PreparedGate } from './prepared.js';

export const tddTaskRules = [behaviorAdding] as const;
export const tddGateRules = [gateApplies, redCommit, redEvidence, testBeforeFeat] as const;
export const tddReviewRules = [reviewApplies, reviewSequence] as const;

const behaviorData = (result: BehaviorAdding) => ({ isBehaviorAdding: result.isBehaviorAdding, checks: result.checks, reason: result.reason });

/** The behavior-adding predicate over a PLAN.md task (docs/rules/tdd/README.md#behavior-adding-tasks). Input: the task text. */
export const tddTaskVerifier = defineVerifier<string, BehaviorAdding>({
  id: 'tdd-task',
  description: 'Whether a PLAN.md task is behavior-adding (the MVP+TDD gate applies to it).',
  rules: tddTaskRules,
  prepare: (text) => taskIsBehaviorAdding(text),
  data: (result) => ({ behaviorAdding: behaviorData(result) }),
});

/** The MVP+TDD gate over a branch's commit history (docs/rules/tdd/README.md). */
export const tddGateVerifier = defineVerifier<GateFacts, PreparedGate>({
  id: 'tdd',
  description: 'MVP+TDD gate: a failing test commit (RED) precedes the implementation of a behavior-adding task.',
  rules: tddGateRules,
  prepare: (facts) => ({ facts, decision: mvpTddGate(facts) }),
  data: ({ facts, decision }) => ({
    gate: { applies: decision.applies, tripped: decision.tripped, reason: decision.reason, reasons: decision.reasons, redCommit: decision.redCommit },
    scope: facts.scope,
  }),
});

/** The end-of-phase RED/GREEN/REFACTOR review (docs/rules/tdd/README.md#end-of-phase-review). */
export const tddReviewVerifier = defineVerifier<ReviewFacts, ReturnType<typeof tddReview>>({
  id: 'tdd-review',
  description: 'End-of-phase TDD review: RED then GREEN per TDD plan, blocking under MVP+TDD.',
  rules: tddReviewRules,
  prepare: (facts) => tddReview(facts),
  data: (outcome) => ({
    gate: {
      blocking: outcome.blocking,
      gateViolations: outcome.gateViolations,
      tddPlans: outcome.tddPlans,
      rows: outcome.rows,
      violationLines: outcome.violationLines,
      verdictLine: outcome.verdictLine,
    },
  }),
});

export function verifyTddTask(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return tddTaskVerifier.verify(text, verify);
}
export function verifyTddGate(facts: GateFacts, verify: VerifyOptions = {}): Promise<Verification> {
  return tddGateVerifier.verify(facts, verify);
}
export function verifyTddReview(facts: ReviewFacts, verify: VerifyOptions = {}): Promise<Verification> {
  return tddReviewVerifier.verify(facts, verify);
}
