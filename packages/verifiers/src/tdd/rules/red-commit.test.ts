import { ruleTester } from '../../rule-tester.test-helpers.js';
import { GREEN, RED, commit, gateFacts } from '../fixtures.test-helpers.js';
import { tddGateVerifier } from '../index.js';

const missing = {
  reason: 'missing_red_commit',
  severity: 'blocker',
  line: null,
  message: 'MVP+TDD gate tripped: no test(06-03): commit touches a test file.',
  hint: 'Write a failing test for the behaviour and commit it as: test(06-03): <short description>.',
} as const;
const scaffold = commit('0c0ffee', 'chore(06-03): scaffold module', ['src/totals.ts']);
const redWith = (files: string[]) => commit('5eed5ee', 'test(06-03): cover total rounding (RED)', files);

ruleTester.run(tddGateVerifier, 'tdd/red-commit', {
  valid: [
    { name: 'a RED commit before the implementation', input: gateFacts([GREEN, RED]), verdict: 'pass' },
    { name: 'a test file under the top-level tests/', input: gateFacts([GREEN, redWith(['tests/test_totals.py'])]), verdict: 'pass' },
    { name: 'a root-level *.spec.* file', input: gateFacts([GREEN, redWith(['totals.spec.js'])]), verdict: 'pass' },
    { name: 'a Windows path to a *.test.* file', input: gateFacts([GREEN, redWith(['src\\totals.test.ts'])]), verdict: 'pass' },
    { name: 'the RED commit alone, nothing implemented yet', input: gateFacts([RED]), verdict: 'pass' },
    { name: 'not checked when the gate does not apply', input: gateFacts([scaffold], { tddMode: false }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no test commit at all',
      input: gateFacts([GREEN, scaffold]),
      errors: [missing],
      verdict: 'fail',
      repaired: { input: gateFacts([GREEN, RED, scaffold]) },
    },
    { name: 'an empty log', input: gateFacts([]), errors: [missing], verdict: 'fail', repaired: { input: gateFacts([RED]) } },
    { name: 'another scope (8-2 is not 06-03)', input: gateFacts([commit('1', 'test(8-2): cover it (RED)', ['a.test.ts'])]), errors: [missing], verdict: 'fail' },
    { name: 'an unpadded scope does not match', input: gateFacts([commit('1', 'test(6-3): cover it (RED)', ['a.test.ts'])]), errors: [missing], verdict: 'fail' },
    { name: 'an upper-case type', input: gateFacts([commit('1', 'Test(06-03): cover it (RED)', ['a.test.ts'])]), errors: [missing], verdict: 'fail' },
    { name: 'a test commit that touches no test file', input: gateFacts([redWith(['src/fixtures/amounts.json'])]), errors: [missing], verdict: 'fail' },
    { name: 'a tests/ folder that is not top-level', input: gateFacts([redWith(['src/tests/totals.py'])]), errors: [missing], verdict: 'fail' },
    {
      name: 'a body that quotes the prefix does not qualify',
      input: gateFacts([commit('1', 'chore: notes', ['a.test.ts'], 'follows test(06-03): cover it')]),
      errors: [missing],
      verdict: 'fail',
    },
    {
      name: 'a custom scope',
      input: gateFacts([GREEN], { scope: '12-07' }),
      errors: [{ reason: 'missing_red_commit', severity: 'blocker', line: null, message: 'MVP+TDD gate tripped: no test(12-07): commit touches a test file.' }],
      verdict: 'fail',
    },
    {
      name: 'downgraded to a warning in the config, the run passes',
      input: gateFacts([GREEN]),
      rules: { 'tdd/red-commit': 'warning' },
      errors: [{ reason: 'missing_red_commit', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
