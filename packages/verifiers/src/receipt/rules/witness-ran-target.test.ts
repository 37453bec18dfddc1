import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, W, blocker, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const blocked = (text: string) => withLine(text, 'VERDICT', 'VERDICT  BLOCKED  conf=0.35');
const withNext = (text: string, next: string) => withLine(text, 'NEXT', `NEXT       ${next}`);

ruleTester.run(receiptVerifier, 'receipt/witness-ran-target', {
  valid: [
    { name: 'exec cites an EXEC', input: BASE_V1, verdict: 'pass' },
    { name: 'a ranged grep citing the EXEC with a leading zero', input: W('grep:run.log#L1-L2  expect-fail=/boom!/  ran=TRACE#02'), verdict: 'pass' },
    { name: 'grep may cite a READ', input: withLine(W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2'), '2  EXEC', '  2  READ  run.log').replace(/ {2}tests-(ran|pass)=true {2,}from=\S+\n/g, ''), verdict: 'pass' },
    {
      name: 'grep may cite a WROTE',
      input: withLine(W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2'), '2  EXEC', `  2  WROTE  run.log  sha256:${'c'.repeat(64)}`).replace(/ {2}tests-(ran|pass)=true {2,}from=\S+\n/g, ''),
      verdict: 'pass',
    },
    { name: 'lint may cite any verb', input: W('lint:skip-declared  expect-fail=/boom!/  ran=TRACE#1'), verdict: 'pass' },
    { name: 'SKIPPED with the payload echoed in NEXT', input: withNext(W('exec:`make e2e`  expect-fail=/boom!/  ran=SKIPPED:no browser'), 'run `make e2e` on CI'), verdict: 'pass' },
    {
      name: 'NEXT lines are joined with a space: a payload may wrap',
      input: withNext(W('exec:`make e2e`  expect-fail=/boom!/  ran=SKIPPED:no browser'), 'run `make\ne2e` on CI'),
      verdict: 'pass',
    },
    { name: 'UNRUNNABLE with a known reason on BLOCKED', input: blocked(W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent')), verdict: 'pass' },
    ...['sandbox-restricted', 'tooling-absent', 'platform-incompatible', 'network-unreachable', 'service-unavailable', 'time-budget-exceeded', 'requires-human-input'].map((reason) => ({
      name: `UNRUNNABLE:${reason} is in the closed vocabulary`,
      input: blocked(W(`exec:\`x\`  expect-fail=/boom!/  ran=UNRUNNABLE:${reason}`)),
      verdict: 'pass' as const,
    })),
  ],
  invalid: [
    {
      name: 'UNRUNNABLE on PASS (colon not needed)',
      input: W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE'),
      errors: blocker('unrunnable_on_pass', 11, 'WITNESS ran=UNRUNNABLE not permitted on PASS'),
      verdict: 'fail',
      repaired: { input: blocked(W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent')) },
    },
    {
      name: 'UNRUNNABLE with a known reason on PASS',
      input: W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent'),
      errors: blocker('unrunnable_on_pass', 11, 'WITNESS ran=UNRUNNABLE not permitted on PASS'),
      verdict: 'fail',
      repaired: { input: blocked(W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent')) },
    },
    {
      name: 'TRACE# with a suffix',
      input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#2.'),
      errors: blocker('trace_ref_malformed', 11, "malformed TRACE# reference: 'TRACE#2.'"),
      verdict: 'fail',
      repaired: { input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#2') },
    },
    {
      name: 'a TRACE entry that does not exist',
      input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#7'),
      errors: blocker('witness_ran_unresolved', 11, 'WITNESS ran=TRACE#7 does not resolve'),
      verdict: 'fail',
      repaired: { input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#2') },
    },
    {
      name: 'exec citing an EDIT',
      input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#1'),
      errors: blocker('witness_exec_ran_not_exec', 11, 'WITNESS kind=exec requires ran= to point to EXEC (got EDIT)'),
      verdict: 'fail',
      repaired: { input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#2') },
    },
    {
      name: 'grep citing an EDIT',
      input: W('grep:run.log  expect-fail=/boom!/  ran=TRACE#1'),
      errors: blocker('witness_grep_ran_bad_verb', 11, 'WITNESS kind=grep requires ran= to point to EXEC/READ/WROTE (got EDIT)'),
      verdict: 'fail',
      repaired: { input: W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2') },
    },
    {
      name: 'SKIPPED without the payload in NEXT',
      input: W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:later'),
      errors: blocker('skipped_next_missing_payload', 11, "WITNESS ran=SKIPPED requires NEXT to contain witness payload verbatim; payload='`x`'  NEXT='(none)'"),
      verdict: 'fail',
      repaired: { input: withNext(W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:later'), 'run `x` later') },
    },
    {
      name: 'UNRUNNABLE with an unknown reason',
      input: blocked(W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:lazy')),
      errors: blocker('unrunnable_reason_unknown', 11, "UNRUNNABLE reason not in closed vocabulary: 'lazy'"),
      verdict: 'fail',
      repaired: { input: blocked(W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:time-budget-exceeded')) },
    },
    {
      name: 'SKIPPED without a colon',
      input: W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED'),
      errors: blocker('witness_ran_form_unknown', 11, "WITNESS ran= form unknown: 'SKIPPED'"),
      verdict: 'fail',
      repaired: { input: withNext(W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:x'), '`x`') },
    },
    {
      name: 'SKIPPED with no NEXT section at all, receipt/sections switched off',
      input: withLine(W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:later'), 'NEXT', null),
      rules: { 'receipt/sections': 'off' },
      errors: blocker('skipped_next_missing_payload', 11, "WITNESS ran=SKIPPED requires NEXT to contain witness payload verbatim; payload='`x`'  NEXT=''"),
      verdict: 'fail',
    },
    { name: 'trailing junk after the reference', input: W('exec:`x`  expect-fail=/boom!/  ran=TRACE#2 then'), errors: blocker('trace_ref_malformed', 11), verdict: 'fail' },
  ],
});
