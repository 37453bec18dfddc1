import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

const dispatched = { SiegeDispatched: 'true', SiegeReason: 'detected' };

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/siege', {
  valid: [
    { name: 'no siege, no siege fields', input: marker(), verdict: 'pass' },
    { name: 'a dispatched siege that passed', input: marker({ ...dispatched, SiegeVerdict: 'PASS', SiegeFindings: '0' }), verdict: 'pass' },
    { name: 'a blocked siege escalates the gate', input: marker({ Verdict: 'ESCALATED', Reason: 'siege-blocked', ...dispatched, SiegeVerdict: 'ESCALATED', SiegeFindings: '2' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a siege verdict without a dispatched siege',
      input: marker({ SiegeVerdict: 'PASS' }),
      errors: [{ reason: 'marker_siege_fields', severity: 'blocker', line: 26, message: 'SiegeVerdict is present but SiegeDispatched is not true.' }],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    {
      name: 'a dispatched siege without its fields',
      input: marker(dispatched),
      errors: [
        { reason: 'marker_siege_fields', severity: 'blocker', line: 18, message: 'SiegeDispatched is true but SiegeVerdict is missing.' },
        { reason: 'marker_siege_fields', severity: 'blocker', line: 18, message: 'SiegeDispatched is true but SiegeFindings is missing.' },
      ],
      verdict: 'fail',
      repaired: { input: marker({ ...dispatched, SiegeVerdict: 'PASS', SiegeFindings: '0' }) },
    },
    {
      name: 'a gate PASS over a blocked siege',
      input: marker({ ...dispatched, SiegeVerdict: 'ESCALATED', SiegeFindings: '2' }),
      errors: [{ reason: 'marker_siege_fields', severity: 'blocker', line: 26, message: 'The gate says PASS although the dispatched siege returned ESCALATED.' }],
      verdict: 'fail',
      repaired: { input: marker({ Verdict: 'ESCALATED', Reason: 'siege-blocked', ...dispatched, SiegeVerdict: 'ESCALATED', SiegeFindings: '2' }) },
    },
  ],
});
