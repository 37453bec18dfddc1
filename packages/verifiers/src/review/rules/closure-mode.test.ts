import { ruleTester } from '../../rule-tester.test-helpers.js';
import { reviewVerifier } from '../index.js';

const clean = [{ fatal: 0, significant: 0 }];

ruleTester.run(reviewVerifier, 'review/closure-mode', {
  valid: [
    { name: 'no mode: standard by default', input: { rounds: clean }, verdict: 'pass' },
    { name: 'standard', input: { mode: 'standard', rounds: clean }, verdict: 'pass' },
    { name: 'full', input: { mode: 'full', rounds: clean }, verdict: 'pass' },
    { name: 'a bare count list has no mode', input: [0], verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an unknown mode',
      input: { mode: 'lenient', rounds: clean },
      errors: [{ reason: 'qg_mode_invalid', severity: 'blocker', line: null, message: 'Closure mode "lenient" is not standard or full.' }],
      verdict: 'fail',
      repaired: { input: { mode: 'standard', rounds: clean } },
    },
    { name: 'modes are lower case', input: { mode: 'Full', rounds: [] }, errors: [{ reason: 'qg_mode_invalid', severity: 'blocker', line: null }], verdict: 'fail' },
    { name: 'a mode that is no string', input: { mode: 1, rounds: [] }, errors: [{ reason: 'qg_mode_invalid', severity: 'blocker', line: null, message: 'Closure mode 1 is not standard or full.' }], verdict: 'fail' },
    { name: 'null is declared, and invalid', input: { mode: null, rounds: [] }, errors: [{ reason: 'qg_mode_invalid', severity: 'blocker', line: null, message: 'Closure mode null is not standard or full.' }], verdict: 'fail' },
  ],
});
