import { ruleTester } from '../../rule-tester.test-helpers.js';
import { RUN_ID, checked, reconciled } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const hint = "active-run.md must name this cairn's run-id (from its file name): one live cairn per project.";

ruleTester.run(cairnVerifier, 'cairn/active-run', {
  valid: [
    { name: 'the marker names this run', input: reconciled(), verdict: 'pass' },
    { name: 'only --active-run: Rule 3 alone runs', input: checked({}, { activeRun: `run-id: ${RUN_ID}` }), verdict: 'pass' },
    { name: 'no marker: a note, no finding', input: reconciled({}, { activeRun: undefined }), verdict: 'pass' },
    { name: 'a file name that is not cairn-<run-id>.md: skipped with a note', input: reconciled({}, { fileName: 'notes/today.md', activeRun: 'run-id: someone-else' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the marker names another run',
      input: reconciled({}, { activeRun: 'run-id: 2031-03-30T07-00-00\n' }),
      errors: [{ reason: 'cairn_active_run_mismatch', severity: 'blocker', line: null, message: `Rule 3: active run-id 2031-03-30T07-00-00 is not this cairn's run-id ${RUN_ID}.`, hint }],
      verdict: 'fail',
      repaired: { input: reconciled() },
    },
    {
      name: 'a marker without run-id',
      input: checked({}, { activeRun: 'started by ops' }),
      errors: [{ reason: 'cairn_active_run_mismatch', severity: 'blocker', line: null, message: 'Rule 3: the active-run marker has no "run-id: <id>" line.' }],
      verdict: 'fail',
      repaired: { input: checked({}, { activeRun: `run-id: ${RUN_ID}` }) },
    },
  ],
});
