import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, BASE_V11, blocker } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const MALFORMED = "first line must start with 'RCPT v1 ' or 'RCPT v1.1 '";

ruleTester.run(receiptVerifier, 'receipt/header', {
  valid: [
    { name: 'a v1 receipt', input: BASE_V1, verdict: 'pass' },
    { name: 'a v1.1 receipt', input: BASE_V11, verdict: 'pass' },
    { name: 'CRLF line ends', input: BASE_V11.replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'the rest of the header is not validated', input: BASE_V1.replace('build/3-fixer', 'Any Thing \u0000 at all'), verdict: 'pass' },
    { name: 'a huge header rest', input: BASE_V1.replace('build/3-fixer', 'x'.repeat(200_000)), verdict: 'pass' },
    {
      name: 'switched off, it does not switch the later rules off',
      input: 'hello\nworld\n',
      rules: { 'receipt/header': 'off' },
      verdict: 'fail',
    },
  ],
  invalid: [
    { name: 'an empty text', input: '', errors: blocker('empty_receipt', null, 'empty receipt'), verdict: 'fail', repaired: { input: BASE_V1 } },
    { name: 'only line ends is not empty', input: '\n\n', errors: blocker('header_malformed', 1, MALFORMED), verdict: 'fail' },
    {
      name: 'two spaces after RCPT',
      input: BASE_V1.replace('RCPT v1 ', 'RCPT  v1 '),
      errors: blocker('header_malformed', 1, MALFORMED),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    { name: 'nothing after the version', input: BASE_V11.replace('RCPT v1.1 build/3-fixer', 'RCPT v1.1 '), errors: blocker('header_malformed', 1), verdict: 'fail' },
    { name: 'an unknown version', input: BASE_V1.replace('RCPT v1 ', 'RCPT v2 '), errors: blocker('header_malformed', 1), verdict: 'fail' },
    { name: 'a byte-order mark before RCPT', input: `\ufeff${BASE_V1}`, errors: blocker('header_malformed', 1), verdict: 'fail' },
    { name: 'prose instead of a receipt', input: 'All tests pass, trust me.\n', errors: blocker('header_malformed', 1), verdict: 'fail' },
  ],
});
