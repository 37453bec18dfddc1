import { ruleTester } from '../../rule-tester.test-helpers.js';
import { run } from '../fixtures.test-helpers.js';
import { calibrationVerifier } from '../index.js';

ruleTester.run(calibrationVerifier, 'calibration/predicted-falsifier', {
  valid: [
    { name: 'a Tier-A PASS code row with its predicate', input: run(), verdict: 'pass' },
    { name: 'a backfilled row may have none', input: run({ predicted_falsifier: null, backfilled: true }), verdict: 'pass' },
    { name: 'an escalation needs none', input: run({ predicted_falsifier: null, verdict: 'ESCALATED' }), verdict: 'pass' },
    { name: 'a design row needs none', input: run({ predicted_falsifier: null, artifact_type: 'design' }), verdict: 'pass' },
    { name: 'a Tier-B row needs none', input: run({ predicted_falsifier: null, tier: 'B', severity_histogram: null, would_have_shipped_without_gate: null, highest_finding: null, findings_count: null, confidence: null, rounds: null }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a Tier-A PASS code row without a predicate',
      input: run({ predicted_falsifier: null }),
      errors: [{ reason: 'calibration_predicted_falsifier_missing', severity: 'warning', line: 1, message: 'Line 1: a Tier-A PASS code row has no predicted_falsifier.' }],
      verdict: 'pass',
      repaired: { input: run() },
    },
    {
      name: 'a FAIL code row, the key left out',
      input: run({ predicted_falsifier: undefined, verdict: 'FAIL' }),
      errors: [{ reason: 'calibration_predicted_falsifier_missing', severity: 'warning', line: 1, message: 'Line 1: a Tier-A FAIL code row has no predicted_falsifier.' }],
      verdict: 'pass',
    },
    {
      name: 'the retired sentinel',
      input: run({ predicted_falsifier: '<DEFERRED:pre-phase-7>' }),
      errors: [{ reason: 'calibration_deferred_sentinel', severity: 'warning', line: 1, message: 'Line 1: predicted_falsifier is the retired sentinel <DEFERRED:pre-phase-7>.' }],
      verdict: 'pass',
      repaired: { input: run({ predicted_falsifier: 'revert of artifact_hash=3f3f within 14d' }) },
    },
    {
      name: 'overridden to blocker, a missing predicate closes the gate',
      input: run({ predicted_falsifier: null }),
      rules: { 'calibration/predicted-falsifier': 'blocker' },
      errors: [{ reason: 'calibration_predicted_falsifier_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
      repaired: { input: run() },
    },
  ],
});
