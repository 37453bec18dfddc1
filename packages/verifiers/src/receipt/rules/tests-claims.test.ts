import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, W, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

/** TRACE#2 becomes a READ of run.log, and the witness a grep of it. */
const noExec = withLine(W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2'), '2  EXEC', '  2  READ  run.log');
const EXEC_EXIT_1 = '  2  EXEC  `t`  exit=1  out=run.log#L1-L20';

ruleTester.run(receiptVerifier, 'receipt/tests-claims', {
  valid: [
    { name: 'tests claims citing the EXEC', input: BASE_V1, verdict: 'pass' },
    { name: 'no tests claim needs no EXEC', input: withLine(withLine(noExec, 'tests-ran', '  read=true  from=TRACE#2'), 'tests-pass', '  ok=true  from=run.log'), verdict: 'pass' },
    { name: 'a SKIPPED tests entry excuses the claims', input: insertAfter(withLine(noExec, 'tests-ran', '  tests-ran=true  from=TRACE#1'), '2  READ', '  3  SKIPPED  unit TESTS reason=no runner'), verdict: 'pass' },
    { name: 'tests-pass=false may cite a failing run', input: withLine(withLine(BASE_V1, 'tests-pass', '  tests-pass=false  from=TRACE#2'), '2  EXEC', EXEC_EXIT_1), verdict: 'pass' },
    { name: 'no exit= in the cited EXEC is fine', input: withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=TRACE#2').replace('exit=0  ', ''), verdict: 'pass' },
    {
      name: 'a tests claim citing no existing entry is left to claim-citations (switched off here), not a crash',
      input: withLine(withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#9'), 'tests-pass', '  tests-pass=true  from=TRACE#0'),
      rules: { 'receipt/claim-citations': 'off' },
      verdict: 'pass',
    },
  ],
  invalid: [
    {
      name: 'tests claims with neither EXEC nor SKIPPED tests',
      input: withLine(noExec, 'tests-ran', '  tests-ran=true  from=run.log'),
      errors: blocker('tests_claim_without_exec', 9, 'tests-ran/tests-pass claim but no EXEC and no SKIPPED tests entry'),
      verdict: 'fail',
      repaired: { input: insertAfter(withLine(noExec, 'tests-ran', '  tests-ran=true  from=run.log'), '2  READ', '  3  SKIPPED  tests reason=no runner') },
    },
    {
      name: 'only a SKIPPED entry excuses: a READ of a tests file does not',
      input: insertAfter(withLine(noExec, 'tests-ran', '  tests-ran=true  from=run.log'), '2  READ', '  3  READ  tests/plan.md'),
      errors: blocker('tests_claim_without_exec', 10, 'tests-ran/tests-pass claim but no EXEC and no SKIPPED tests entry'),
      verdict: 'fail',
      repaired: { input: insertAfter(withLine(noExec, 'tests-ran', '  tests-ran=true  from=run.log'), '2  READ', '  3  SKIPPED  tests/plan.md') },
    },
    {
      name: 'a SKIPPED entry that does not mention tests excuses nothing',
      input: insertAfter(withLine(noExec, 'tests-ran', '  tests-ran=true  from=run.log'), '2  READ', '  3  SKIPPED  lint reason=no linter'),
      errors: blocker('tests_claim_without_exec', 10, 'tests-ran/tests-pass claim but no EXEC and no SKIPPED tests entry'),
      verdict: 'fail',
      repaired: { input: insertAfter(withLine(noExec, 'tests-ran', '  tests-ran=true  from=run.log'), '2  READ', '  3  SKIPPED  lint and tests reason=no runner') },
    },
    {
      name: 'tests-ran citing the EDIT',
      input: withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#1'),
      errors: blocker('tests_claim_cites_non_exec', 9, 'CLAIM tests-ran cites TRACE#1 which is EDIT, not EXEC'),
      verdict: 'fail',
      repaired: { input: withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#2') },
    },
    {
      name: 'tests-pass=true over exit=1',
      input: withLine(withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=TRACE#2'), '2  EXEC', EXEC_EXIT_1),
      errors: blocker('tests_pass_nonzero_exit', 10, 'CLAIM tests-pass=true cites TRACE#2 with exit=1 (structural contradiction)'),
      verdict: 'fail',
      repaired: { input: withLine(withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=TRACE#2'), '2  EXEC', EXEC_EXIT_1.replace('exit=1', 'exit=0')) },
    },
    {
      name: 'tests-pass=true over exit=-1',
      input: withLine(withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=TRACE#2'), '2  EXEC', EXEC_EXIT_1.replace('exit=1', 'exit=-1')),
      errors: blocker('tests_pass_nonzero_exit', 10, /with exit=-1 /),
      verdict: 'fail',
    },
  ],
});
