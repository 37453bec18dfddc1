import { ruleTester } from '../../rule-tester.test-helpers.js';
import { run } from '../fixtures.test-helpers.js';
import { calibrationVerifier } from '../index.js';

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;
const missing = (line: number) =>
  ({ reason: 'calibration_identity_missing', severity: 'blocker', line, message: `Line ${line} lacks a non-blank run_id and skill; the other checks of the row were skipped.` }) as const;

ruleTester.run(calibrationVerifier, 'calibration/identity', {
  valid: [
    { name: 'one row', input: lines(run()), verdict: 'pass' },
    { name: 'the same run for two skills', input: lines(run(), run({ skill: 'red-team' })), verdict: 'pass' },
    { name: 'CRLF line ends', input: `${run()}\r\n${run({ run_id: 'r2' })}\r\n`, verdict: 'pass' },
    { name: 'lines that are no object are counted, not reported', input: lines(run(), 'not json', '[1, 2]'), verdict: 'pass' },
    { name: 'empty file', input: '', verdict: 'pass' },
  ],
  invalid: [
    { name: 'a blank run_id', input: lines(run({ run_id: '' })), errors: [missing(1)], verdict: 'fail', repaired: { input: lines(run()) } },
    { name: 'a run_id of spaces', input: lines(run(), run({ run_id: '   ' })), errors: [missing(2)], verdict: 'fail' },
    { name: 'a skill that is no string', input: lines(run({ skill: 3 })), errors: [missing(1)], verdict: 'fail' },
    { name: 'no skill at all', input: lines(run({ skill: undefined })), errors: [missing(1)], verdict: 'fail' },
    {
      name: 'a row without identity skips its other checks',
      input: lines(run({ run_id: null, artifact_type: 'script', predicted_falsifier: null })),
      errors: [missing(1)],
      verdict: 'fail',
    },
    {
      name: 'the same (run_id, skill) twice',
      input: lines(run(), run({ verdict: 'FAIL' })),
      errors: [{ reason: 'calibration_duplicate_identity', severity: 'blocker', line: 2, message: 'Line 2 repeats (run_id, skill) of line 1.' }],
      verdict: 'fail',
      repaired: { input: lines(run(), run({ run_id: '01923c4e-8f2a-7b3d' })) },
    },
    {
      name: 'three times: each repeat names the first',
      input: lines(run(), 'torn {', run(), run()),
      errors: [
        { reason: 'calibration_duplicate_identity', severity: 'blocker', line: 3, message: 'Line 3 repeats (run_id, skill) of line 1.' },
        { reason: 'calibration_duplicate_identity', severity: 'blocker', line: 4, message: 'Line 4 repeats (run_id, skill) of line 1.' },
      ],
      verdict: 'fail',
    },
  ],
});
