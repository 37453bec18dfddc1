import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const invalid = (value: string, line: number): ExpectedFinding => ({
  reason: 'risk_reason_invalid_value',
  severity: 'blocker',
  line,
  message: `risk_reason "${value}" is not a canonical value.`,
});

ruleTester.run(planVerifier, 'plan/risk-reason-invalid-value', {
  valid: [
    {
      name: 'the five canonical values, bare or quoted',
      input: lines('risk_reason: security boundary', 'risk_reason: "persistence contract"', "risk_reason: 'runtime protocol'", 'RISK_REASON : deployment', '  risk_reason:user trust claim'),
      verdict: 'pass',
    },
    { name: 'an empty value, bare or quoted', input: lines('risk_reason:', 'risk_reason: ""', "risk_reason: ''", 'risk_reason: "\'\'"'), verdict: 'pass' },
    { name: 'bulleted and inline keys are not read', input: lines('- risk_reason: whatever', 'The risk_reason: is unclear'), verdict: 'pass' },
    { name: 'a key inside a fence', input: lines('```yaml', 'risk_reason: nope', '```'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a value that is not canonical',
      input: lines('id: C4', 'risk_reason: Deployment'),
      errors: [{ ...invalid('Deployment', 2), evidence: ['risk_reason: Deployment'], hint: 'Use exactly one of: security boundary, persistence contract, runtime protocol, deployment, user trust claim.' }],
      verdict: 'fail',
      repaired: { input: lines('id: C4', 'risk_reason: deployment') },
    },
    {
      name: 'every invalid line, values shown after stripping quotes (matched quirk: no strip after the quotes)',
      input: lines('risk_reason: security  boundary', 'risk_reason: "data loss"', "risk_reason: 'deployment '", "risk_reason: '  '"),
      errors: [invalid('security  boundary', 1), invalid('data loss', 2), invalid('deployment ', 3), invalid('  ', 4)],
      verdict: 'fail',
    },
    { name: 'CRLF: the CR is not part of the value', input: crlf('risk_reason: perf', 'risk_reason: deployment'), errors: [invalid('perf', 1)], verdict: 'fail', repaired: { input: crlf('risk_reason: deployment') } },
    { name: 'a BOM on line 1 is not whitespace: that line is not read', input: '\ufeffrisk_reason: nope\nrisk_reason: also nope', errors: [invalid('also nope', 2)], verdict: 'fail' },
    { name: 'hostile: a 200 kB value', input: `risk_reason: ${'x'.repeat(200_000)}`, errors: [{ reason: 'risk_reason_invalid_value', severity: 'blocker', line: 1, message: /^risk_reason "x+" is not a canonical value\.$/ }], verdict: 'fail' },
  ],
});
