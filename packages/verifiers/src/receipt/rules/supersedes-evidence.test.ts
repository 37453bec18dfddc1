import { describe, expect, it } from 'vitest';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { type DiskReceipt, LOG, TIER2, blocker, diskReceipt, flaggedVerifier, withLine } from '../fixtures.test-helpers.js';
import { v1SupersedesClaim } from './supersedes-evidence.js';

const PREFIX = '0123456789ab';
const host = { cwd: '/w', files: { '/w/d/run.log': LOG } };
/** A v1.1 receipt retiring PREFIX (claim on line 10, witness on line 11, SUPERSEDES on line 15). */
const superseding = (options: DiskReceipt = {}) =>
  diskReceipt({ version: '1.1', extraClaims: [`  retired=true  from=${PREFIX}#L1`], layer2: ['TRIPWIRE:  always', `SUPERSEDES: ${PREFIX}`], ...options });
/** Its witness evaluated on lines 1-3 of the verified log, and not firing. */
const EVALUATED = { witness: 'exec:`make t`  expect-fail=/no such text/  ran=TRACE#2' };
const tier2 = (receipt: string) => ({ receipt, options: TIER2 });
const EMPTY_GREP = 'grep:  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2';

ruleTester.run(flaggedVerifier, 'receipt/supersedes-evidence', {
  valid: [
    { name: 'SUPERSEDES: none', input: tier2(diskReceipt({ version: '1.1', range: 'L3-L3' })), host, verdict: 'pass' },
    { name: 'a witness evaluated on the hash-verified lines', input: tier2(superseding(EVALUATED)), host, verdict: 'pass' },
    { name: 'a v1 receipt saying SUPERSEDES: none', input: tier2(`${diskReceipt({ range: 'L3-L3' })}SUPERSEDES: none\n`), host, verdict: 'pass' },
    {
      name: 'a v1 receipt mentioning SUPERSEDES: before NEXT claims nothing',
      input: tier2(diskReceipt({ range: 'L3-L3', extraClaims: [`  note=SUPERSEDES:${PREFIX}  from=TRACE#1`] })),
      host,
      verdict: 'pass',
    },
    {
      name: 'no NEXT section, receipt/sections and receipt/layer2-lines switched off',
      input: tier2(withLine(diskReceipt({ version: '1.1', range: 'L3-L3' }), 'NEXT', null)),
      rules: { 'receipt/sections': 'off', 'receipt/layer2-lines': 'off' },
      host,
      verdict: 'pass',
    },
    { name: 'not checked at Tier-1', input: { receipt: superseding({ range: 'L3-L3' }), options: { tier: 1 } }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a v1 receipt claiming a supersession',
      input: tier2(`${diskReceipt({ range: 'L3-L3' })}SUPERSEDES: ${PREFIX}\n`),
      host,
      errors: blocker('supersedes_on_v1_header', 12, /^SUPERSEDES requires witness ran=TRACE#N whose predicate was EVALUATED at Tier-2 \(witness-evidence requirement: this receipt declares `RCPT v1`/),
      verdict: 'fail',
      repaired: { input: tier2(`${diskReceipt({ range: 'L3-L3' })}SUPERSEDES: none\n`) },
    },
    {
      name: 'a v1 claim with spaces and commas is malformed, and fails too',
      input: tier2(`${diskReceipt({ range: 'L3-L3' })}  supersedes: a, b\nS-U-P-E-R-S-E-D-E-S: x, y\n`),
      host,
      errors: blocker('supersedes_on_v1_header', 12),
      verdict: 'fail',
    },
    {
      name: 'evaluated on bytes the witness line does not name',
      input: tier2(superseding({ verdict: 'FAIL', witness: EMPTY_GREP })),
      host,
      errors: blocker(
        'supersedes_witness_unbound',
        15,
        'SUPERSEDES requires witness ran=TRACE#N whose predicate was EVALUATED at Tier-2 and BOUND to the hash-verified artifact it cites (witness-evidence requirement: the predicate ran against bytes the ARTIFACTS leg did not verify — unbound: the WITNESS line names no artifact of its own (empty grep: payload))',
      ),
      verdict: 'fail',
      repaired: { input: tier2(superseding({ verdict: 'FAIL', witness: EMPTY_GREP.replace('grep:', 'grep:run.log') })) },
    },
    {
      // Tier-1 would refuse the undeclared artifact first; this rule does not rely on it.
      name: 'a ranged grep over an undeclared file, receipt/witness-artifact-declared switched off',
      input: tier2(superseding({ verdict: 'FAIL', witness: 'grep:notes.log#L1-L3  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2' })),
      rules: { 'receipt/witness-artifact-declared': 'off' },
      host: { cwd: '/w', files: { '/w/d/run.log': LOG, '/w/d/notes.log': LOG } },
      errors: blocker('supersedes_witness_unbound', 15, /— unbound: unhashed-body\)$/),
      verdict: 'fail',
      repaired: { input: tier2(superseding({ verdict: 'FAIL', witness: 'grep:run.log#L1-L3  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2' })) },
    },
    {
      name: 'an empty grep over an undeclared EXEC output, receipt/trace-entries switched off: both reasons',
      input: tier2(superseding({ verdict: 'FAIL', extraTrace: '  3  EXEC  `make u`  exit=0  dur=1s  out=notes.log#L1-L3', witness: 'grep:  expect-fail=/[1-9]\\d* failing/  ran=TRACE#3' })),
      rules: { 'receipt/trace-entries': 'off' },
      host: { cwd: '/w', files: { '/w/d/run.log': LOG, '/w/d/notes.log': LOG } },
      errors: blocker(
        'supersedes_witness_unbound',
        16,
        /— unbound: the WITNESS line names no artifact of its own \(empty grep: payload\), the artifact was not hash-verified by the ARTIFACTS leg\)$/,
      ),
      verdict: 'fail',
    },
    {
      name: 'a BLOCKED receipt cannot retire anything',
      input: tier2(superseding({ verdict: 'BLOCKED', ...EVALUATED })),
      host,
      errors: blocker('supersedes_on_blocked', 15, /this receipt is BLOCKED, so its witness is never evaluated/),
      verdict: 'fail',
      repaired: { input: tier2(superseding(EVALUATED)) },
    },
    {
      name: 'a witness over fewer than four substantive characters',
      input: tier2(superseding({ range: 'L3-L3', ...EVALUATED })),
      host,
      errors: blocker('supersedes_witness_not_evaluated', 15, /the witness resolved to no evaluated predicate/),
      verdict: 'fail',
      repaired: { input: tier2(superseding(EVALUATED)) },
    },
    {
      // On a FAIL, a READ names no file for the witness: a grep witness then evaluates nothing.
      name: 'a FAIL grep witness citing a READ',
      input: tier2(superseding({ verdict: 'FAIL', extraTrace: '  3  READ  run.log', witness: 'grep:run.log  expect-fail=/[1-9]\\d* failing/  ran=TRACE#3' })),
      host,
      errors: blocker('supersedes_witness_not_evaluated', 16, /the witness resolved to no evaluated predicate/),
      verdict: 'fail',
      repaired: { input: tier2(superseding({ verdict: 'FAIL', extraTrace: '  3  READ  run.log', witness: 'grep:run.log  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2' })) },
    },
    {
      name: 'a witness whose file is absent',
      input: tier2(superseding(EVALUATED)),
      host: { cwd: '/w', directories: ['/w/d'] },
      errors: blocker('supersedes_witness_not_evaluated', 15),
      verdict: 'fail',
    },
  ],
});

describe('v1SupersedesClaim: what a v1 receipt claims after its NEXT line', () => {
  const v1 = (after: string) => `RCPT v1 a/1-b\nSUSPICION  0.10\nNEXT       (none)\n${after}`;

  it('a 12-hex prefix, a none, a malformed claim, or nothing', () => {
    expect(v1SupersedesClaim(v1(`SUPERSEDES: ${PREFIX}\n`))).toBe(PREFIX);
    expect(v1SupersedesClaim(v1('SUPERSEDES: none\n'))).toBe('none');
    expect(v1SupersedesClaim(v1('SUPERSEDES: 0123\n'))).toBe('malformed');
    expect(v1SupersedesClaim(v1('TRIPWIRE: always\n'))).toBeUndefined();
  });

  it('a claim after a none still counts', () => {
    expect(v1SupersedesClaim(v1(`SUPERSEDES: none\n\n  \nSUPERSEDES: ${PREFIX}\n`))).toBe(PREFIX);
  });

  it('only the lines from NEXT on are read', () => {
    expect(v1SupersedesClaim(`RCPT v1 a/1-b\nSUSPICION  0.10  SUPERSEDES: ${PREFIX}\nNEXT       (none)\n`)).toBeUndefined();
    expect(v1SupersedesClaim(`RCPT v1 a/1-b\nSUPERSEDES: ${PREFIX}\n`)).toBeUndefined();
    expect(v1SupersedesClaim(`\nNEXT       (none)\nSUPERSEDES: ${PREFIX}\n`)).toBe(PREFIX);
  });
});
