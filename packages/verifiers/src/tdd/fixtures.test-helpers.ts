import type { Commit } from './commits.js';
import type { GateFacts } from './gate.js';
import type { ReviewFacts, ReviewPlan } from './review.js';

// Our own commit logs for the tdd tests (newest first, as `git log` prints them).

export const commit = (sha: string, subject: string, files: string[] = [], body = ''): Commit => ({ sha, subject, body, files });

/** The gate's facts for scope 06-03 with MVP and TDD on and a behavior-adding task. */
export const gateFacts = (commits: Commit[], overrides: Partial<GateFacts> = {}): GateFacts => ({
  mvpMode: true,
  tddMode: true,
  taskIsBehaviorAdding: true,
  scope: '06-03',
  terminalRedEvidence: false,
  commits,
  ...overrides,
});

/** RED then GREEN for 06-03: the test commit (older) carries its failure. */
export const RED = commit('a1b2c3d', 'test(06-03): cover total rounding (RED)', ['src/totals.test.ts']);
export const GREEN = commit('e4f5a6b', 'feat(06-03): round totals half up', ['src/totals.ts']);

/** A TDD plan of the review (the scope is its id). */
export const tddPlan = (planId: string, commits: Commit[], planType: string | null = 'tdd'): ReviewPlan => ({ planId, planType, scope: planId, commits });

export const reviewFacts = (plans: ReviewPlan[], overrides: Partial<ReviewFacts> = {}): ReviewFacts => ({ mvpMode: true, tddMode: true, plans, ...overrides });

/** A PLAN.md task: attributes, a behavior block, a files block. */
export const task = (attributes: string, behavior: string, files: string) => `<task ${attributes}>\n<behavior>${behavior}</behavior>\n<files>${files}</files>\n</task>\n`;
