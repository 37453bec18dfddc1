import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, withBlock } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const block = (text: string) => withBlock('invariants', `\n${text}`);
const testable = (...items: string[]) => block(`  testable:\n${items.map((item) => `    - ${item}`).join('\n')}`);
const tagged = (id: string, tag: string) => `{ id: "${id}", description: "d", verification: "v", test_tag: "${tag}" }`;

ruleTester.run(contractVerifier, 'contract/invariants', {
  valid: [
    { name: 'one checkable, one testable', input: CONTRACT, verdict: 'pass' },
    { name: 'only a testable one', input: testable(tagged('INV-1', 'contract:perf:inv-1')), verdict: 'pass' },
    ...['grep', 'code-inspection', 'file-structure'].map((method) => ({
      name: `check_method ${method}`,
      input: block(`  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "${method}" }`),
      verdict: 'pass' as const,
    })),
  ],
  invalid: [
    {
      name: 'no invariant',
      input: block('  checkable: []\n  testable: []'),
      errors: [{ reason: 'contract_invariants_empty', severity: 'blocker', line: 18, message: 'invariants: the contract guarantees nothing: no checkable and no testable invariant.', evidence: ['path: invariants'] }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'a check method the gate does not run',
      input: block('  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "manual-review" }'),
      errors: [{ reason: 'contract_check_method_invalid', severity: 'blocker', line: 19, message: 'invariants.checkable[0].check_method: check_method "manual-review" is not one of grep, code-inspection, file-structure.' }],
      verdict: 'fail',
      repaired: { input: block('  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "code-inspection" }') },
    },
    {
      name: 'a testable invariant without a tag',
      input: testable('{ id: "INV-1", description: "d", verification: "v" }'),
      errors: [{ reason: 'contract_test_tag_missing', severity: 'blocker', line: 19, message: 'invariants.testable[0].test_tag: a testable invariant has no test_tag.', evidence: ['path: invariants.testable[0].test_tag'] }],
      verdict: 'fail',
      repaired: { input: testable(tagged('INV-1', 'contract:perf:inv-1')) },
    },
    {
      name: 'a tag without its category',
      input: testable(tagged('INV-1', 'perf-inv-1')),
      errors: [{ reason: 'contract_test_tag_pattern', severity: 'blocker', line: 19, message: 'invariants.testable[0].test_tag: test_tag "perf-inv-1" is not contract:<category>:<id>.' }],
      verdict: 'fail',
      repaired: { input: testable(tagged('INV-1', 'contract:perf:inv-1')) },
    },
    { name: 'an upper-case tag', input: testable(tagged('INV-1', 'contract:Perf:inv-1')), errors: [{ reason: 'contract_test_tag_pattern', severity: 'blocker', line: 19 }], verdict: 'fail' },
    {
      name: 'one tag for two invariants',
      input: testable(tagged('INV-1', 'contract:a:inv-1'), tagged('INV-2', 'contract:a:inv-1')),
      errors: [{ reason: 'contract_test_tag_duplicate', severity: 'blocker', line: 20, message: 'invariants.testable[1].test_tag: test_tag contract:a:inv-1 is already used by another invariant.' }],
      verdict: 'fail',
      repaired: { input: testable(tagged('INV-1', 'contract:a:inv-1'), tagged('INV-2', 'contract:a:inv-2')) },
    },
    {
      name: 'one id for two invariants',
      input: block('  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "grep" }\n  testable:\n    - { id: "INV-1", description: "d", verification: "v", test_tag: "contract:a:inv-1" }'),
      errors: [{ reason: 'contract_invariant_id_duplicate', severity: 'blocker', line: 21, message: 'invariants.testable[0].id: the invariant id INV-1 is used twice.' }],
      verdict: 'fail',
      repaired: { input: block('  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "grep" }\n  testable:\n    - { id: "INV-2", description: "d", verification: "v", test_tag: "contract:a:inv-2" }') },
    },
    {
      name: 'an invariant without a description',
      input: block('  checkable:\n    - { id: "INV-1", verification: "v", check_method: "grep" }'),
      errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 19, message: 'invariants.checkable[0].description: the invariant has no description.', evidence: ['path: invariants.checkable[0].description'] }],
      verdict: 'fail',
      repaired: { input: block('  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "grep" }') },
    },
  ],
});
