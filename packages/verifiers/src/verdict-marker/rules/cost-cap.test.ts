import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/cost-cap', {
  valid: [
    { name: 'counted over the rounds', input: marker(), verdict: 'pass' },
    { name: 'fires counted', input: marker({ CostCapSignals: '1+2/4' }), verdict: 'pass' },
    { name: 'not of the D+C/R form: not compared', input: marker({ CostCapSignals: 'n/a' }), verdict: 'pass' },
    { name: 'no Rounds: not compared', input: marker({ Rounds: null, CostCapSignals: '0+0/9' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'counted over another number of rounds',
      input: marker({ CostCapSignals: '0+0/5' }),
      errors: [{ reason: 'marker_cost_cap_rounds_mismatch', severity: 'warning', line: 20, message: 'CostCapSignals 0+0/5 counts 5 rounds but Rounds is 4.' }],
      verdict: 'pass',
      repaired: { input: marker({ CostCapSignals: '0+0/4' }) },
    },
    {
      name: 'overridden to blocker, it closes the gate',
      input: marker({ CostCapSignals: '2+1/3' }),
      rules: { 'verdict-marker/cost-cap': 'blocker' },
      errors: [{ reason: 'marker_cost_cap_rounds_mismatch', severity: 'blocker', line: 20, message: 'CostCapSignals 2+1/3 counts 3 rounds but Rounds is 4.' }],
      verdict: 'fail',
      repaired: { input: marker({ CostCapSignals: '2+1/4' }) },
    },
  ],
});
