import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, H, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const EXEC = (line: string) => withLine(BASE_V1, '2  EXEC', line);
const GOOD_EXEC = '  2  EXEC  `t`  out=run.log#L1-L20';
const after = (line: string) => insertAfter(BASE_V1, '2  EXEC', line);

ruleTester.run(receiptVerifier, 'receipt/trace-entries', {
  valid: [
    { name: 'EDIT with a sha256 and EXEC with a declared range', input: BASE_V1, verdict: 'pass' },
    { name: 'exit= and dur= are not required', input: EXEC(GOOD_EXEC), verdict: 'pass' },
    { name: 'a byte range of exactly 4096', input: EXEC('  2  EXEC  `t`  out=run.log#B1-B4097'), verdict: 'pass' },
    { name: '52 lines are estimated at 4080 bytes', input: EXEC('  2  EXEC  `t`  out=run.log#L1-L52'), verdict: 'pass' },
    { name: 'trailing text after the range', input: EXEC('  2  EXEC  `t`  out=run.log#L1-L5,x  mode=fast'), verdict: 'pass' },
    { name: 'a DISPATCHED with its child hash', input: after(`  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${H('d')}`), verdict: 'pass' },
    { name: 'READ, CONSULTED and SKIPPED are not checked', input: after('  3  READ  a.md\n  4  CONSULTED  docs\n  5  SKIPPED  lint reason=slow'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'mixed range kinds',
      input: EXEC('  2  EXEC  `pnpm test`  exit=0  out=run.log#L1-B5'),
      errors: blocker('exec_out_missing_or_bad', 7, 'EXEC missing out= or bad range: `pnpm test`  exit=0  out=run.log#L1-B5'),
      verdict: 'fail',
      repaired: { input: EXEC('  2  EXEC  `pnpm test`  exit=0  out=run.log#L1-L5') },
    },
    { name: 'no out= at all', input: EXEC('  2  EXEC  `t`  exit=0'), errors: blocker('exec_out_missing_or_bad', 7), verdict: 'fail' },
    { name: 'a second range after the first', input: EXEC('  2  EXEC  `t`  out=run.log#L1-L2#L3-L4'), errors: blocker('exec_out_missing_or_bad', 7), verdict: 'fail' },
    {
      name: 'an end past int()’s 4300 digits',
      input: EXEC(`  2  EXEC  \`t\`  out=run.log#L1-L${'1'.repeat(4301)}`),
      errors: blocker('exec_range_int_unusable', 7, /^EXEC out= range end is not a usable integer: '1{40}'… \(Exceeds the limit \(4300 digits\)/),
      verdict: 'fail',
      repaired: { input: EXEC(GOOD_EXEC) },
    },
    {
      name: 'a start past int()’s 4300 digits',
      input: EXEC(`  2  EXEC  \`t\`  out=run.log#L${'1'.repeat(4301)}-L1`),
      errors: blocker('exec_range_int_unusable', 7, /^EXEC out= range start is not a usable integer: '1{40}'… \(Exceeds the limit \(4300 digits\)/),
      verdict: 'fail',
    },
    {
      name: 'a range that runs backwards',
      input: EXEC('  2  EXEC  `t`  out=run.log#L5-L1'),
      errors: blocker('exec_range_negative', 7, 'EXEC range negative: `t`  out=run.log#L5-L1'),
      verdict: 'fail',
      repaired: { input: EXEC('  2  EXEC  `t`  out=run.log#L1-L5') },
    },
    {
      name: '53 lines are estimated past 4 KiB',
      input: EXEC('  2  EXEC  `t`  out=run.log#L1-L53'),
      errors: blocker('exec_range_too_large', 7, 'EXEC range exceeds 4 KiB: `t`  out=run.log#L1-L53'),
      verdict: 'fail',
      repaired: { input: EXEC('  2  EXEC  `t`  out=run.log#L1-L52') },
    },
    { name: 'a byte range of 4097', input: EXEC('  2  EXEC  `t`  out=run.log#B1-B4098'), errors: blocker('exec_range_too_large', 7), verdict: 'fail' },
    {
      name: 'an undeclared out= artifact',
      input: EXEC('  2  EXEC  `t`  out=other.log#L1-L5'),
      errors: blocker('exec_out_not_declared', 7, 'EXEC out= artifact not in ARTIFACTS: other.log'),
      verdict: 'fail',
      repaired: { input: EXEC('  2  EXEC  `t`  out=run.log#L1-L5') },
    },
    {
      name: 'an EDIT without a hash',
      input: withLine(BASE_V1, '1  EDIT', '  1  EDIT  src/a.ts'),
      errors: blocker('edit_wrote_missing_sha', 6, 'EDIT missing sha256: src/a.ts'),
      verdict: 'fail',
      repaired: { input: withLine(BASE_V1, '1  EDIT', `  1  EDIT  src/a.ts  sha256:${H('b')}`) },
    },
    {
      name: 'an EDIT whose hash is short of 64 hex digits',
      input: withLine(BASE_V1, '1  EDIT', `  1  EDIT  src/a.ts  sha256:${'b'.repeat(63)}`),
      errors: blocker('edit_wrote_missing_sha', 6, /^EDIT missing sha256: /),
      verdict: 'fail',
      repaired: { input: withLine(BASE_V1, '1  EDIT', `  1  EDIT  src/a.ts  sha256:${H('b')}`) },
    },
    {
      name: 'a DISPATCHED whose child hash is short of 64 hex digits',
      input: after(`  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${'d'.repeat(12)}`),
      errors: blocker('dispatched_missing_rcpt_sha', 8, /^DISPATCHED missing rcpt-sha256: /),
      verdict: 'fail',
      repaired: { input: after(`  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${H('d')}`) },
    },
    { name: 'a WROTE with an upper-case hash', input: after(`  3  WROTE  out.txt  sha256:${H('B')}`), errors: blocker('edit_wrote_missing_sha', 8, /^WROTE missing sha256: /), verdict: 'fail' },
    {
      name: 'a DISPATCHED without its child hash',
      input: after('  3  DISPATCHED  qa/7-probe  verdict=PASS'),
      errors: blocker('dispatched_missing_rcpt_sha', 8, 'DISPATCHED missing rcpt-sha256: qa/7-probe  verdict=PASS'),
      verdict: 'fail',
      repaired: { input: after(`  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${H('d')}`) },
    },
  ],
});
