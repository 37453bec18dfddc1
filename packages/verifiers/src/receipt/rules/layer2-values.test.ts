import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V11, W11, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const T = (value: string) => withLine(BASE_V11, 'TRIPWIRE:', `TRIPWIRE:  ${value}`);
const PREFIX = '0123456789ab';
/** A v1.1 receipt that supersedes PREFIX with a justifying claim (line 11) and the given witness (line 12). */
const superseding = (witness = 'exec:`pnpm test clock`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2') =>
  withLine(insertAfter(W11(witness), 'tests-pass', `  retired=true  from=${PREFIX}#L1`), 'SUPERSEDES:', `SUPERSEDES: ${PREFIX}`);
/** A supersession whose witness was skipped (its payload echoed in NEXT, as receipt/witness-ran-target wants). */
const skipped = withLine(superseding('exec:`make e2e`  expect-fail=/boom!/  ran=SKIPPED:no browser'), 'NEXT', 'NEXT       run `make e2e` on CI');
const blocked = (text: string) => withLine(text, 'VERDICT', 'VERDICT  BLOCKED  conf=0.35');

ruleTester.run(receiptVerifier, 'receipt/layer2-values', {
  valid: [
    { name: 'two known predicates', input: BASE_V11, verdict: 'pass' },
    { name: 'TRIPWIRE: none on a clean PASS', input: withLine(T('none'), 'SUSPICION', 'SUSPICION  0.00'), verdict: 'pass' },
    { name: 'eight glob entries', input: T('wrote(a,b,c,d,e,f,g,h)'), verdict: 'pass' },
    { name: 'suspicion>=1.2.3 is accepted', input: T('suspicion>=1.2.3 | exec-exit!=0 | verdict=FAIL | peer-dispatch-disagrees(count)'), verdict: 'pass' },
    { name: 'a justified supersession with a run exec witness', input: superseding(), verdict: 'pass' },
    { name: 'no TRIPWIRE line, receipt/layer2-lines switched off', input: withLine(BASE_V11, 'TRIPWIRE:', null), rules: { 'receipt/layer2-lines': 'off' }, verdict: 'pass' },
    {
      name: 'a justified supersession whose witness lacks ran=, receipt/witness-syntax switched off',
      input: superseding('exec:`pnpm test clock`  expect-fail=/[1-9]\\d* failed/'),
      rules: { 'receipt/witness-syntax': 'off' },
      verdict: 'pass',
    },
  ],
  invalid: [
    {
      name: 'no SUSPICION token',
      input: withLine(BASE_V11, 'SUSPICION', 'SUSPICION'),
      errors: blocker('suspicion_empty', 12, 'SUSPICION body empty'),
      verdict: 'fail',
      repaired: { input: BASE_V11 },
    },
    {
      name: 'no SUSPICION section, receipt/sections switched off',
      input: withLine(BASE_V11, 'SUSPICION', null),
      rules: { 'receipt/sections': 'off' },
      errors: blocker('suspicion_empty', null, 'SUSPICION body empty'),
      verdict: 'fail',
    },
    {
      name: 'TRIPWIRE: none with suspicion 0.05',
      input: T('none'),
      errors: blocker('tripwire_none_not_clean', 14, 'TRIPWIRE: none requires VERDICT=PASS and SUSPICION=0.00 (got PASS+0.05)'),
      verdict: 'fail',
      repaired: { input: withLine(T('none'), 'SUSPICION', 'SUSPICION  0.00') },
    },
    {
      name: 'an empty piece',
      input: T('wrote(a) || always'),
      errors: blocker('tripwire_predicate_unknown', 14, "v1.1 TRIPWIRE unknown predicate: ''"),
      verdict: 'fail',
      repaired: { input: T('wrote(a) | always') },
    },
    {
      name: 'TRIPWIRE: none on a FAIL with suspicion 0.00',
      input: withLine(withLine(T('none'), 'SUSPICION', 'SUSPICION  0.00'), 'VERDICT', 'VERDICT  FAIL  conf=0.85'),
      errors: blocker('tripwire_none_not_clean', 14, 'TRIPWIRE: none requires VERDICT=PASS and SUSPICION=0.00 (got FAIL+0.00)'),
      verdict: 'fail',
      repaired: { input: withLine(withLine(T('always'), 'SUSPICION', 'SUSPICION  0.00'), 'VERDICT', 'VERDICT  FAIL  conf=0.85') },
    },
    { name: 'none inside a list', input: T('always | none'), errors: blocker('tripwire_predicate_unknown', 14, "v1.1 TRIPWIRE unknown predicate: 'none'"), verdict: 'fail' },
    { name: 'a TRIPWIRE-CHILD piece', input: `${BASE_V11}TRIPWIRE-CHILD: sometimes\n`, errors: blocker('tripwire_predicate_unknown', 16, "v1.1 TRIPWIRE unknown predicate: 'sometimes'"), verdict: 'fail' },
    {
      name: 'nine glob entries through braces',
      input: T('wrote({p,q,r,s,t},{u,v,w,x})'),
      errors: blocker('tripwire_glob_cap', 14, 'v1.1 glob entries exceed cap (8): wrote({p,q,r,s,t},{u,v,w,x})'),
      verdict: 'fail',
      repaired: { input: T('wrote({p,q,r,s,t},{u,v,w})') },
    },
    { name: 'every piece is vocabulary-checked before any cap', input: T('read(a,b,c,d,e,f,g,h,i) | bogus'), errors: blocker('tripwire_predicate_unknown', 14, "v1.1 TRIPWIRE unknown predicate: 'bogus'"), verdict: 'fail' },
    {
      name: 'a prefix no claim cites',
      input: withLine(BASE_V11, 'SUPERSEDES:', `SUPERSEDES: ${PREFIX}`),
      errors: blocker('supersedes_unjustified', 15, `SUPERSEDES prefix ${PREFIX} lacks CLAIMS justification (expected a from=${PREFIX}#… citation)`),
      verdict: 'fail',
      repaired: { input: superseding() },
    },
    {
      name: 'a from= hidden in a pattern= does not count',
      input: withLine(insertAfter(BASE_V11, 'tests-pass', `  x=1  from=TRACE#1  pattern=from=${PREFIX}#L1`), 'SUPERSEDES:', `SUPERSEDES: ${PREFIX}`),
      errors: blocker('supersedes_unjustified', 16),
      verdict: 'fail',
    },
    {
      name: 'a lint witness',
      input: superseding('lint:trace-consistent  expect-fail=/boom!/  ran=TRACE#2'),
      errors: blocker('supersedes_lint_witness', 12, /^SUPERSEDES requires WITNESS kind in \{exec, grep\}, got lint \(witness-evidence requirement/),
      verdict: 'fail',
      repaired: { input: superseding() },
    },
    {
      name: 'a deferred witness',
      input: blocked(superseding('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent')),
      errors: blocker('supersedes_deferred_witness', 12, /^SUPERSEDES requires witness ran=TRACE#N, got ran='UNRUNNABLE:tooling-absent' \(/),
      verdict: 'fail',
      repaired: { input: blocked(superseding('exec:`x`  expect-fail=/boom!/  ran=TRACE#2')) },
    },
    {
      name: 'TRIPWIRE: none with no verdict, receipt/verdict switched off',
      input: withLine(withLine(T('none'), 'SUSPICION', 'SUSPICION  0.00'), 'VERDICT', 'VERDICT'),
      rules: { 'receipt/verdict': 'off' },
      errors: blocker('tripwire_none_not_clean', 14, 'TRIPWIRE: none requires VERDICT=PASS and SUSPICION=0.00 (got +0.00)'),
      verdict: 'fail',
    },
    {
      name: 'a skipped witness',
      input: skipped,
      errors: blocker('supersedes_deferred_witness', 12, /^SUPERSEDES requires witness ran=TRACE#N, got ran='SKIPPED:no browser' \(/),
      verdict: 'fail',
      repaired: { input: withLine(skipped, 'SUPERSEDES:', 'SUPERSEDES: none') },
    },
  ],
});
