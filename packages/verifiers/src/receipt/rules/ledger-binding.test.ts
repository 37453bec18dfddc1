import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { H, LOG, TIER2, blocker, diskReceipt, flaggedVerifier, sizedHost } from '../fixtures.test-helpers.js';
import { bindReceipt, receiptBindingVerifier } from '../index.js';

const CHILD = H('c');
const dispatch = (args = `qa/7-probe  verdict=FAIL  rcpt-sha256:${CHILD}`) => diskReceipt({ range: 'L3-L3', extraTrace: `  3  DISPATCHED  ${args}` });
const row = (id: string, verdict = 'FAIL') => JSON.stringify({ dispatch_id: id, phase: 'qa:probe/1', rcpt_sha256: CHILD, verdict });
const host = {
  cwd: '/w',
  files: {
    '/w/d/run.log': LOG,
    '/w/good.jsonl': `\n${row('7-probe')}\n\n`,
    '/w/prefixed.jsonl': `${row('qa/7-probe')}\n${row('7-probe', 'fail')}\n`,
    '/w/broken.jsonl': '{bad\n',
    '/w/latin1.jsonl': new Uint8Array([0x7b, 0xe9, 0x7d, 0x0a]),
    '/w/other-sha.jsonl': `${JSON.stringify({ dispatch_id: '7-probe', rcpt_sha256: H('9'), verdict: 'FAIL' })}\n`,
    '/w/nulls.jsonl': `null\n[1]\n"text"\n${row('7-probe')}\n`,
    '/w/two.jsonl': `${row('other')}\n${row('7-probe')}\n`,
    '/w/bare.jsonl': `${JSON.stringify({ dispatch_id: '7-probe' })}\n`,
  },
};
const tier2 = (receipt: string, ledger?: string) => ({ receipt, options: { ...TIER2, ...(ledger === undefined ? {} : { ledger }) } });

ruleTester.run(flaggedVerifier, 'receipt/ledger-binding', {
  valid: [
    { name: 'the child is in the ledger', input: tier2(dispatch(), 'good.jsonl'), host, verdict: 'pass' },
    { name: 'no DISPATCHED: the ledger is not even opened', input: tier2(diskReceipt({ range: 'L3-L3' }), 'missing.jsonl'), host, verdict: 'pass' },
    { name: 'no --ledger: a note', input: tier2(dispatch()), host, verdict: 'pass' },
    { name: 'one matching row among others', input: tier2(dispatch(), 'two.jsonl'), host, verdict: 'pass' },
    { name: 'a token that starts with / is the id after it', input: tier2(dispatch(`/7-probe  verdict=FAIL  rcpt-sha256:${CHILD}`), 'good.jsonl'), host, verdict: 'pass' },
    { name: 'rows that are not objects are skipped', input: tier2(dispatch(), 'nulls.jsonl'), host, verdict: 'pass' },
    { name: '--tier1 ignores --ledger', input: { receipt: dispatch(), options: { tier: 1, ledger: 'missing.jsonl' } }, host, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the ledger records the id with its skill prefix, and the verdict in lower case',
      input: tier2(dispatch(), 'prefixed.jsonl'),
      host,
      errors: blocker(
        'ledger_no_match',
        8,
        `Tier-2 --ledger: DISPATCHED qa/7-probe (verdict=FAIL, rcpt-sha256:${CHILD.slice(0, 12)}…) has no matching receipt-ledger entry (dispatch_id=7-probe; phase is not part of the match)`,
      ),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
    {
      name: 'a row with the right id and verdict but another receipt hash',
      input: tier2(dispatch(), 'other-sha.jsonl'),
      host,
      errors: blocker('ledger_no_match', 8, /^Tier-2 --ledger: DISPATCHED qa\/7-probe \(verdict=FAIL, rcpt-sha256:c{12}…\) has no matching receipt-ledger entry/),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
    {
      name: 'a DISPATCHED without verdict=',
      input: tier2(dispatch(`qa/7-probe  rcpt-sha256:${CHILD}`), 'good.jsonl'),
      host,
      errors: blocker('ledger_no_match', 8, `Tier-2 --ledger: DISPATCHED args lack token/verdict=/rcpt-sha256: 'qa/7-probe  rcpt-sha256:${CHILD}'`),
      verdict: 'fail',
    },
    {
      name: 'a ledger line that is not JSON',
      input: tier2(dispatch(), 'broken.jsonl'),
      host,
      errors: blocker('ledger_unparseable', null, /^Tier-2 --ledger: cannot parse receipt-ledger broken\.jsonl: /),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
    {
      name: 'a ledger that does not exist',
      input: tier2(dispatch(), 'missing.jsonl'),
      host,
      errors: blocker('t2_not_regular_file', null, 'Tier-2: missing.jsonl is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
    {
      name: 'a ledger over the 64 MiB cap is not read',
      input: tier2(dispatch(), 'good.jsonl'),
      host: sizedHost(host, '/w/good.jsonl', 67108865),
      errors: blocker('t2_not_regular_file', null, 'Tier-2: good.jsonl is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { host: sizedHost(host, '/w/good.jsonl', 67108864) },
    },
    {
      name: 'an unreadable ledger',
      input: tier2(dispatch(), 'good.jsonl'),
      host: { ...host, unreadable: ['/w/good.jsonl'] },
      errors: blocker('t2_not_regular_file', null, 'Tier-2: good.jsonl is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { host },
    },
    {
      name: 'a ledger in Latin-1',
      input: tier2(dispatch(), 'latin1.jsonl'),
      host,
      errors: blocker('t2_not_utf8', null, 'Tier-2: latin1.jsonl is not valid UTF-8 (the receipt-ledger must decode losslessly)'),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
  ],
});

ruleTester.run(receiptBindingVerifier, 'receipt/ledger-binding', {
  valid: [{ name: '--bind-only: the child is in the ledger', input: dispatch(), options: { ledger: 'good.jsonl' }, host, verdict: 'pass' }],
  invalid: [
    { name: '--bind-only: no matching row', input: dispatch(), options: { ledger: 'prefixed.jsonl' }, host, errors: blocker('ledger_no_match', 8), verdict: 'fail', repaired: { input: diskReceipt({ range: 'L3-L3' }) } },
    {
      // Tier-1 (trace-entries) does not run under --bind-only: the leg itself refuses the entry.
      name: '--bind-only: a DISPATCHED without rcpt-sha256 does not bind to a row without one',
      input: dispatch('qa/7-probe  verdict=FAIL'),
      options: { ledger: 'bare.jsonl' },
      host,
      errors: blocker('ledger_no_match', 8, "Tier-2 --ledger: DISPATCHED args lack token/verdict=/rcpt-sha256: 'qa/7-probe  verdict=FAIL'"),
      verdict: 'fail',
      repaired: { input: dispatch(), options: { ledger: 'good.jsonl' } },
    },
    {
      name: '--bind-only: a DISPATCHED without args',
      input: diskReceipt({ range: 'L3-L3', extraTrace: '  3  DISPATCHED' }),
      options: { ledger: 'bare.jsonl' },
      host,
      errors: blocker('ledger_no_match', 8, "Tier-2 --ledger: DISPATCHED args lack token/verdict=/rcpt-sha256: ''"),
      verdict: 'fail',
    },
    {
      name: '--bind-only: a DISPATCHED without verdict= does not bind to a row without one',
      input: dispatch(`qa/7-probe  rcpt-sha256:${CHILD}`),
      options: { ledger: 'bare.jsonl' },
      host,
      errors: blocker('ledger_no_match', 8, /^Tier-2 --ledger: DISPATCHED args lack token\/verdict=\/rcpt-sha256: /),
      verdict: 'fail',
    },
  ],
  untested: {
    t2_not_regular_file: 'the same leg as under --tier2 (cases above)',
    t2_not_utf8: 'the same leg as under --tier2 (cases above)',
    ledger_unparseable: 'the same leg as under --tier2 (cases above)',
  },
});

describe('receipt/ledger-binding data', () => {
  it('--bind-only returns the bindings up to the first that does not match', async () => {
    const bound = await bindReceipt(dispatch(), 'good.jsonl', { host: createMemoryHost(host) });
    expect(bound.data.bindings).toEqual([{ token: 'qa/7-probe', dispatchId: '7-probe', verdict: 'FAIL', rcptSha256: CHILD, matched: true, line: 8 }]);
    const unbound = await bindReceipt(dispatch(), 'prefixed.jsonl', { host: createMemoryHost(host) });
    expect(unbound.data.bindings).toEqual([{ token: 'qa/7-probe', dispatchId: '7-probe', verdict: 'FAIL', rcptSha256: CHILD, matched: false, line: 8 }]);
  });
});
