import { ruleTester } from '../../rule-tester.test-helpers.js';
import { markerText, markerWithout } from '../fixtures.test-helpers.js';
import { pipelineActiveVerifier } from '../index.js';

ruleTester.run(pipelineActiveVerifier, 'pipeline-active/fields', {
  valid: [
    { name: 'a valid marker', input: markerText(), verdict: 'pass' },
    { name: 'an offset start time', input: markerText({ start_time: '2026-09-18T14:00:00+02:00' }), verdict: 'pass' },
    { name: 'a start time without an offset (read as UTC)', input: markerText({ start_time: '2026-09-18 12:00' }), verdict: 'pass' },
    { name: 'a 64-hex baseline', input: markerText({ baseline_sha: 'ab'.repeat(32) }), verdict: 'pass' },
    { name: 'a spec marker has its own phases', input: markerText({ skill: 'spec', phase: 'draft' }), verdict: 'pass' },
    { name: 'an absent key is pipeline-active/shape\'s', input: markerWithout('start_time'), verdict: 'fail' },
    { name: 'not JSON: nothing to check', input: 'not json', verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a day-first start time',
      input: markerText({ start_time: '18/09/2026 12:00' }),
      errors: [{ reason: 'pipeline_marker_timestamp_invalid', severity: 'blocker', line: null, message: 'start_time "18/09/2026 12:00" is not an ISO-8601 date-time.', evidence: ['start_time'] }],
      verdict: 'fail',
      repaired: { input: markerText() },
    },
    { name: 'an impossible date', input: markerText({ start_time: '2026-02-30T12:00:00Z' }), errors: [{ reason: 'pipeline_marker_timestamp_invalid', severity: 'blocker', line: null }], verdict: 'fail' },
    {
      name: 'epoch seconds instead of a string',
      input: markerText({ start_time: 1758196800 }),
      errors: [{ reason: 'pipeline_marker_timestamp_invalid', severity: 'blocker', line: null, message: 'start_time 1758196800 is not an ISO-8601 date-time.' }],
      verdict: 'fail',
    },
    {
      name: 'HEAD instead of a commit id',
      input: markerText({ baseline_sha: 'HEAD' }),
      errors: [{ reason: 'pipeline_marker_baseline_sha_invalid', severity: 'warning', line: null, message: 'baseline_sha "HEAD" is not a 40- or 64-hex commit id.', evidence: ['baseline_sha'] }],
      verdict: 'pass',
      repaired: { input: markerText() },
    },
    { name: 'an abbreviated commit id', input: markerText({ baseline_sha: '65d83ac' }), errors: [{ reason: 'pipeline_marker_baseline_sha_invalid', severity: 'warning', line: null }], verdict: 'pass' },
    { name: 'upper-case hex', input: markerText({ baseline_sha: '65D83AC60EBC2E8E3A2C65B4253476F2F1DB80FA' }), errors: [{ reason: 'pipeline_marker_baseline_sha_invalid', severity: 'warning', line: null }], verdict: 'pass' },
    {
      name: 'a dispatch dir elsewhere',
      input: markerText({ dispatch_dir: '/tmp/dispatch/' }),
      errors: [{ reason: 'pipeline_marker_dispatch_dir_mismatch', severity: 'warning', line: null, message: 'dispatch_dir "/tmp/dispatch/" is not a /tmp/crucible-dispatch-<session-id>/ directory.', evidence: ['dispatch_dir'] }],
      verdict: 'pass',
      repaired: { input: markerText() },
    },
    { name: 'a nested dispatch dir', input: markerText({ dispatch_dir: '/tmp/crucible-dispatch-1/x/' }), errors: [{ reason: 'pipeline_marker_dispatch_dir_mismatch', severity: 'warning', line: null }], verdict: 'pass' },
    {
      name: 'a build phase by name',
      input: markerText({ phase: 'execute' }),
      errors: [{ reason: 'pipeline_marker_phase_invalid', severity: 'warning', line: null, message: 'A build marker\'s phase "execute" is not "1".."4".', evidence: ['phase'] }],
      verdict: 'pass',
      repaired: { input: markerText({ phase: '3' }) },
    },
    { name: 'a build phase as a number', input: markerText({ phase: 2 }), errors: [{ reason: 'pipeline_marker_phase_invalid', severity: 'warning', line: null, message: 'A build marker\'s phase 2 is not "1".."4".' }], verdict: 'pass' },
    {
      name: 'everything wrong: in field order',
      input: markerText({ start_time: 'now', baseline_sha: '', dispatch_dir: null, phase: '5' }),
      errors: [
        { reason: 'pipeline_marker_timestamp_invalid', severity: 'blocker', line: null },
        { reason: 'pipeline_marker_baseline_sha_invalid', severity: 'warning', line: null },
        { reason: 'pipeline_marker_dispatch_dir_mismatch', severity: 'warning', line: null, message: 'dispatch_dir null is not a /tmp/crucible-dispatch-<session-id>/ directory.' },
        { reason: 'pipeline_marker_phase_invalid', severity: 'warning', line: null },
      ],
      verdict: 'fail',
      repaired: { input: markerText() },
    },
  ],
});
