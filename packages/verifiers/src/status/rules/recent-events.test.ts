import { ruleTester } from '../../rule-tester.test-helpers.js';
import { status } from '../fixtures.test-helpers.js';
import { statusVerifier } from '../index.js';

const events = (count: number) => Array.from({ length: count }, (_, i) => `- [12:${String(50 - i * 5).padStart(2, '0')}] event ${i + 1}`);

ruleTester.run(statusVerifier, 'status/recent-events', {
  valid: [
    { name: 'two stamped events', input: { status: status() }, verdict: 'pass' },
    { name: 'five', input: { status: status({ events: events(5) }) }, verdict: 'pass' },
    { name: 'midnight and the last minute of the day', input: { status: status({ events: ['- [00:00] a', '- [23:59] b'] }) }, verdict: 'pass' },
    { name: 'no Recent Events section: nothing to check', input: { status: status().replace('## Recent Events', '## Task Progress') }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'six events',
      input: { status: status({ events: events(6) }) },
      errors: [{ reason: 'status_events_over_cap', severity: 'warning', line: 9, message: 'Recent Events lists 6 items; the writer keeps the newest 5.' }],
      verdict: 'pass',
      repaired: { input: { status: status({ events: events(5) }) } },
    },
    {
      name: 'an event without brackets',
      input: { status: status({ events: ['- 12:45 Task 3 reviewer signed off'] }) },
      errors: [{ reason: 'status_event_line_malformed', severity: 'warning', line: 10, message: 'Event line is not "- [HH:MM] <event>": - 12:45 Task 3 reviewer signed off' }],
      verdict: 'pass',
      repaired: { input: { status: status() } },
    },
    { name: 'hour 24', input: { status: status({ events: ['- [24:00] late'] }) }, errors: [{ reason: 'status_event_line_malformed', severity: 'warning', line: 10 }], verdict: 'pass' },
    { name: 'a stamp with nothing after it', input: { status: status({ events: ['- [12:45]'] }) }, errors: [{ reason: 'status_event_line_malformed', severity: 'warning', line: 10 }], verdict: 'pass' },
    {
      name: 'overridden to blocker, a malformed event closes the gate',
      input: { status: status({ events: ['prose about the run'] }) },
      rules: { 'status/recent-events': 'blocker' },
      errors: [{ reason: 'status_event_line_malformed', severity: 'blocker', line: 10 }],
      verdict: 'fail',
      repaired: { input: { status: status() } },
    },
  ],
});
