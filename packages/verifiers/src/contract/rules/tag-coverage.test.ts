import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASH, CONTRACT, PYTHON, TAGGED, withBlock } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const carriers = { files: { 'tests/limits.sh': BASH, 'tests/py/test_reset.py': PYTHON, 'tests/README.md': 'no tags here' } };
const tests = { testsDir: 'tests' };

ruleTester.run(contractVerifier, 'contract/tag-coverage', {
  valid: [
    { name: 'without --tests nothing is read', input: TAGGED, verdict: 'pass' },
    { name: 'every declared tag carried', input: TAGGED, options: tests, host: carriers, verdict: 'pass' },
    {
      name: 'the schema grammar reads contract:<category>:<id> tags',
      input: withBlock('invariants', '\n  testable:\n    - id: "INV-2"\n      description: "d"\n      verification: "v"\n      test_tag: "contract:limits:inv-2"'),
      options: { testsDir: 'tests', tagPattern: 'schema' },
      host: { files: { 'tests/t.ts': 'it("contract:limits:inv-2", () => {})' } },
      verdict: 'pass',
    },
  ],
  invalid: [
    {
      name: 'a declared tag no test carries',
      input: TAGGED,
      options: tests,
      host: { files: { 'tests/limits.sh': BASH } },
      errors: [{ reason: 'tag_uncarried', severity: 'blocker', line: null, message: 'contract:limits:inv-t2 is declared by the contract but no file under tests carries it.' }],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: carriers },
    },
    {
      name: 'a tag in the tests the contract does not declare',
      input: TAGGED,
      options: tests,
      host: { files: { ...carriers.files, 'tests/extra.sh': '# contract:limits:inv-t9 checks=1\ncheck 3 "x — contract:limits:inv-t9" 1 1\n' } },
      errors: [{ reason: 'tag_undeclared', severity: 'blocker', line: null, message: 'contract:limits:inv-t9 appears in extra.sh but the contract does not declare it.', evidence: ['extra.sh'] }],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: carriers },
    },
    {
      name: 'a single-quoted tag line',
      input: TAGGED.replace('"contract:limits:inv-t2"', "'contract:limits:inv-t2'"),
      options: tests,
      host: carriers,
      errors: [
        {
          reason: 'tag_contract_line_unparseable',
          severity: 'blocker',
          line: 28,
          message: 'A test_tag line does not read `test_tag: "<tag>"` with a tag matching contract:[a-z]+:inv-t[0-9]+.',
          evidence: ["test_tag: 'contract:limits:inv-t2'"],
        },
        { reason: 'tag_undeclared', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: carriers },
    },
    {
      name: 'flow-style tags are not read, and nothing is declared',
      input: CONTRACT,
      options: tests,
      host: { directories: ['tests'] },
      errors: [
        { reason: 'tag_contract_line_unparseable', severity: 'blocker', line: 21 },
        { reason: 'tag_contract_empty', severity: 'blocker', line: null, message: 'The contract declares no test tag matching contract:[a-z]+:inv-t[0-9]+, so coverage proves nothing.' },
      ],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: carriers },
    },
  ],
});
