import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

/** Every exit and the one Verdict it carries (docs/rules/verdict-marker/verdict.md). */
const EXITS: Array<[string, string]> = [
  ['clean-pass', 'PASS'],
  ['siege-blocked', 'ESCALATED'],
  ['consensus-stagnation-pre-threshold', 'ESCALATED'],
  ['sustained-regression', 'SUSTAINED_REGRESSION'],
  ['no-op-fix', 'ESCALATED'],
  ['no-op-with-architectural-candidate', 'ESCALATED'],
  ['user-skipped', 'ESCALATED'],
  ['15-round-circuit-breaker', 'ESCALATED'],
  ['stagnation-judge', 'STAGNATION'],
  ['single-round-regression', 'ESCALATED'],
  ['diminishing-returns', 'ESCALATED'],
  ['architectural-block-from-fix-agent', 'ARCHITECTURAL'],
  ['persistent-finding-corroborated', 'STAGNATION'],
  ['caller-detected-failure', 'FAIL'],
  ['severity-counts-discrepancy', 'ESCALATED'],
];

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/verdict', {
  valid: [
    ...EXITS.map(([reason, verdict]) => ({ name: `${verdict} with ${reason}`, input: marker({ Verdict: verdict, Reason: reason }) })),
    { name: 'a legacy marker is not checked', input: 'Verdict: OK\nReason: vibes\n', verdict: 'pass' as const },
  ],
  invalid: [
    {
      name: 'a verdict that is no exit',
      input: marker({ Verdict: 'OK' }),
      errors: [
        { reason: 'marker_verdict_unknown', severity: 'blocker', line: 3, message: 'Verdict "OK" is not one of PASS, FAIL, STAGNATION, ESCALATED, ARCHITECTURAL, SUSTAINED_REGRESSION.' },
      ],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    { name: 'verdicts are upper case', input: marker({ Verdict: 'pass' }), errors: [{ reason: 'marker_verdict_unknown', severity: 'blocker', line: 3 }], verdict: 'fail' },
    {
      name: 'no Verdict line',
      input: marker({ Verdict: null }),
      errors: [{ reason: 'marker_verdict_unknown', severity: 'blocker', line: null, message: 'The marker has no Verdict.' }],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    {
      name: 'a PASS with the reason of a stagnation',
      input: marker({ Reason: 'stagnation-judge' }),
      errors: [{ reason: 'marker_reason_verdict_mismatch', severity: 'blocker', line: 4, message: 'Reason stagnation-judge belongs to Verdict STAGNATION, not PASS.' }],
      verdict: 'fail',
      repaired: { input: marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge' }) },
    },
    {
      name: 'an unknown reason',
      input: marker({ Reason: 'vibes' }),
      errors: [{ reason: 'marker_reason_verdict_mismatch', severity: 'blocker', line: 4, message: 'Reason "vibes" is not a known gate exit.' }],
      verdict: 'fail',
    },
    {
      name: 'no Reason: the finding points at the Verdict',
      input: marker({ Reason: null }),
      errors: [{ reason: 'marker_reason_verdict_mismatch', severity: 'blocker', line: 3, message: 'The marker has no Reason for Verdict PASS.' }],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    {
      name: 'a reason is not a prototype key',
      input: marker({ Verdict: 'FAIL', Reason: 'constructor' }),
      errors: [{ reason: 'marker_reason_verdict_mismatch', severity: 'blocker', line: 4, message: 'Reason "constructor" is not a known gate exit.' }],
      verdict: 'fail',
    },
  ],
});
