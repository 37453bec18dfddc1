import { ruleTester } from '../../rule-tester.test-helpers.js';
import { block } from '../fixtures.test-helpers.js';
import { csbVerifier } from '../index.js';

const numbered = (count: number) => Array.from({ length: count }, (_, i) => `[DEC-${i + 1}] decision ${i + 1}: why`);

ruleTester.run(csbVerifier, 'csb/decisions', {
  valid: [
    { name: 'two numbered decisions', input: { block: block() }, verdict: 'pass' },
    { name: 'exactly ten', input: { block: block({ decisions: numbered(10) }) }, verdict: 'pass' },
    { name: 'none', input: { block: block({ decisions: [] }) }, verdict: 'pass' },
    { name: 'no section: csb/structure reports it', input: { block: block({ sections: ['Progress'] }) }, verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'eleven decisions',
      input: { block: block({ decisions: numbered(11) }) },
      errors: [{ reason: 'csb_decisions_over_cap', severity: 'blocker', line: 11, message: 'Key Decisions holds 11 items; the cap is 10.' }],
      verdict: 'fail',
      repaired: { input: { block: block({ decisions: numbered(10) }) } },
    },
    {
      name: 'a decision without its id',
      input: { block: block({ decisions: ['[DEC-1] Token bucket: O(1)', 'Redis counters: existing dependency'] }) },
      errors: [{ reason: 'csb_decision_line_malformed', severity: 'warning', line: 13, message: 'Decision item is not "- [DEC-n] <decision>": - Redis counters: existing dependency' }],
      verdict: 'pass',
      repaired: { input: { block: block() } },
    },
    { name: 'an id with no text after it', input: { block: block({ decisions: ['[DEC-1]'] }) }, errors: [{ reason: 'csb_decision_line_malformed', severity: 'warning', line: 12 }], verdict: 'pass' },
    {
      name: 'twelve unnumbered: the cap first, then each line',
      input: { block: block({ decisions: Array.from({ length: 12 }, (_, i) => `choice ${i}`) }) },
      errors: [
        { reason: 'csb_decisions_over_cap', severity: 'blocker', line: 11 },
        ...Array.from({ length: 12 }, (_, i) => ({ reason: 'csb_decision_line_malformed', severity: 'warning' as const, line: 12 + i })),
      ],
      verdict: 'fail',
    },
  ],
});
