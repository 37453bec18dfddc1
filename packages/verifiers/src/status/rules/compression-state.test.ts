import { ruleTester } from '../../rule-tester.test-helpers.js';
import { status } from '../fixtures.test-helpers.js';
import { statusVerifier } from '../index.js';

ruleTester.run(statusVerifier, 'status/compression-state', {
  valid: [
    { name: 'one decision', input: { status: status() }, verdict: 'pass' },
    { name: 'exactly ten', input: { status: status({ decisions: 10 }) }, verdict: 'pass' },
    { name: 'no Compression State section', input: { status: status().replace('## Compression State', '## Notes') }, verdict: 'pass' },
    { name: 'the list ends at the first line that is no item', input: { status: status({ decisions: 10 }).replace('Next Steps:', 'Next Steps:\n- [DEC-11] a next step, not a decision') }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'eleven decisions',
      input: { status: status({ decisions: 11 }) },
      errors: [{ reason: 'status_compression_decisions_over_cap', severity: 'blocker', line: 15, message: '## Compression State lists 11 Key Decisions; the cap is 10.' }],
      verdict: 'fail',
      repaired: { input: { status: status({ decisions: 10 }) } },
    },
    {
      name: 'a thousand decisions (huge)',
      input: { status: status({ decisions: 1000 }) },
      errors: [{ reason: 'status_compression_decisions_over_cap', severity: 'blocker', line: 15, message: '## Compression State lists 1000 Key Decisions; the cap is 10.' }],
      verdict: 'fail',
    },
  ],
});
