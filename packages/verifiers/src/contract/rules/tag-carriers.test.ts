import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASH, PYTHON, TAGGED } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const tests = { testsDir: 'tests' };
const repository = (files: { bash?: string; python?: string } = {}) => ({ files: { 'tests/limits.sh': files.bash ?? BASH, 'tests/test_reset.py': files.python ?? PYTHON } });
const sh = 'tests/limits.sh';
const py = 'tests/test_reset.py';

ruleTester.run(contractVerifier, 'contract/tag-carriers', {
  valid: [
    { name: 'an annotated bash marker and an asserting Python test', input: TAGGED, options: tests, host: repository(), verdict: 'pass' },
    { name: 'a method calling self.assert*', input: TAGGED, options: tests, host: repository({ python: 'class T:\n    async def test_reset(self):\n        """contract:limits:inv-t2"""\n        self.assertEqual(take(), 200)\n' }), verdict: 'pass' },
    { name: 'binary files, pruned folders and links out are skipped', input: TAGGED, options: tests, host: { files: { ...repository().files, 'tests/blob.bin': new Uint8Array([0xff, 0xfe, 0x63]), 'tests/node_modules/x.sh': 'contract:limits:inv-t7', 'outside/y.sh': 'contract:limits:inv-t8' }, symlinks: { 'tests/link': '../outside' } }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'check lines without a marker',
      input: TAGGED,
      options: tests,
      host: repository({ bash: BASH.replace('# contract:limits:inv-t1 checks=2\n', '') }),
      errors: [{ reason: 'tag_marker_missing', severity: 'blocker', line: null, file: sh, message: 'contract:limits:inv-t1: no `# contract:limits:inv-t1 checks=N` marker in limits.sh.' }],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: repository() },
    },
    {
      name: 'a marker without checks=',
      input: TAGGED,
      options: tests,
      host: repository({ bash: BASH.replace(' checks=2', '') }),
      errors: [{ reason: 'tag_marker_unannotated', severity: 'blocker', line: 1, file: sh, message: 'contract:limits:inv-t1: the marker has no checks=N annotation.' }],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: repository() },
    },
    {
      name: 'a marker alone asserts nothing',
      input: TAGGED,
      options: tests,
      host: repository({ bash: '# contract:limits:inv-t1 checks=0\n' }),
      errors: [{ reason: 'tag_no_check_call', severity: 'blocker', line: null, file: sh, message: 'contract:limits:inv-t1: no `check` line names the tag; a comment alone asserts nothing.' }],
      verdict: 'fail',
    },
    {
      name: 'a check line lost its tag',
      input: TAGGED,
      options: tests,
      host: repository({ bash: BASH.replace('retry-after set — contract:limits:inv-t1', 'retry-after set') }),
      errors: [
        { reason: 'tag_occurrence_arithmetic', severity: 'blocker', line: null, file: sh, message: 'contract:limits:inv-t1: 2 occurrences, but 1 marker(s) + checks=2 make 3.' },
        { reason: 'tag_inline_sum_mismatch', severity: 'blocker', line: null, file: sh, message: 'contract:limits:inv-t1: 1 check line(s) name the tag but the markers annotate checks=2.' },
      ],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: repository() },
    },
    {
      name: 'a Python tag only in a comment',
      input: TAGGED,
      options: tests,
      host: repository({ python: '# contract:limits:inv-t2\ndef test_reset():\n    assert take() == 200\n' }),
      errors: [{ reason: 'tag_no_tagged_test', severity: 'blocker', line: null, file: py, message: 'contract:limits:inv-t2: no test function in test_reset.py has the tag in its docstring.' }],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: repository() },
    },
    {
      name: 'a tagged test that asserts nothing',
      input: TAGGED,
      options: tests,
      host: repository({ python: PYTHON.replace('    assert take() == 200\n', '    take()\n') }),
      errors: [{ reason: 'tag_test_without_assertion', severity: 'blocker', line: 4, file: py, message: 'contract:limits:inv-t2: test_reset is tagged but asserts nothing.' }],
      verdict: 'fail',
      repaired: { input: TAGGED, options: tests, host: repository() },
    },
    {
      name: 'the tag twice in a Python test',
      input: TAGGED,
      options: tests,
      host: repository({ python: PYTHON.replace('assert take() == 200', 'assert take() == 200  # contract:limits:inv-t2') }),
      errors: [{ reason: 'tag_occurrence_arithmetic', severity: 'blocker', line: null, file: py, message: 'contract:limits:inv-t2: 3 occurrences, but 1 marker(s) + 1 tagged test(s) make 2.' }],
      verdict: 'fail',
    },
  ],
});
