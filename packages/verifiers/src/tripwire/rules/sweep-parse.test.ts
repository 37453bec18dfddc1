import { BASE_V1, BASE_V11, H, withLine } from '../../receipt/fixtures.test-helpers.js';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { tripwireVerifier } from '../index.js';

const DISPATCHED = `  3  DISPATCHED  qa/7-probe  rcpt-sha256:${H('c')}`;
const dispatching = BASE_V11.replace('CLAIMS', `${DISPATCHED}\nCLAIMS`);
const input = (receipt: string) => ({ receipt, manifest: [] });

ruleTester.run(tripwireVerifier, 'tripwire/sweep-parse', {
  valid: [
    { name: 'a v1.1 receipt with its Layer-2 lines', input: input(BASE_V11), verdict: 'pass' },
    { name: 'a v1 receipt needs no Layer-2 line', input: input(BASE_V1), verdict: 'pass' },
    { name: 'a receipt that dispatched and names TRIPWIRE-CHILD', input: input(`${dispatching}TRIPWIRE-CHILD: none\n`), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'RCPT v2',
      input: input(BASE_V11.replace('RCPT v1.1 ', 'RCPT v2 ')),
      errors: [{ reason: 'sweep_header_invalid', severity: 'blocker', line: 1, message: 'header missing or bad version' }],
      verdict: 'fail',
      repaired: { input: input(BASE_V11) },
    },
    {
      name: 'an empty receipt',
      input: input(''),
      errors: [{ reason: 'sweep_header_invalid', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'a BOM before the header (the verifier gets text; the CLI decodes files without it)',
      input: input(`\uFEFF${BASE_V11}`),
      errors: [{ reason: 'sweep_header_invalid', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'a header without its space',
      input: input(BASE_V11.replace('RCPT v1.1 build/3-fixer', 'RCPT v1.1')),
      errors: [{ reason: 'sweep_header_invalid', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'a v1.1 receipt without TRIPWIRE:',
      input: input(withLine(BASE_V11, 'TRIPWIRE:', null)),
      errors: [{ reason: 'v11_tripwire_missing', severity: 'blocker', line: 13, message: 'v1.1 receipt missing TRIPWIRE:' }],
      verdict: 'fail',
      repaired: { input: input(BASE_V11) },
    },
    {
      name: 'an indented TRIPWIRE: line does not count',
      input: input(BASE_V11.replace('TRIPWIRE:', '  TRIPWIRE:')),
      errors: [{ reason: 'v11_tripwire_missing', severity: 'blocker', line: 13 }],
      verdict: 'fail',
    },
    {
      name: 'a v1.1 receipt without SUPERSEDES:',
      input: input(withLine(BASE_V11, 'SUPERSEDES:', null)),
      errors: [{ reason: 'v11_supersedes_missing', severity: 'blocker', line: 13, message: 'v1.1 receipt missing SUPERSEDES:' }],
      verdict: 'fail',
      repaired: { input: input(BASE_V11) },
    },
    {
      name: 'a receipt that dispatched without TRIPWIRE-CHILD:',
      input: input(dispatching),
      errors: [{ reason: 'v11_tripwire_child_required', severity: 'blocker', line: 14, message: 'v1.1 receipt with DISPATCHED in TRACE must emit TRIPWIRE-CHILD:' }],
      verdict: 'fail',
      repaired: { input: input(`${dispatching}TRIPWIRE-CHILD: always\n`) },
    },
  ],
});
