import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, BASE_V11, H, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const DISPATCH = `  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${H('d')}`;
const dispatched = insertAfter(BASE_V11, '2  EXEC', DISPATCH);

ruleTester.run(receiptVerifier, 'receipt/layer2-lines', {
  valid: [
    { name: 'TRIPWIRE and SUPERSEDES after NEXT', input: BASE_V11, verdict: 'pass' },
    { name: 'a v1 receipt needs no Layer-2 lines', input: BASE_V1, verdict: 'pass' },
    { name: 'a v1 receipt may carry broken ones', input: `${BASE_V1}TRIPWIRE:\nTRIPWIRE:\n`, verdict: 'pass' },
    { name: 'TRIPWIRE-CHILD when TRACE dispatched', input: `${dispatched}TRIPWIRE-CHILD: none\n`, verdict: 'pass' },
    { name: 'blank lines between them', input: BASE_V11.replace('SUPERSEDES:', '\n   \nSUPERSEDES:'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'TRIPWIRE twice',
      input: `${BASE_V11}TRIPWIRE:  always\n`,
      errors: blocker('v11_section_duplicated', 16, 'v1.1 section TRIPWIRE duplicated'),
      verdict: 'fail',
      repaired: { input: BASE_V11 },
    },
    {
      name: 'no TRIPWIRE line',
      input: withLine(BASE_V11, 'TRIPWIRE:', null),
      errors: blocker('v11_tripwire_missing', 13, 'v1.1 receipt missing TRIPWIRE: line (own line after NEXT)'),
      verdict: 'fail',
      repaired: { input: BASE_V11 },
    },
    {
      name: 'no NEXT section (receipt/sections switched off): the missing line has no line number',
      input: withLine(withLine(BASE_V11, 'TRIPWIRE:', null), 'NEXT', null),
      rules: { 'receipt/sections': 'off' },
      errors: blocker('v11_tripwire_missing', null),
      verdict: 'fail',
    },
    { name: 'an indented TRIPWIRE is invisible', input: withLine(BASE_V11, 'TRIPWIRE:', '  TRIPWIRE:  always'), errors: blocker('v11_tripwire_missing', 13), verdict: 'fail' },
    { name: 'TRIPWIRE before NEXT is invisible', input: withLine(BASE_V11, 'TRIPWIRE:', null).replace('NEXT       (none)', 'TRIPWIRE:  always\nNEXT       (none)'), errors: blocker('v11_tripwire_missing', 14), verdict: 'fail' },
    {
      name: 'no SUPERSEDES line',
      input: withLine(BASE_V11, 'SUPERSEDES:', null),
      errors: blocker('v11_supersedes_missing', 13, 'v1.1 receipt missing SUPERSEDES: line (own line after NEXT)'),
      verdict: 'fail',
      repaired: { input: BASE_V11 },
    },
    {
      name: 'an empty TRIPWIRE',
      input: withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:'),
      errors: blocker('v11_tripwire_empty', 14, 'v1.1 TRIPWIRE: line has empty body (use a predicate or `none`)'),
      verdict: 'fail',
      repaired: { input: withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:  always') },
    },
    {
      name: 'an empty SUPERSEDES (spaces only)',
      input: withLine(BASE_V11, 'SUPERSEDES:', 'SUPERSEDES:   '),
      errors: blocker('v11_supersedes_empty', 15, 'v1.1 SUPERSEDES: line has empty body (use a prefix or `none`)'),
      verdict: 'fail',
      repaired: { input: BASE_V11 },
    },
    {
      name: 'an empty TRIPWIRE-CHILD',
      input: `${BASE_V11}TRIPWIRE-CHILD:\n`,
      errors: blocker('v11_tripwire_child_empty', 16, 'v1.1 TRIPWIRE-CHILD: line has empty body (use a predicate or `none`)'),
      verdict: 'fail',
      repaired: { input: `${BASE_V11}TRIPWIRE-CHILD: none\n` },
    },
    {
      name: 'DISPATCHED without TRIPWIRE-CHILD',
      input: dispatched,
      errors: blocker('v11_tripwire_child_required', 14, /^v1\.1 receipt with DISPATCHED in TRACE must emit TRIPWIRE-CHILD: \(/),
      verdict: 'fail',
      repaired: { input: `${dispatched}TRIPWIRE-CHILD: none\n` },
    },
  ],
});
