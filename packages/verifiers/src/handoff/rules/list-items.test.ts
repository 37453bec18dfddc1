import { ruleTester } from '../../rule-tester.test-helpers.js';
import { manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const many = Array.from({ length: 5_000 }, (_, i) => `- [DEC-${i + 1}] Decision ${i + 1}: because ${i + 1}`);

ruleTester.run(handoffVerifier, 'handoff/list-items', {
  valid: [
    { name: 'numbered decisions, shed items with an arrow', input: manifest(1), verdict: 'pass' },
    { name: 'an ASCII arrow in a shed item', input: manifest(1, { shed: ['- round details -> docs/plans/rounds.md'] }), verdict: 'pass' },
    { name: 'a `*` bullet', input: manifest(1, { decisions: ['* [DEC-1] Token bucket: O(1) state'] }), verdict: 'pass' },
    { name: '5 000 decisions (huge)', input: manifest(1, { decisions: many }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a decision without an id',
      input: manifest(1, { decisions: ['- Sliding window per customer'] }),
      errors: [
        {
          reason: 'handoff_decision_line_malformed',
          severity: 'warning',
          line: 11,
          message: 'A carried decision is not `- [DEC-n] <decision>: <reasoning>`.',
          evidence: ['Sliding window per customer'],
        },
      ],
      verdict: 'pass',
      repaired: { input: manifest(1) },
    },
    { name: 'an id with nothing after it', input: manifest(1, { decisions: ['- [DEC-4]'] }), errors: [{ reason: 'handoff_decision_line_malformed', severity: 'warning', line: 11 }], verdict: 'pass' },
    {
      name: 'a shed item that says nothing of where it went',
      input: manifest(1, { shed: ['- gate round details are gone'] }),
      errors: [
        {
          reason: 'handoff_shed_line_malformed',
          severity: 'warning',
          line: 17,
          message: 'A Shed Receipt item does not say where the shed material lives (`<what> → <where on disk>`).',
          evidence: ['gate round details are gone'],
        },
      ],
      verdict: 'pass',
      repaired: { input: manifest(1) },
    },
    {
      name: 'a 10 000-character item: the evidence is cut at 200',
      input: manifest(1, { shed: [`- ${'x'.repeat(10_000)}`] }),
      errors: [{ reason: 'handoff_shed_line_malformed', severity: 'warning', line: 17, evidence: ['x'.repeat(200)] }],
      verdict: 'pass',
    },
  ],
});
