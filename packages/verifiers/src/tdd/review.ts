import { TddReason } from '@gauntlet/contracts/codes';
import { type Commit, hasPrefix } from './commits.js';

export interface ReviewPlan {
  planId: string;
  /** A TDD plan iff its type is `tdd`. */
  planType: string | null;
  /** Default: the plan id. */
  scope: string;
  commits: readonly Commit[];
}

export interface ReviewFacts {
  mvpMode: boolean;
  tddMode: boolean;
  plans: readonly ReviewPlan[];
}

export type ReviewCode = 'tdd_missing_red' | 'tdd_missing_green' | 'tdd_green_before_red';

export interface ReviewRow {
  plan: string;
  red: '✓' | '✗';
  green: '✓' | '✗';
  refactor: '✓' | '—';
  status: 'Pass' | 'FAIL';
  reasonCodes: ReviewCode[];
}

export interface ReviewOutcome {
  /** Why the review does not run: TDD off, or no TDD plan. */
  inactive: 'gate_inactive_tdd_off' | 'review_no_tdd_plans' | null;
  tddPlans: number;
  rows: ReviewRow[];
  /** Plans with at least one violation (the N of the blocked line). */
  gateViolations: number;
  blocking: boolean;
  violationLines: string[];
  verdictLine: string | null;
}

export const ADVISORY_LINE = '⚠ Gate violations are advisory — review before advancing.';
export const blockedLine = (failing: number) => `Phase blocked: ${failing} TDD plan(s) violate the RED→GREEN gate sequence under MVP+TDD.`;
export const violationLine = (planId: string, phase: 'RED' | 'GREEN') => `⚠ TDD gate violation: Plan ${planId} missing ${phase} phase commit.`;

const lastIndex = (commits: readonly Commit[], type: string, scope: string): number => {
  for (let index = commits.length - 1; index >= 0; index--) if (hasPrefix(commits[index] as Commit, type, scope)) return index;
  return -1;
};

/** docs/rules/tdd/README.md#end-of-phase-review: the RED/GREEN/REFACTOR review of every TDD plan of a phase. */
export function tddReview(facts: ReviewFacts): ReviewOutcome {
  const tddPlans = facts.plans.filter((plan) => plan.planType === 'tdd');
  const empty = { tddPlans: tddPlans.length, rows: [], gateViolations: 0, blocking: false, violationLines: [], verdictLine: null };
  if (!facts.tddMode) return { inactive: TddReason.gate_inactive_tdd_off, ...empty };
  if (tddPlans.length === 0) return { inactive: TddReason.review_no_tdd_plans, ...empty };

  const rows: ReviewRow[] = [];
  const violationLines: string[] = [];
  for (const plan of tddPlans) {
    // newest first: the oldest commit of a kind is the one with the highest index
    const oldestRed = lastIndex(plan.commits, 'test', plan.scope);
    const oldestGreen = lastIndex(plan.commits, 'feat', plan.scope);
    const hasRefactor = lastIndex(plan.commits, 'refactor', plan.scope) >= 0;
    const codes: ReviewCode[] = [];
    if (oldestRed < 0) codes.push(TddReason.tdd_missing_red);
    if (oldestGreen < 0) codes.push(TddReason.tdd_missing_green);
    if (oldestRed >= 0 && oldestGreen > oldestRed) codes.push(TddReason.tdd_green_before_red);
    if (oldestRed < 0) violationLines.push(violationLine(plan.planId, 'RED'));
    if (oldestGreen < 0) violationLines.push(violationLine(plan.planId, 'GREEN'));
    rows.push({
      plan: plan.planId,
      red: oldestRed >= 0 ? '✓' : '✗',
      green: oldestGreen >= 0 ? '✓' : '✗',
      refactor: hasRefactor ? '✓' : '—',
      status: codes.length === 0 ? 'Pass' : 'FAIL',
      reasonCodes: codes,
    });
  }
  const gateViolations = rows.filter((row) => row.status === 'FAIL').length;
  const blocking = facts.mvpMode && facts.tddMode && gateViolations > 0;
  const verdictLine = gateViolations === 0 ? null : blocking ? blockedLine(gateViolations) : ADVISORY_LINE;
  return { inactive: null, tddPlans: tddPlans.length, rows, gateViolations, blocking, violationLines, verdictLine };
}

/** The review table's markdown row for a plan. */
export const tableRow = (row: ReviewRow) => `| ${row.plan} | ${row.red} | ${row.green} | ${row.refactor} | ${row.status} |`;
