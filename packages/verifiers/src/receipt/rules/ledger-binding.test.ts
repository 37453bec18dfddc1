import { describe, expect, it } from 'vitest';
import { type Host, HostError, createMemoryHost, verdictOf } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { H, LOG, TIER2, blocker, diskReceipt, flaggedVerifier } from '../fixtures.test-helpers.js';
import { bindReceipt, receiptBindingVerifier, verifyReceipt } from '../index.js';
import { LEDGER_CAP } from './ledger-binding.js';

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
    '/w/rows.jsonl': `null\n[1]\n5\n"x"\n${row('8-other')}\n${row('7-probe')}\n`,
    '/w/other-id.jsonl': `${row('8-other')}\n`,
    '/w/other-sha.jsonl': `${JSON.stringify({ dispatch_id: '7-probe', rcpt_sha256: H('9'), verdict: 'FAIL' })}\n`,
    // A row with no hash: a DISPATCHED with no rcpt-sha256: must not bind to it.
    '/w/bare.jsonl': `${JSON.stringify({ dispatch_id: '7-probe', verdict: 'FAIL' })}\n`,
  },
  directories: ['/w/dir.jsonl'],
};
const unreadable: Host = (() => {
  const memory = createMemoryHost(host);
  return { ...memory, readFile: (path) => (path.endsWith('good.jsonl') ? Promise.reject(new HostError('EISDIR', path)) : memory.readFile(path)) };
})();
/** The ledger `size.jsonl` is good.jsonl with the size its stat reports replaced. */
const sized = (size: number): Host => {
  const memory = createMemoryHost(host);
  const good = (path: string) => (path.endsWith('size.jsonl') ? '/w/good.jsonl' : path);
  return {
    ...memory,
    stat: async (path) => {
      const stat = await memory.stat(good(path));
      return stat !== null && path.endsWith('size.jsonl') ? { ...stat, size } : stat;
    },
    readFile: (path) => memory.readFile(good(path)),
  };
};
const tier2 = (receipt: string, ledger?: string) => ({ receipt, options: { ...TIER2, ...(ledger === undefined ? {} : { ledger }) } });

ruleTester.run(flaggedVerifier, 'receipt/ledger-binding', {
  valid: [
    { name: 'the child is in the ledger', input: tier2(dispatch(), 'good.jsonl'), host, verdict: 'pass' },
    { name: 'no DISPATCHED: the ledger is not even opened', input: tier2(diskReceipt({ range: 'L3-L3' }), 'missing.jsonl'), host, verdict: 'pass' },
    { name: 'no --ledger: a note', input: tier2(dispatch()), host, verdict: 'pass' },
    { name: '--tier1 ignores --ledger', input: { receipt: dispatch(), options: { tier: 1, ledger: 'missing.jsonl' } }, host, verdict: 'pass' },
    { name: 'rows that are not objects are skipped, and one matching row among others binds', input: tier2(dispatch(), 'rows.jsonl'), host, verdict: 'pass' },
    { name: 'a token that starts with its slash binds by the text after it', input: tier2(dispatch(`/7-probe  verdict=FAIL  rcpt-sha256:${CHILD}`), 'good.jsonl'), host, verdict: 'pass' },
    { name: 'a ledger of exactly the size cap is read', input: tier2(dispatch(), 'size.jsonl'), host: sized(LEDGER_CAP), verdict: 'pass' },
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
      name: 'a row with the hash and verdict of the child but another dispatch id',
      input: tier2(dispatch(), 'other-id.jsonl'),
      host,
      errors: blocker('ledger_no_match', 8),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'rows.jsonl') },
    },
    {
      name: 'a row with the id and verdict of the child but another receipt hash',
      input: tier2(dispatch(), 'other-sha.jsonl'),
      host,
      errors: blocker('ledger_no_match', 8),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
    {
      name: 'a ledger that is a directory',
      input: tier2(dispatch(), 'dir.jsonl'),
      host,
      errors: blocker('t2_not_regular_file', null, 'Tier-2: dir.jsonl is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl') },
    },
    {
      name: 'a ledger that fails its read after its stat (replaced meanwhile)',
      input: tier2(dispatch(), 'good.jsonl'),
      host: unreadable,
      errors: blocker('t2_not_regular_file', null, 'Tier-2: good.jsonl is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'good.jsonl'), host },
    },
    {
      name: 'a ledger one byte over the size cap is not read',
      input: tier2(dispatch(), 'size.jsonl'),
      host: sized(LEDGER_CAP + 1),
      errors: blocker('t2_not_regular_file', null, 'Tier-2: size.jsonl is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(dispatch(), 'size.jsonl'), host: sized(LEDGER_CAP) },
    },
    {
      name: 'a root that is absent: the ledger is not opened (the roots rule reports)',
      input: { receipt: dispatch(), options: { ...TIER2, roots: ['nowhere'], ledger: 'missing.jsonl' } },
      host,
      errors: [{ rule: 'receipt/roots', reason: 'root_absent', severity: 'blocker', line: null }],
      verdict: 'fail',
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
      // Tier-1 refuses such a DISPATCHED line first; --bind-only runs the ledger leg alone.
      name: '--bind-only: a DISPATCHED without rcpt-sha256:',
      input: dispatch('qa/7-probe  verdict=FAIL'),
      options: { ledger: 'bare.jsonl' },
      host,
      errors: blocker('ledger_no_match', 8, "Tier-2 --ledger: DISPATCHED args lack token/verdict=/rcpt-sha256: 'qa/7-probe  verdict=FAIL'"),
      verdict: 'fail',
      repaired: { input: dispatch(), options: { ledger: 'good.jsonl' } },
    },
  ],
  untested: {
    t2_not_regular_file: 'the same leg as under --tier2 (cases above)',
    t2_not_utf8: 'the same leg as under --tier2 (cases above)',
    ledger_unparseable: 'the same leg as under --tier2 (cases above)',
  },
});

describe('receipt/ledger-binding data', () => {
  it('a bound child adds no note; a DISPATCHED without --ledger adds exactly one', async () => {
    const bound = await verifyReceipt(dispatch(), { roots: ['d'], ledger: 'good.jsonl' }, { host: createMemoryHost(host) });
    expect(verdictOf(bound.findings)).toBe('pass');
    // The fixture's own notes (a v1 receipt, a TRACE-only path); the ledger leg adds none.
    expect(bound.data.notes).toEqual(['UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)', 'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)']);
    const unbound = await verifyReceipt(dispatch(), { roots: ['d'] }, { host: createMemoryHost(host) });
    expect(verdictOf(unbound.findings)).toBe('pass');
    expect(unbound.data.notes).toEqual([...(bound.data.notes as string[]), 'UNVERIFIABLE: ledger binding (no --ledger)']);
  });

  it('--bind-only returns the bindings up to the first that does not match', async () => {
    const bound = await bindReceipt(dispatch(), 'good.jsonl', { host: createMemoryHost(host) });
    expect(bound.data.bindings).toEqual([{ token: 'qa/7-probe', dispatchId: '7-probe', verdict: 'FAIL', rcptSha256: CHILD, matched: true, line: 8 }]);
    const unbound = await bindReceipt(dispatch(), 'prefixed.jsonl', { host: createMemoryHost(host) });
    expect(unbound.data.bindings).toEqual([{ token: 'qa/7-probe', dispatchId: '7-probe', verdict: 'FAIL', rcptSha256: CHILD, matched: false, line: 8 }]);
  });
});
