import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, NO_ARTIFACTS, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const after = (line: string) => insertAfter(BASE_V1, 'tests-pass', line);

ruleTester.run(receiptVerifier, 'receipt/claims', {
  valid: [
    { name: 'two claims', input: BASE_V1, verdict: 'pass' },
    { name: '(none) alone', input: NO_ARTIFACTS, verdict: 'pass' },
    { name: 'each pattern= form', input: after('  a=1  from=TRACE#1  pattern="x y"\n  b=2  from=TRACE#1  pattern=/x y/\n  c=3  from=TRACE#1  pattern=raw'), verdict: 'pass' },
    { name: 'a value with = in it', input: after('  url=a=b  from=TRACE#1'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: '(none) next to claims',
      input: insertAfter(BASE_V1, 'CLAIMS', '  (none)'),
      errors: blocker('none_sentinel_not_alone', 9, 'CLAIMS (none) is the empty-set sentinel and must be the only entry'),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    {
      name: 'a key without =value',
      input: after('  fix-verified  from=TRACE#2'),
      errors: blocker('claim_malformed', 11, "CLAIM malformed: '  fix-verified  from=TRACE#2'"),
      verdict: 'fail',
      repaired: { input: after('  fix-verified=yes  from=TRACE#2') },
    },
    { name: 'no from=', input: after('  done=true'), errors: blocker('claim_malformed', 11), verdict: 'fail' },
    { name: 'text after the pattern', input: after('  a=1  from=TRACE#1  pattern="x"  extra'), errors: blocker('claim_malformed', 11), verdict: 'fail' },
    { name: 'CLAIMS: makes its rest a claim line', input: BASE_V1.replace('CLAIMS\n', 'CLAIMS:\n'), errors: blocker('claim_malformed', 8, "CLAIM malformed: ':'"), verdict: 'fail' },
    { name: 'a claim that ends in a tab-separated word', input: withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=run.log#L18-L20\tok'), errors: blocker('claim_malformed', 10), verdict: 'fail' },
  ],
});
