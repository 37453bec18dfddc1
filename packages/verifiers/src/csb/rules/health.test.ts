import { ruleTester } from '../../rule-tester.test-helpers.js';
import { block } from '../fixtures.test-helpers.js';
import { csbVerifier } from '../index.js';

ruleTester.run(csbVerifier, 'csb/health', {
  valid: [
    ...['GREEN', 'YELLOW', 'RED'].map((health) => ({ name: health, input: { block: block({ health }) }, verdict: 'pass' as const })),
    { name: 'no Health line: csb/structure reports it', input: { block: block({ health: null }) }, verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'AMBER',
      input: { block: block({ health: 'AMBER' }) },
      errors: [{ reason: 'csb_health_invalid', severity: 'blocker', line: 5, message: 'Health "AMBER" is not GREEN, YELLOW or RED.' }],
      verdict: 'fail',
      repaired: { input: { block: block({ health: 'YELLOW' }) } },
    },
    { name: 'lower case', input: { block: block({ health: 'green' }) }, errors: [{ reason: 'csb_health_invalid', severity: 'blocker', line: 5 }], verdict: 'fail' },
    { name: 'empty', input: { block: block({ health: '' }) }, errors: [{ reason: 'csb_health_invalid', severity: 'blocker', line: 5, message: 'Health "" is not GREEN, YELLOW or RED.' }], verdict: 'fail' },
    {
      name: 'a name of Object.prototype is no health',
      input: { block: block({ health: 'constructor' }) },
      errors: [{ reason: 'csb_health_invalid', severity: 'blocker', line: 5, message: 'Health "constructor" is not GREEN, YELLOW or RED.' }],
      verdict: 'fail',
      repaired: { input: { block: block() } },
    },
  ],
});
