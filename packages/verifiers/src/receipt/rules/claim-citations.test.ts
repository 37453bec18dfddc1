import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const C = (line: string) => insertAfter(BASE_V1, 'tests-pass', line);

ruleTester.run(receiptVerifier, 'receipt/claim-citations', {
  valid: [
    { name: 'TRACE#2 and a declared artifact', input: BASE_V1, verdict: 'pass' },
    { name: 'a leading zero in TRACE#', input: C('  touched=yes  from=TRACE#01'), verdict: 'pass' },
    { name: 'an artifact without #', input: C('  logged=yes  from=run.log'), verdict: 'pass' },
    { name: 'a 12-hex receipt prefix', input: C('  prior=ok  from=0123456789ab#anything'), verdict: 'pass' },
    { name: 'a range is never bounded', input: C('  x=1  from=run.log#L900-L1'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'TRACE# with a suffix',
      input: withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#2x'),
      errors: blocker('trace_ref_malformed', 9, "malformed TRACE# reference: 'TRACE#2x'"),
      verdict: 'fail',
      repaired: { input: withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#2') },
    },
    { name: 'TRACE# with Arabic-Indic digits (ASCII only here)', input: C('  x=1  from=TRACE#٢'), errors: blocker('trace_ref_malformed', 11), verdict: 'fail' },
    {
      name: 'a TRACE entry that does not exist',
      input: C('  x=1  from=TRACE#9'),
      errors: blocker('claim_trace_unresolved', 11, 'CLAIM citation TRACE#9 does not resolve'),
      verdict: 'fail',
      repaired: { input: C('  x=1  from=TRACE#1') },
    },
    { name: 'TRACE#0', input: C('  x=1  from=TRACE#000'), errors: blocker('claim_trace_unresolved', 11, 'CLAIM citation TRACE#0 does not resolve'), verdict: 'fail' },
    {
      name: 'an undeclared artifact',
      input: C('  x=1  from=other.log#L1'),
      errors: blocker('claim_artifact_not_declared', 11, 'CLAIM citation artifact not listed: other.log'),
      verdict: 'fail',
      repaired: { input: C('  x=1  from=run.log#L1') },
    },
    {
      // The artifact is what precedes the first #: here nothing, whatever ARTIFACTS declares.
      name: 'a citation starting with # names no artifact, even next to an artifact called #notes',
      input: insertAfter(C('  x=1  from=#notes'), 'run.log', `  #notes  sha256:${'c'.repeat(64)}  10`),
      errors: blocker('claim_artifact_not_declared', 12, 'CLAIM citation artifact not listed: '),
      verdict: 'fail',
      repaired: { input: insertAfter(C('  x=1  from=notes#L1'), 'run.log', `  notes  sha256:${'c'.repeat(64)}  10`) },
    },
    { name: 'trace#1 is not a TRACE reference', input: C('  x=1  from=trace#1'), errors: blocker('claim_artifact_not_declared', 11, 'CLAIM citation artifact not listed: trace'), verdict: 'fail' },
    {
      // Only a name that is exactly 12 lower-case hex digits is a receipt prefix.
      name: 'a name ending in 12 hex digits is a name, not a receipt prefix',
      input: C('  x=1  from=build-0123456789ab#L1'),
      errors: blocker('claim_artifact_not_declared', 11, 'CLAIM citation artifact not listed: build-0123456789ab'),
      verdict: 'fail',
      repaired: { input: C('  x=1  from=0123456789ab#L1') },
    },
    { name: 'a name starting with 12 hex digits is a name', input: C('  x=1  from=0123456789abc'), errors: blocker('claim_artifact_not_declared', 11, 'CLAIM citation artifact not listed: 0123456789abc'), verdict: 'fail' },
    { name: 'an upper-case hex prefix is a name', input: C('  x=1  from=0123456789AB#L1'), errors: blocker('claim_artifact_not_declared', 11), verdict: 'fail' },
  ],
});
