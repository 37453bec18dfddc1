import { ruleTester } from '../../rule-tester.test-helpers.js';
import { status } from '../fixtures.test-helpers.js';
import { statusVerifier } from '../index.js';

ruleTester.run(statusVerifier, 'status/suggested-action', {
  valid: [
    { name: 'GREEN without an action', input: { status: status() }, verdict: 'pass' },
    { name: 'YELLOW with an action', input: { status: status({ health: 'YELLOW', action: 'watch the review rounds' }) }, verdict: 'pass' },
    { name: 'RED with an action', input: { status: status({ health: 'RED', action: 'answer the gate question' }) }, verdict: 'pass' },
    { name: 'an invalid health: status/header reports it', input: { status: status({ health: 'AMBER' }) }, verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'an action on GREEN',
      input: { status: status({ action: 'nothing to do' }) },
      errors: [{ reason: 'status_suggested_action_on_green', severity: 'warning', line: 7, message: 'GREEN health carries a **Suggested Action:** line.' }],
      verdict: 'pass',
      repaired: { input: { status: status() } },
    },
    {
      name: 'RED without an action: the finding points at Health',
      input: { status: status({ health: 'RED' }) },
      errors: [{ reason: 'status_suggested_action_missing', severity: 'warning', line: 6, message: 'RED health without a **Suggested Action:**.' }],
      verdict: 'pass',
      repaired: { input: { status: status({ health: 'RED', action: 'answer the gate question' }) } },
    },
    {
      name: 'YELLOW with an empty action',
      input: { status: status({ health: 'YELLOW', action: '' }) },
      errors: [{ reason: 'status_suggested_action_missing', severity: 'warning', line: 7, message: 'YELLOW health without a non-empty **Suggested Action:**.' }],
      verdict: 'pass',
    },
    {
      name: 'overridden to blocker, a missing action closes the gate',
      input: { status: status({ health: 'RED' }) },
      rules: { 'status/suggested-action': 'blocker' },
      errors: [{ reason: 'status_suggested_action_missing', severity: 'blocker', line: 6 }],
      verdict: 'fail',
      repaired: { input: { status: status({ health: 'RED', action: 'answer the gate question' }) } },
    },
  ],
});
