import { ruleTester } from '../../rule-tester.test-helpers.js';
import { markerText, markerWithout } from '../fixtures.test-helpers.js';
import { pipelineActiveVerifier } from '../index.js';

const notJson = [{ reason: 'pipeline_marker_not_json', severity: 'blocker', line: null, message: 'The .pipeline-active marker is not a JSON object.' }] as const;
const missing = (key: string) => ({ reason: 'pipeline_marker_field_missing', severity: 'blocker', line: null, message: `The marker has no ${key}.`, evidence: [key] }) as const;

ruleTester.run(pipelineActiveVerifier, 'pipeline-active/shape', {
  valid: [
    { name: 'the eight keys', input: markerText(), verdict: 'pass' },
    { name: 'detached: an empty branch is still a branch key', input: markerText({ branch: '' }), verdict: 'pass' },
    { name: 'pretty-printed with a trailing newline', input: `${JSON.stringify(JSON.parse(markerText()), null, 2)}\n`, verdict: 'pass' },
  ],
  invalid: [
    { name: 'not JSON', input: '{pipeline_id: 1758196800,', errors: notJson, verdict: 'fail', repaired: { input: markerText() } },
    { name: 'empty file', input: '', errors: notJson, verdict: 'fail', repaired: { input: markerText() } },
    { name: 'a JSON array', input: `[${markerText()}]`, errors: notJson, verdict: 'fail' },
    { name: 'JSON null', input: 'null', errors: notJson, verdict: 'fail' },
    { name: 'a JSON string', input: '"build"', errors: notJson, verdict: 'fail' },
    { name: 'no dispatch_dir', input: markerWithout('dispatch_dir'), errors: [missing('dispatch_dir')], verdict: 'fail', repaired: { input: markerText() } },
    {
      name: 'an empty object: every key',
      input: '{}',
      errors: [missing('pipeline_id'), missing('skill'), missing('phase'), missing('start_time'), missing('scratch_dir'), missing('dispatch_dir'), missing('branch'), missing('baseline_sha')],
      verdict: 'fail',
    },
  ],
});
