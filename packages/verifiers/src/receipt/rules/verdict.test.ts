import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, blocker, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const V = (line: string) => withLine(BASE_V1, 'VERDICT', line);

ruleTester.run(receiptVerifier, 'receipt/verdict', {
  valid: [
    { name: 'PASS', input: BASE_V1, verdict: 'pass' },
    { name: 'BLOCKED with conf=1.00 and trailing spaces', input: V('VERDICT  BLOCKED  conf=1.00   '), verdict: 'pass' },
    { name: 'Arabic-Indic digits in conf (Python \\d)', input: V('VERDICT  PASS  conf=0.७५'), verdict: 'pass' },
    { name: 'CRLF', input: V('VERDICT  FAIL  conf=0.10').replace(/\n/g, '\r\n'), verdict: 'pass' },
  ],
  invalid: [
    { name: 'no value', input: V('VERDICT'), errors: blocker('verdict_empty', 2, 'VERDICT empty'), verdict: 'fail', repaired: { input: BASE_V1 } },
    {
      name: 'no VERDICT section, receipt/sections switched off',
      input: withLine(BASE_V1, 'VERDICT', null),
      rules: { 'receipt/sections': 'off' },
      errors: blocker('verdict_empty', null, 'VERDICT empty'),
      verdict: 'fail',
    },
    {
      name: 'lower-case verdict',
      input: V('VERDICT  pass  conf=0.85'),
      errors: blocker('verdict_malformed', 2, "VERDICT malformed: 'pass  conf=0.85'"),
      verdict: 'fail',
      repaired: { input: V('VERDICT  PASS  conf=0.85') },
    },
    { name: 'an extra token', input: V('VERDICT  PASS  conf=0.85  sure'), errors: blocker('verdict_malformed', 2), verdict: 'fail' },
    {
      name: 'the value on the next line (indented, so the anchored match fails)',
      input: V('VERDICT\n  PASS  conf=0.85'),
      errors: blocker('verdict_malformed', 3, "VERDICT malformed: '  PASS  conf=0.85'"),
      verdict: 'fail',
    },
    {
      name: 'one decimal in conf',
      input: V('VERDICT  PASS  conf=0.9'),
      errors: blocker('verdict_conf_malformed', 2, "VERDICT conf malformed: '0.9'"),
      verdict: 'fail',
      repaired: { input: V('VERDICT  PASS  conf=0.90') },
    },
    { name: 'conf above one', input: V('VERDICT  PASS  conf=1.01'), errors: blocker('verdict_conf_malformed', 2), verdict: 'fail' },
  ],
});
