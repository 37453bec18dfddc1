import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, contractWith } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const invalid = (problem: string | RegExp, line: number | null = null) =>
  [{ reason: 'contract_yaml_invalid', severity: 'blocker', line, message: typeof problem === 'string' ? `The contract is not valid YAML: ${problem}.` : problem }] as const;
const letters = 'abcdefghi';
const aliasBomb = ['a: &a [x,x,x,x,x,x,x,x,x]', ...Array.from({ length: 8 }, (_, i) => `${letters[i + 1]}: &${letters[i + 1]} [${Array(4).fill(`*${letters[i]}`).join(',')}]`)].join('\n');

ruleTester.run(contractVerifier, 'contract/yaml', {
  valid: [
    { name: 'the example contract', input: CONTRACT, verdict: 'pass' },
    { name: 'CRLF line ends', input: CONTRACT.replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'a BOM', input: `\uFEFF${CONTRACT}`, verdict: 'pass' },
    { name: 'a few aliases are fine', input: contractWith('ambiguity_resolutions:', 'x-anchor: &a "ok"\nx-alias: *a\nambiguity_resolutions:'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a broken flow sequence',
      input: 'version: "1.0"\n  bad: [indent\n',
      errors: [{ reason: 'contract_yaml_invalid', severity: 'blocker', line: null, message: /^The contract is not valid YAML: .+\.$/ }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    { name: 'a list at the root', input: '- a\n- b\n', errors: invalid('the root is not a mapping'), verdict: 'fail', repaired: { input: CONTRACT } },
    { name: 'empty input', input: '', errors: invalid('the root is not a mapping'), verdict: 'fail' },
    { name: 'a scalar at the root', input: 'contract v1\n', errors: invalid('the root is not a mapping'), verdict: 'fail' },
    { name: 'a duplicate key is ambiguous', input: `${CONTRACT}title: "again"\n`, errors: invalid(/^The contract is not valid YAML: .*[Mm]ap keys must be unique.*\.$/), verdict: 'fail' },
    { name: 'an unknown tag', input: contractWith('title: "Per-tenant rate limiting"', 'title: !!python/object:os.system "x"'), errors: invalid(/^The contract is not valid YAML: .+\.$/), verdict: 'fail' },
    { name: 'an alias bomb', input: aliasBomb, errors: invalid(/^The contract is not valid YAML: .*[Aa]lias.*\.$/), verdict: 'fail' },
    { name: 'over 2 MiB', input: `${CONTRACT}# ${'x'.repeat(2 * 1024 * 1024)}\n`, errors: invalid('the contract is over 2097152 characters'), verdict: 'fail' },
  ],
});
