import { ruleTester } from '../../rule-tester.test-helpers.js';
import { commit, reviewFacts, tddPlan } from '../fixtures.test-helpers.js';
import { tddReviewVerifier } from '../index.js';

const HINT = 'Commit the failing test as test(<scope>): before the implementation, feat(<scope>):.';
const red = (scope: string) => commit(`r${scope}`, `test(${scope}): parser rejects empty input`, ['src/parser.test.ts']);
const green = (scope: string) => commit(`g${scope}`, `feat(${scope}): implement the date parser`, ['src/parser.ts']);
const refactor = (scope: string) => commit(`f${scope}`, `refactor(${scope}): tidy the parser`, ['src/parser.ts']);

ruleTester.run(tddReviewVerifier, 'tdd/review-sequence', {
  valid: [
    { name: 'RED then GREEN', input: reviewFacts([tddPlan('02-01', [green('02-01'), red('02-01')])]), verdict: 'pass' },
    { name: 'RED, GREEN, REFACTOR', input: reviewFacts([tddPlan('02-01', [refactor('02-01'), green('02-01'), red('02-01')])]), verdict: 'pass' },
    { name: 'plans that are not TDD plans are not reviewed', input: reviewFacts([tddPlan('02-02', [green('02-02')], 'execute'), tddPlan('02-01', [green('02-01'), red('02-01')])]), verdict: 'pass' },
    { name: 'TDD mode off: not reviewed', input: reviewFacts([tddPlan('02-01', [green('02-01')])], { tddMode: false }), verdict: 'pass' },
    { name: 'the oldest test commit precedes the oldest feat', input: reviewFacts([tddPlan('02-01', [red('02-01'), green('02-01'), red('02-01')])]), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no RED commit under MVP+TDD: blocking',
      input: reviewFacts([tddPlan('02-01', [green('02-01')])]),
      errors: [{ reason: 'tdd_missing_red', severity: 'blocker', line: null, message: '⚠ TDD gate violation: Plan 02-01 missing RED phase commit.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: reviewFacts([tddPlan('02-01', [green('02-01'), red('02-01')])]) },
    },
    {
      name: 'no GREEN commit',
      input: reviewFacts([tddPlan('06-03', [red('06-03')])]),
      errors: [{ reason: 'tdd_missing_green', severity: 'blocker', line: null, message: '⚠ TDD gate violation: Plan 06-03 missing GREEN phase commit.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: reviewFacts([tddPlan('06-03', [green('06-03'), red('06-03')])]) },
    },
    {
      name: 'neither commit: both, RED first',
      input: reviewFacts([tddPlan('06-03', [refactor('06-03')])]),
      errors: [
        { reason: 'tdd_missing_red', severity: 'blocker', line: null },
        { reason: 'tdd_missing_green', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
    },
    {
      name: 'GREEN before RED',
      input: reviewFacts([tddPlan('02-01', [red('02-01'), green('02-01')])]),
      errors: [{ reason: 'tdd_green_before_red', severity: 'blocker', line: null, message: '⚠ TDD gate violation: Plan 02-01 has its GREEN commit before its RED commit.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: reviewFacts([tddPlan('02-01', [green('02-01'), red('02-01')])]) },
    },
    {
      name: 'the oldest feat is older than the oldest test',
      input: reviewFacts([tddPlan('02-01', [green('02-01'), red('02-01'), green('02-01')])]),
      errors: [{ reason: 'tdd_green_before_red', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'each failing plan is reported, in plan order',
      input: reviewFacts([tddPlan('02-01', [green('02-01')]), tddPlan('02-02', [green('02-02'), red('02-02')]), tddPlan('02-03', [red('02-03')])]),
      errors: [
        { reason: 'tdd_missing_red', severity: 'blocker', line: null, message: '⚠ TDD gate violation: Plan 02-01 missing RED phase commit.' },
        { reason: 'tdd_missing_green', severity: 'blocker', line: null, message: '⚠ TDD gate violation: Plan 02-03 missing GREEN phase commit.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'without MVP mode the violation is advisory: a warning, the phase passes',
      input: reviewFacts([tddPlan('02-01', [green('02-01')])], { mvpMode: false }),
      errors: [{ reason: 'tdd_missing_red', severity: 'warning', line: null, message: '⚠ TDD gate violation: Plan 02-01 missing RED phase commit.' }],
      verdict: 'pass',
    },
    {
      name: 'a plan scope other than its id',
      input: reviewFacts([{ planId: 'P1', planType: 'tdd', scope: '07-01', commits: [green('07-01'), red('P1')] }]),
      errors: [{ reason: 'tdd_missing_red', severity: 'blocker', line: null, message: '⚠ TDD gate violation: Plan P1 missing RED phase commit.' }],
      verdict: 'fail',
    },
  ],
});
