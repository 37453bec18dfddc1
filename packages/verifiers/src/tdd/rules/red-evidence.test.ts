import { ruleTester } from '../../rule-tester.test-helpers.js';
import { GREEN, commit, gateFacts } from '../fixtures.test-helpers.js';
import { tddGateVerifier } from '../index.js';

const test = (subject: string, body = '', sha = 'b0d1e5') => commit(sha, subject, ['src/totals.test.ts'], body);
const silent = test('test(06-03): cover total rounding');
const notFailing = (sha: string) =>
  ({
    reason: 'red_commit_not_failing',
    severity: 'blocker',
    line: null,
    message: `MVP+TDD gate tripped: the RED commit ${sha} carries no evidence that its test failed.`,
    hint: 'Run the new test, see it fail, and record it in the commit: a "RED: <failure>" line or "(RED)" in the subject.',
  }) as const;

ruleTester.run(tddGateVerifier, 'tdd/red-evidence', {
  valid: [
    { name: '(RED) in the subject', input: gateFacts([GREEN, test('test(06-03): cover total rounding (RED)')]), verdict: 'pass' },
    { name: 'the description starts with RED:', input: gateFacts([GREEN, test('test(06-03): RED: rounding fails')]), verdict: 'pass' },
    { name: 'a body line starting with RED:', input: gateFacts([GREEN, test('test(06-03): cover rounding', 'Adds the case.\n  RED: expected 2.01, got 2')]), verdict: 'pass' },
    { name: '(RED) in the body', input: gateFacts([GREEN, test('test(06-03): cover rounding', 'seen failing (RED)')]), verdict: 'pass' },
    { name: 'a CRLF body', input: gateFacts([GREEN, test('test(06-03): cover rounding', 'Adds the case.\r\nRED: fails')]), verdict: 'pass' },
    { name: 'terminal evidence: the executor saw it fail', input: gateFacts([GREEN, silent], { terminalRedEvidence: true }), verdict: 'pass' },
    { name: 'no RED commit: red-commit reports, not this rule', input: gateFacts([GREEN]), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'the RED commit shows no failure',
      input: gateFacts([GREEN, silent]),
      errors: [notFailing('b0d1e5')],
      verdict: 'fail',
      repaired: { input: gateFacts([GREEN, test('test(06-03): cover total rounding (RED)')]) },
    },
    {
      name: 'RED: in the middle of a body line does not count',
      input: gateFacts([test('test(06-03): cover rounding', 'note that RED: is missing')]),
      errors: [notFailing('b0d1e5')],
      verdict: 'fail',
      repaired: { input: gateFacts([test('test(06-03): cover rounding', 'RED: fails as expected')]) },
    },
    {
      name: 'a lower-case (red) does not count',
      input: gateFacts([test('test(06-03): cover rounding (red)')]),
      errors: [notFailing('b0d1e5')],
      verdict: 'fail',
    },
    {
      name: 'the newest test commit is the RED commit: evidence on an older one does not count',
      input: gateFacts([test('test(06-03): more cases', '', 'new1'), test('test(06-03): first case (RED)', '', 'old1')]),
      errors: [notFailing('new1')],
      verdict: 'fail',
      repaired: { input: gateFacts([test('test(06-03): more cases (RED)', '', 'new1'), test('test(06-03): first case', '', 'old1')]) },
    },
  ],
});
