import { ruleTester } from '../../rule-tester.test-helpers.js';
import { manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const file = 'handoff-1-to-2.md';

ruleTester.run(handoffVerifier, 'handoff/fields', {
  valid: [
    { name: 'a UTC timestamp, feature mode', input: manifest(1), file, verdict: 'pass' },
    { name: 'refactor mode', input: manifest(1, { mode: 'refactor' }), file, verdict: 'pass' },
    { name: 'an offset timestamp', input: manifest(1, { timestamp: '2026-09-18T15:44:09+02:00' }), file, verdict: 'pass' },
    { name: 'no boundary: nothing else is checked', input: manifest(1, { header: '# Phase Handoff: 1 → 3', mode: 'hybrid', timestamp: 'soon' }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a timestamp in words',
      input: manifest(1, { timestamp: 'yesterday afternoon' }),
      file,
      errors: [{ reason: 'handoff_timestamp_invalid', severity: 'blocker', line: 2, message: '**Timestamp:** "yesterday afternoon" is not an ISO-8601 date-time.' }],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
    { name: 'a date that does not exist', input: manifest(1, { timestamp: '2026-02-30T10:00:00Z' }), file, errors: [{ reason: 'handoff_timestamp_invalid', severity: 'blocker', line: 2 }], verdict: 'fail' },
    {
      name: 'no Timestamp line',
      input: manifest(1, { timestamp: '' }),
      file,
      errors: [{ reason: 'handoff_timestamp_invalid', severity: 'blocker', line: null, message: 'The manifest has no **Timestamp:** line.' }],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
    {
      name: 'a mode the pipeline does not have',
      input: manifest(1, { mode: 'hybrid' }),
      file,
      errors: [{ reason: 'handoff_mode_invalid', severity: 'blocker', line: 4, message: '**Mode:** "hybrid" is not feature or refactor.' }],
      verdict: 'fail',
      repaired: { input: manifest(1, { mode: 'refactor' }) },
    },
    { name: 'modes are lower case', input: manifest(1, { mode: 'Feature' }), file, errors: [{ reason: 'handoff_mode_invalid', severity: 'blocker', line: 4 }], verdict: 'fail' },
    {
      name: 'no Mode line',
      input: manifest(1, { mode: '' }),
      file,
      errors: [{ reason: 'handoff_mode_invalid', severity: 'blocker', line: null, message: 'The manifest has no **Mode:** line.' }],
      verdict: 'fail',
    },
    {
      name: 'both missing',
      input: manifest(1, { mode: '', timestamp: '' }),
      file,
      errors: [
        { reason: 'handoff_timestamp_invalid', severity: 'blocker', line: null },
        { reason: 'handoff_mode_invalid', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
  ],
});
