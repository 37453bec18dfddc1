import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, BASE_V11, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

/** BASE_V1 with the TRACE block (header and two entries) moved after CLAIMS. */
const traceAfterClaims = (() => {
  const lines = BASE_V1.split('\n');
  const trace = lines.splice(4, 3);
  lines.splice(7, 0, ...trace);
  return lines.join('\n');
})();

ruleTester.run(receiptVerifier, 'receipt/sections', {
  valid: [
    { name: 'the canonical order', input: BASE_V11, verdict: 'pass' },
    { name: 'textual order is not checked', input: traceAfterClaims, verdict: 'pass' },
    { name: 'a header is a prefix (CLAIMS: is CLAIMS, its rest a claim)', input: BASE_V1.replace('CLAIMS\n', 'CLAIMS:\n'), verdict: 'fail' },
    { name: 'an indented section name is body text', input: insertAfter(BASE_V1, 'NEXT', '  TRACE again'), verdict: 'pass' },
    { name: 'CR line ends', input: BASE_V1.replace(/\n/g, '\r'), verdict: 'pass' },
    { name: 'a huge NEXT body', input: BASE_V1.replace('NEXT       (none)', `NEXT       ${'word '.repeat(100_000)}`), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'TRACE twice',
      input: insertAfter(BASE_V1, 'NEXT', 'TRACE'),
      errors: blocker('section_duplicated', 14, 'section TRACE duplicated'),
      verdict: 'fail',
      repaired: { input: insertAfter(BASE_V1, 'NEXT', '  TRACE') },
    },
    {
      name: 'a blank line after the header',
      input: BASE_V1.replace('build/3-fixer\n', 'build/3-fixer\n\n'),
      errors: blocker('prose_before_header', 2, "prose before first section header: ''"),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    {
      name: 'prose before the first header wins over a later duplicate',
      input: insertAfter(BASE_V1.replace('build/3-fixer\n', 'build/3-fixer\nsummary: done\n'), 'NEXT', 'VERDICT  PASS  conf=0.85'),
      errors: blocker('prose_before_header', 2, "prose before first section header: 'summary: done'"),
      verdict: 'fail',
    },
    {
      name: 'ARTIFACTS missing while later sections exist',
      input: withLine(BASE_V1, 'ARTIFACTS', 'artifacts'),
      errors: blocker('sections_out_of_order', null, "sections out of order: got ['RCPT', 'VERDICT', 'TRACE', 'CLAIMS', 'WITNESS', 'SUSPICION', 'NEXT']"),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    {
      name: 'SUSPICION and NEXT missing',
      input: BASE_V1.replace(/SUSPICION[^]*$/, ''),
      errors: blocker('sections_missing', null, "missing required sections: ['SUSPICION', 'NEXT']"),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    { name: 'a header line alone', input: 'RCPT v1 a/b\n', errors: blocker('sections_missing', null, /^missing required sections: \['VERDICT', 'ARTIFACTS'/), verdict: 'fail' },
  ],
});
