import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, withBlock } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const review = (body: string) => withBlock('security_review', `\n${body}`);
const signals = (status: string, ...categories: string[]) => review(`  status: "${status}"\n  signals_detected:\n${categories.map((category) => `    - { category: "${category}", evidence: "e" }`).join('\n')}`);

ruleTester.run(contractVerifier, 'contract/security-review', {
  valid: [
    { name: 'one signal, recommended', input: CONTRACT, verdict: 'pass' },
    { name: 'no security review', input: CONTRACT.replace(/^security_review:\n(?: .*\n)*/m, ''), verdict: 'pass' },
    { name: 'a destination signal is required', input: signals('required', 'destination'), verdict: 'pass' },
    { name: 'two categories are required', input: signals('required', 'auth', 'network'), verdict: 'pass' },
    { name: 'the same category twice is one', input: signals('recommended', 'auth', 'auth'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a review that lists no signal',
      input: review('  status: "recommended"\n  signals_detected: []'),
      errors: [{ reason: 'contract_security_signals_empty', severity: 'blocker', line: 26, message: 'security_review.signals_detected: security_review is present but lists no detected signal.' }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'a category that is not one of the eight',
      input: signals('recommended', 'authz'),
      errors: [
        {
          reason: 'contract_security_category_invalid',
          severity: 'blocker',
          line: 27,
          message: 'security_review.signals_detected[0].category: category "authz" is not one of auth, crypto, external_input, secrets, network, pii_data, dependencies, destination.',
        },
      ],
      verdict: 'fail',
      repaired: { input: signals('recommended', 'auth') },
    },
    {
      name: 'two categories make it required',
      input: signals('recommended', 'auth', 'network'),
      errors: [
        {
          reason: 'contract_security_status_inconsistent',
          severity: 'warning',
          line: 25,
          message: 'security_review.status: status "recommended" disagrees with the signals: 2 distinct categories make it required.',
        },
      ],
      verdict: 'pass',
      repaired: { input: signals('required', 'auth', 'network') },
    },
    {
      name: 'a destination makes it required',
      input: signals('recommended', 'destination'),
      errors: [{ reason: 'contract_security_status_inconsistent', severity: 'warning', line: 25, message: 'security_review.status: status "recommended" disagrees with the signals: 1 distinct category including destination make it required.' }],
      verdict: 'pass',
    },
    {
      name: 'overstated: one category is only recommended',
      input: signals('required', 'auth'),
      errors: [{ reason: 'contract_security_status_inconsistent', severity: 'warning', line: 25, message: 'security_review.status: status "required" disagrees with the signals: 1 distinct category make it recommended.' }],
      verdict: 'pass',
    },
  ],
});
