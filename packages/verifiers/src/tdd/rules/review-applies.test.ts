import { ruleTester } from '../../rule-tester.test-helpers.js';
import { GREEN, RED, reviewFacts, tddPlan } from '../fixtures.test-helpers.js';
import { tddReviewVerifier } from '../index.js';

const featOnly = tddPlan('06-03', [GREEN]);

ruleTester.run(tddReviewVerifier, 'tdd/review-applies', {
  valid: [
    { name: 'TDD on with a TDD plan: the review runs (and passes)', input: reviewFacts([tddPlan('06-03', [GREEN, RED])]), verdict: 'pass' },
    { name: 'the review runs without MVP mode (advisory)', input: reviewFacts([featOnly], { mvpMode: false }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'TDD mode off',
      input: reviewFacts([featOnly], { tddMode: false }),
      errors: [{ reason: 'gate_inactive_tdd_off', severity: 'info', line: null, message: 'The TDD review does not apply: TDD mode is off.' }],
      verdict: 'pass',
    },
    {
      name: 'no TDD plan in the phase',
      input: reviewFacts([tddPlan('06-03', [GREEN], 'execute'), tddPlan('06-04', [GREEN], null)]),
      errors: [{ reason: 'review_no_tdd_plans', severity: 'info', line: null, message: 'The TDD review does not apply: no plan of the phase is a TDD plan.' }],
      verdict: 'pass',
    },
    { name: 'no plan at all', input: reviewFacts([]), errors: [{ reason: 'review_no_tdd_plans', severity: 'info', line: null }], verdict: 'pass' },
  ],
});
