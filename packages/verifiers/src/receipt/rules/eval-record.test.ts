import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, blocker, evalLineVerifier, record } from '../fixtures.test-helpers.js';

ruleTester.run(evalLineVerifier, 'receipt/eval-record', {
  valid: [
    { name: 'a record with a receipt', input: record(BASE_V1), verdict: 'pass' },
    { name: 'dispatch_id spelled with an underscore', input: JSON.stringify({ dispatch_id: 'x', receipt: BASE_V1 }), verdict: 'pass' },
    { name: 'Python JSON: NaN outside strings', input: `{"receipt": ${JSON.stringify(BASE_V1)}, "score": NaN}`, verdict: 'pass' },
    { name: 'the last duplicate key wins', input: `{"receipt": "", "receipt": ${JSON.stringify(BASE_V1)}}`, verdict: 'pass' },
    { name: 'a receipt that fails is the receipt rules’ concern', input: record('RCPT v1 x\nVERDICT maybe'), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'an empty receipt field',
      input: record(''),
      errors: blocker('receipt_empty', null, 'the record has no receipt (empty or missing receipt field)'),
      verdict: 'fail',
      repaired: { input: record(BASE_V1) },
    },
    { name: 'no receipt field', input: '{"dispatch-id": "r-9"}', errors: blocker('receipt_empty', null), verdict: 'fail' },
    {
      name: 'a line that is not JSON',
      input: '{"receipt": "RCPT v1',
      errors: blocker('eval_malformed_json', null, /^malformed JSON line \(/),
      verdict: 'fail',
      repaired: { input: record(BASE_V1) },
    },
    {
      name: 'an array',
      input: JSON.stringify([BASE_V1]),
      errors: blocker('eval_record_invalid', null, 'the record is not a JSON object'),
      verdict: 'fail',
      repaired: { input: record(BASE_V1) },
    },
    { name: 'a receipt that is a number', input: '{"receipt": 42}', errors: blocker('eval_record_invalid', null, "the record's receipt is not a string"), verdict: 'fail' },
  ],
});
