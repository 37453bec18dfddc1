import { ruleTester } from '../../rule-tester.test-helpers.js';
import { run, tierB } from '../fixtures.test-helpers.js';
import { calibrationVerifier } from '../index.js';

const withoutKey = (key: string) => {
  const row = JSON.parse(run(tierB)) as Record<string, unknown>;
  delete row[key];
  return JSON.stringify(row);
};
const paths = (count: number) => Array.from({ length: count }, (_, i) => `src/f${i}.ts`);

ruleTester.run(calibrationVerifier, 'calibration/fields', {
  valid: [
    { name: 'a Tier-A code row', input: run(), verdict: 'pass' },
    { name: 'a Tier-B stub with the nine keys null', input: run(tierB), verdict: 'pass' },
    ...['code', 'design', 'plan', 'hypothesis', 'mockup', 'translation', 'other'].map((type) => ({ name: `artifact_type ${type}`, input: run({ artifact_type: type, predicted_falsifier: null }) })),
    { name: 'a Significant makes WHS true', input: run({ severity_histogram: { fatal: 0, significant: 1, minor: 0, nit: 0 }, would_have_shipped_without_gate: true }), verdict: 'pass' },
    { name: 'no histogram and no WHS: both unknown', input: run({ severity_histogram: null, would_have_shipped_without_gate: undefined }), verdict: 'pass' },
    { name: 'exactly 500 gated files', input: run({ gated_files: paths(500), gated_files_truncated: 1 }), verdict: 'pass' },
    { name: 'a 256-character finding', input: run({ highest_finding: 'é'.repeat(256) }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an artifact type that is not one of the seven',
      input: run({ artifact_type: 'script' }),
      errors: [{ reason: 'calibration_artifact_type_invalid', severity: 'blocker', line: 1, message: 'Line 1: artifact_type "script" is not one of code, design, plan, hypothesis, mockup, translation, other.' }],
      verdict: 'fail',
      repaired: { input: run() },
    },
    {
      name: 'no artifact type',
      input: run({ artifact_type: undefined, predicted_falsifier: null }),
      errors: [{ reason: 'calibration_artifact_type_invalid', severity: 'blocker', line: 1, message: 'Line 1: artifact_type missing is not one of code, design, plan, hypothesis, mockup, translation, other.' }],
      verdict: 'fail',
    },
    {
      name: 'WHS chosen, not computed',
      input: run({ would_have_shipped_without_gate: true }),
      errors: [{ reason: 'calibration_whs_inconsistent', severity: 'blocker', line: 1, message: 'Line 1: would_have_shipped_without_gate is true, the histogram makes it false.' }],
      verdict: 'fail',
      repaired: { input: run() },
    },
    {
      name: 'WHS without a histogram',
      input: run({ severity_histogram: null }),
      errors: [{ reason: 'calibration_whs_inconsistent', severity: 'blocker', line: 1, message: 'Line 1: would_have_shipped_without_gate is false, the histogram makes it null.' }],
      verdict: 'fail',
    },
    {
      name: 'a Fatal counted as not shipping',
      input: run({ severity_histogram: { fatal: 1, significant: 0, minor: 0, nit: 0 } }),
      errors: [{ reason: 'calibration_whs_inconsistent', severity: 'blocker', line: 1, message: 'Line 1: would_have_shipped_without_gate is false, the histogram makes it true.' }],
      verdict: 'fail',
    },
    {
      name: 'a Tier-B stub without rounds',
      input: withoutKey('rounds'),
      errors: [{ reason: 'calibration_tier_b_key_absent', severity: 'blocker', line: 1, message: 'Line 1: the Tier-B row omits rounds; stubs write it explicitly as null.', evidence: ['rounds'] }],
      verdict: 'fail',
      repaired: { input: run(tierB) },
    },
    {
      name: '501 gated files',
      input: run({ gated_files: paths(501) }),
      errors: [{ reason: 'calibration_gated_files_over_cap', severity: 'blocker', line: 1, message: 'Line 1: gated_files stores 501 paths; the cap is 500.' }],
      verdict: 'fail',
      repaired: { input: run({ gated_files: paths(500), gated_files_truncated: 1 }) },
    },
    {
      name: 'a 257-character finding',
      input: run({ highest_finding: 'x'.repeat(257) }),
      errors: [{ reason: 'calibration_highest_finding_over_cap', severity: 'blocker', line: 1, message: 'Line 1: highest_finding is 257 chars; the cap is 256.' }],
      verdict: 'fail',
      repaired: { input: run({ highest_finding: 'x'.repeat(256) }) },
    },
    {
      name: 'a line over 16384 bytes, counted in UTF-8',
      input: run({ comment: 'é'.repeat(8_000) }),
      errors: [{ reason: 'calibration_line_oversize', severity: 'blocker', line: 1, message: /^Line 1 is 16\d{3} bytes; an encoded row over 16384 bytes is rejected \(L-8\)\.$/ }],
      verdict: 'fail',
      repaired: { input: run({ comment: 'é'.repeat(7_000) }) },
    },
    {
      name: 'the second row, with its line',
      input: `${run()}\n\n${run({ run_id: 'r2', artifact_type: 'binary', predicted_falsifier: null })}\n`,
      errors: [{ reason: 'calibration_artifact_type_invalid', severity: 'blocker', line: 3 }],
      verdict: 'fail',
    },
  ],
});
