import { ruleTester } from '../../rule-tester.test-helpers.js';
import { reviewVerifier } from '../index.js';

ruleTester.run(reviewVerifier, 'review/issue-count-loop', {
  valid: [
    { name: 'shrinking to clean', input: [5, 3, 0], verdict: 'pass' },
    { name: 'clean at once', input: [0], verdict: 'pass' },
    { name: 'no rounds', input: [], verdict: 'pass' },
    { name: 'a clean round may follow any count', input: [1, 0, 0], verdict: 'pass' },
    { name: 'quality-gate rounds are the other rule', input: { rounds: [{ fatal: 0, significant: 0 }] }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the same count twice',
      input: [3, 3],
      errors: [{ reason: 'qg_escalate_stagnation', severity: 'blocker', line: null, message: "Round 2: 3 issues, not fewer than round 1's 3: stagnation." }],
      verdict: 'fail',
      repaired: { input: [3, 2] },
    },
    {
      name: 'more issues than before',
      input: [2, 4],
      errors: [{ reason: 'qg_escalate_stagnation', severity: 'blocker', line: null, message: "Round 2: 4 issues, not fewer than round 1's 2: stagnation." }],
      verdict: 'fail',
    },
    {
      name: 'each stagnating round is a finding',
      input: [4, 4, 3, 3],
      errors: [
        { reason: 'qg_escalate_stagnation', severity: 'blocker', line: null, message: "Round 2: 4 issues, not fewer than round 1's 4: stagnation." },
        { reason: 'qg_escalate_stagnation', severity: 'blocker', line: null, message: "Round 4: 3 issues, not fewer than round 3's 3: stagnation." },
      ],
      verdict: 'fail',
    },
  ],
});
