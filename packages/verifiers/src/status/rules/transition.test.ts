import { ruleTester } from '../../rule-tester.test-helpers.js';
import { status } from '../fixtures.test-helpers.js';
import { statusVerifier } from '../index.js';

const yellow = status({ health: 'YELLOW', action: 'watch the review rounds' });

ruleTester.run(statusVerifier, 'status/transition', {
  valid: [
    { name: 'no previous version', input: { status: status() }, verdict: 'pass' },
    { name: 'unchanged', input: { status: status(), previous: status() }, verdict: 'pass' },
    { name: 'health worsens', input: { status: status({ health: 'RED', action: 'answer the gate question' }), previous: yellow }, verdict: 'pass' },
    { name: 'a new phase resets health', input: { status: status({ phase: '4 — Completion' }), previous: status({ health: 'RED', action: 'x' }) }, verdict: 'pass' },
    { name: 'Started compared on its first token', input: { status: status({ started: '2026-09-18T11:34:00 (local)' }), previous: status() }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'YELLOW back to GREEN within a phase',
      input: { status: status(), previous: yellow },
      errors: [{ reason: 'status_health_regressed', severity: 'blocker', line: 6, message: 'Health moved back from YELLOW to GREEN within phase "3 — Execute (Supervised)".' }],
      verdict: 'fail',
      repaired: { input: { status: yellow, previous: yellow } },
    },
    {
      name: 'RED back to YELLOW',
      input: { status: yellow, previous: status({ health: 'RED', action: 'x' }) },
      errors: [{ reason: 'status_health_regressed', severity: 'blocker', line: 6, message: 'Health moved back from RED to YELLOW within phase "3 — Execute (Supervised)".' }],
      verdict: 'fail',
    },
    {
      name: 'Started rewritten',
      input: { status: status({ started: '2026-09-18T12:00:00' }), previous: status() },
      errors: [
        {
          reason: 'status_started_changed',
          severity: 'warning',
          line: 3,
          message: 'Started changed from 2026-09-18T11:34:00 to 2026-09-18T12:00:00; it is persisted across rewrites of one run.',
        },
      ],
      verdict: 'pass',
      repaired: { input: { status: status(), previous: status() } },
    },
  ],
});
