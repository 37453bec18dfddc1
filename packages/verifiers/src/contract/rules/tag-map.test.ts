import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASH, PYTHON, TAGGED, withBlock } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const MAP = {
  'contract:limits:inv-t1': { kind: 'bash', carriers: ['tests/limits.sh'], checks: 2 },
  'contract:limits:inv-t2': { kind: 'python', carriers: ['tests/test_reset.py'], tests: 1 },
};
const options = (map: Record<string, unknown> = MAP) => ({ testsDir: 'repo', coverageMap: map });
const repository = (files: Record<string, string | Uint8Array> = {}) => ({ files: { 'repo/tests/limits.sh': BASH, 'repo/tests/test_reset.py': PYTHON, ...files } });
const sh = 'repo/tests/limits.sh';
const py = 'repo/tests/test_reset.py';
const T9 = '# contract:limits:inv-t9 checks=1\ncheck 3 "x — contract:limits:inv-t9" 1 1\n';
const T3 = TAGGED.replace('      test_tag: "contract:limits:inv-t2"\n', '      test_tag: "contract:limits:inv-t2"\n    - id: "INV-T3"\n      description: "d"\n      verification: "v"\n      test_tag: "contract:limits:inv-t3"\n');
const clean = { input: TAGGED, options: options(), host: repository() };

ruleTester.run(contractVerifier, 'contract/tag-map', {
  valid: [
    { name: 'carriers, contract and map agree', ...clean, verdict: 'pass' },
    { name: 'docs/ is never scanned for strays', input: TAGGED, options: options(), host: repository({ 'repo/docs/plan.md': 'we pin contract:limits:inv-t1' }), verdict: 'pass' },
    { name: '.git and __pycache__ are pruned', input: TAGGED, options: options(), host: repository({ 'repo/scripts/.git/x': 'contract:limits:inv-t1', 'repo/scripts/__pycache__/y': 'contract:limits:inv-t1' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a carrier renamed: the run stops',
      input: TAGGED,
      options: options(),
      host: { files: { 'repo/tests/renamed.sh': BASH, 'repo/tests/test_reset.py': PYTHON } },
      errors: [{ reason: 'tag_carrier_missing', severity: 'blocker', line: null, file: sh, message: 'tests/limits.sh: carrier file missing or renamed (pinned in the coverage map).' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a carrier outside the root counts as missing',
      input: TAGGED,
      options: options({ ...MAP, 'contract:limits:inv-t1': { kind: 'bash', carriers: ['../elsewhere/limits.sh'], checks: 2 } }),
      host: repository({ 'elsewhere/limits.sh': BASH }),
      errors: [{ reason: 'tag_carrier_missing', severity: 'blocker', line: null, file: 'repo/../elsewhere/limits.sh' }],
      verdict: 'fail',
    },
    {
      name: 'an unquoted tag line',
      input: TAGGED.replace('"contract:limits:inv-t1"', 'contract:limits:inv-t1'),
      options: options(),
      host: repository(),
      errors: [
        { reason: 'tag_contract_line_unparseable', severity: 'blocker', line: 24, message: 'unparseable test_tag line 24: test_tag: contract:limits:inv-t1' },
        { reason: 'tag_undeclared', severity: 'blocker', line: null },
        { reason: 'tag_map_stale', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a contract without testable invariants',
      input: withBlock('invariants', '\n  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "grep" }'),
      options: options(),
      host: repository(),
      errors: [
        { reason: 'tag_contract_empty', severity: 'blocker', line: null, message: 'the contract declares no test tag.' },
        { reason: 'tag_undeclared', severity: 'blocker', line: null },
        { reason: 'tag_undeclared', severity: 'blocker', line: null },
        { reason: 'tag_map_stale', severity: 'blocker', line: null },
        { reason: 'tag_map_stale', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'the map pins a tag no carrier has',
      input: TAGGED,
      options: options({ ...MAP, 'contract:limits:inv-t3': { kind: 'bash', carriers: ['tests/limits.sh'] } }),
      host: repository(),
      errors: [
        { reason: 'tag_map_uncarried', severity: 'blocker', line: null, message: 'contract:limits:inv-t3 is pinned in COVERAGE_MAP but no carrier file carries it.' },
        { reason: 'tag_map_stale', severity: 'blocker', line: null, message: 'contract:limits:inv-t3 is pinned in COVERAGE_MAP but the contract no longer declares it.' },
      ],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a carrier carries a tag nobody pinned or declared',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/limits.sh': `${BASH}${T9}` }),
      errors: [
        { reason: 'tag_unpinned', severity: 'blocker', line: null, message: 'contract:limits:inv-t9 is carried (tests/limits.sh) but the coverage map does not pin it.' },
        { reason: 'tag_undeclared', severity: 'blocker', line: null, message: 'contract:limits:inv-t9 is carried by a test but the contract YAML does not declare it.' },
        { reason: 'tag_unpinned_here', severity: 'blocker', line: null, file: sh, message: 'tests/limits.sh: contract:limits:inv-t9 is not pinned as a bash tag of this carrier.' },
      ],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'the contract declares a tag nobody carries or pinned',
      input: T3,
      options: options(),
      host: repository(),
      errors: [
        { reason: 'tag_uncarried', severity: 'blocker', line: null, message: 'contract:limits:inv-t3 appears in the contract YAML but no test carries it.' },
        { reason: 'tag_map_gap', severity: 'blocker', line: null, message: 'contract:limits:inv-t3 is declared by the contract but the coverage map does not pin it.' },
      ],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'the map places a tag in a carrier that lacks it',
      input: TAGGED,
      options: options({ ...MAP, 'contract:limits:inv-t1': { kind: 'bash', carriers: ['tests/limits.sh', 'tests/test_reset.py'], checks: 2 } }),
      host: repository(),
      errors: [{ reason: 'tag_carrier_placement', severity: 'blocker', line: null, message: 'contract:limits:inv-t1 occurs in [tests/limits.sh] but the coverage map places it in [tests/limits.sh, tests/test_reset.py].' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a stray tag in a scanned folder',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/scripts/helper.py': '# contract:limits:inv-t1\n' }),
      errors: [{ reason: 'tag_stray', severity: 'blocker', line: null, file: 'repo/scripts/helper.py', message: 'scripts/helper.py: stray contract tag(s) contract:limits:inv-t1 outside the pinned carriers.' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'check lines without a marker',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/limits.sh': BASH.replace('# contract:limits:inv-t1 checks=2\n', '') }),
      errors: [{ reason: 'tag_marker_missing', severity: 'blocker', line: null, file: sh, message: 'tests/limits.sh: contract:limits:inv-t1 has no marker comment.' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a marker without checks=',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/limits.sh': BASH.replace(' checks=2', '') }),
      errors: [{ reason: 'tag_marker_unannotated', severity: 'blocker', line: 1, file: sh, message: 'tests/limits.sh:1: the contract:limits:inv-t1 marker has no `checks=` annotation.' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a marker alone, checks=0',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/limits.sh': '# contract:limits:inv-t1 checks=0\n' }),
      errors: [
        { reason: 'tag_no_check_call', severity: 'blocker', line: null, file: sh, message: 'tests/limits.sh: no check call names contract:limits:inv-t1.' },
        { reason: 'tag_map_pin_mismatch', severity: 'blocker', line: null, message: 'contract:limits:inv-t1: the carriers annotate checks=0 but COVERAGE_MAP pins checks=2.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'a check line deleted',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/limits.sh': BASH.replace(/check 2 .*\n/, '') }),
      errors: [
        { reason: 'tag_occurrence_arithmetic', severity: 'blocker', line: null, file: sh, message: 'tests/limits.sh: contract:limits:inv-t1 occurrence arithmetic: 2 occurrences ≠ 1 marker(s) + checks=2.' },
        { reason: 'tag_inline_sum_mismatch', severity: 'blocker', line: null, file: sh, message: 'tests/limits.sh: contract:limits:inv-t1: 1 check call(s) ≠ annotated checks=2.' },
      ],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a check deleted and its annotation lowered: only the map catches it',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/limits.sh': BASH.replace(/check 2 .*\n/, '').replace('checks=2', 'checks=1') }),
      errors: [{ reason: 'tag_map_pin_mismatch', severity: 'blocker', line: null, message: 'contract:limits:inv-t1: the carriers annotate checks=1 but COVERAGE_MAP pins checks=2.' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a Python test count below the pin',
      input: TAGGED,
      options: options({ ...MAP, 'contract:limits:inv-t2': { kind: 'python', carriers: ['tests/test_reset.py'], tests: 2 } }),
      host: repository(),
      errors: [{ reason: 'tag_map_pin_mismatch', severity: 'blocker', line: null, message: 'contract:limits:inv-t2: 1 tagged test(s) but COVERAGE_MAP pins tests=2.' }],
      verdict: 'fail',
    },
    {
      name: 'a Python tag only in a comment',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/test_reset.py': '# contract:limits:inv-t2\ndef test_reset():\n    assert take() == 200\n' }),
      errors: [{ reason: 'tag_no_tagged_test', severity: 'blocker', line: null, file: py, message: 'tests/test_reset.py: contract:limits:inv-t2 has no test function whose docstring carries it.' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a tagged test that asserts nothing',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/test_reset.py': PYTHON.replace('    assert take() == 200\n', '    pass\n') }),
      errors: [{ reason: 'tag_test_without_assertion', severity: 'blocker', line: 4, file: py, message: 'tests/test_reset.py:4: test_reset carries contract:limits:inv-t2 but contains no assert / self.assert*.' }],
      verdict: 'fail',
      repaired: clean,
    },
    {
      name: 'a carrier that is not UTF-8',
      input: TAGGED,
      options: options(),
      host: repository({ 'repo/tests/test_reset.py': new Uint8Array([0x23, 0x20, 0xff, 0xfe]) }),
      errors: [
        { reason: 'tag_carrier_unparseable', severity: 'blocker', line: null, file: py, message: 'tests/test_reset.py: the carrier is not UTF-8 text.' },
        { reason: 'tag_map_uncarried', severity: 'blocker', line: null },
        { reason: 'tag_uncarried', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
      repaired: clean,
    },
  ],
  untested: {
    tag_contract_absent: 'the verifier always has the contract (it is its input); checkContractTags reports the note when a host passes no contract (coverage-map.test.ts)',
  },
});
