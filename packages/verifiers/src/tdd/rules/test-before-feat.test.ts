import { ruleTester } from '../../rule-tester.test-helpers.js';
import { GREEN, RED, commit, gateFacts } from '../fixtures.test-helpers.js';
import { tddGateVerifier } from '../index.js';

const featFirst = {
  reason: 'feat_before_test',
  severity: 'blocker',
  line: null,
  message: 'MVP+TDD gate tripped: a feat(06-03): commit precedes the first test(06-03): commit.',
  hint: 'Tests first: the failing test commit must come before the implementation commit.',
} as const;
const early = commit('0ea71e5', 'feat(06-03): first cut of rounding', ['src/totals.ts']);

ruleTester.run(tddGateVerifier, 'tdd/test-before-feat', {
  valid: [
    { name: 'test, then feat', input: gateFacts([GREEN, RED]), verdict: 'pass' },
    { name: 'a feat of another plan before the test', input: gateFacts([GREEN, RED, commit('x', 'feat(06-02): other plan', ['src/a.ts'])]), verdict: 'pass' },
    { name: 'feats between two test commits', input: gateFacts([GREEN, commit('t2', 'test(06-03): more cases (RED)', ['src/b.test.ts']), GREEN, RED]), verdict: 'pass' },
    { name: 'no test commit: red-commit reports, not this rule', input: gateFacts([GREEN, early]), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'the feature was committed before its test',
      input: gateFacts([RED, early]),
      errors: [featFirst],
      verdict: 'fail',
      repaired: { input: gateFacts([early, RED]) },
    },
    {
      name: 'a feat older than the oldest test commit, among later ones',
      input: gateFacts([GREEN, commit('t2', 'test(06-03): more cases (RED)', ['src/b.test.ts']), RED, early]),
      errors: [featFirst],
      verdict: 'fail',
      repaired: { input: gateFacts([GREEN, commit('t2', 'test(06-03): more cases (RED)', ['src/b.test.ts']), RED]) },
    },
    {
      name: 'reported with the other failing checks',
      input: gateFacts([commit('s1', 'test(06-03): cover rounding', ['src/totals.test.ts']), early]),
      errors: [{ rule: 'tdd/red-evidence', reason: 'red_commit_not_failing', severity: 'blocker', line: null }, featFirst],
      verdict: 'fail',
    },
  ],
});
