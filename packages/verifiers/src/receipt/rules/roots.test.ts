import { describe, expect, it } from 'vitest';
import { type Host, createMemoryHost } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { LOG, blocker, diskReceipt, evalLineVerifier, flaggedVerifier, record } from '../fixtures.test-helpers.js';
import { type ReceiptOptions, receiptVerifier } from '../index.js';

const host = { cwd: '/w', files: { '/w/a/run.log': LOG, '/w/b/run.log': LOG, '/w/plain.txt': 'x' }, symlinks: { '/w/link': '/w/a' } };
const receipt = diskReceipt({ range: 'L3-L3' });
const tier2 = (...roots: string[]) => ({ receipt, options: { tier: 2, roots } as const });

ruleTester.run(flaggedVerifier, 'receipt/roots', {
  valid: [
    { name: 'one root', input: tier2('a'), host, verdict: 'pass' },
    { name: 'the same token twice is a no-op', input: tier2('a', 'a'), host, verdict: 'pass' },
    { name: 'no root: the working directory', input: tier2(), host: { cwd: '/w/a', files: { '/w/a/run.log': LOG } }, verdict: 'pass' },
    { name: 'two distinct roots', input: tier2('a', 'b'), host, verdict: 'pass' },
    { name: '--tier1 without --root touches no disk', input: { receipt, options: { tier: 1 } }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an absent root',
      input: tier2('a', 'nope'),
      host,
      errors: blocker('root_absent', null, "--root 'nope' is not a directory (supplied root absent; Tier-1 ran, Tier-2 did not)"),
      verdict: 'fail',
      repaired: { input: tier2('a', 'b') },
    },
    { name: 'an absent root fails a --tier1 run too', input: { receipt, options: { tier: 1, roots: ['nope'] } }, host, errors: blocker('root_absent', null), verdict: 'fail' },
    {
      name: 'a directory and its spelling with a slash',
      input: tier2('a', 'a/'),
      host,
      errors: blocker('root_collapse', null, "--root 'a/' and --root 'a' name the same directory (/w/a) — two declared roots collapsed to one, so the cross-root checks cannot fire"),
      verdict: 'fail',
      repaired: { input: tier2('a', 'a') },
    },
    { name: 'a symlink and its target', input: tier2('a', 'link'), host, errors: blocker('root_collapse', null), verdict: 'fail' },
    {
      name: 'Tier-1 fails first: no disk check',
      input: { receipt: diskReceipt({ verdict: 'MAYBE' }), options: { tier: 2, roots: ['nope'] } },
      host,
      errors: [{ rule: 'receipt/verdict', reason: 'verdict_malformed', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
  ],
});

describe('receipt/roots under --eval', () => {
  it('an --eval record reads no disk: an absent --root is not checked', async () => {
    const result = await evalLineVerifier.verify(record(receipt), { host: createMemoryHost(host), options: { roots: ['nope'] } });
    expect(result.findings).toEqual([]);
  });
});

describe('receipt/roots: the notes of the roots leg', () => {
  const verify = (text: string, options: ReceiptOptions, on: Host = createMemoryHost(host)) => receiptVerifier.verify(text, { host: on, options: { ...options } });
  const V1_NOTE = 'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)';
  const EDIT_NOTE = 'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)';

  it('a --tier1 run with an existing --root and no --ledger notes nothing', async () => {
    const result = await verify(receipt, { tier: 1, roots: ['a'] });
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ tier: 1, notes: [] });
  });

  it('a failing --root notes nothing', async () => {
    const result = await verify(receipt, { tier: 2, roots: ['nope'] });
    expect(result.findings.map((finding) => [finding.rule, finding.reason, finding.severity])).toEqual([['receipt/roots', 'root_absent', 'blocker']]);
    expect(result.data).toMatchObject({ notes: [] });
  });

  it('a Tier-2 run notes the skipped Layer-2 rules of a v1 receipt only', async () => {
    const v1 = await verify(receipt, { tier: 2, roots: ['a'] });
    expect(v1.findings).toEqual([]);
    expect(v1.data).toMatchObject({ tier: 2, version: '1', notes: [V1_NOTE, EDIT_NOTE] });
    const v11 = await verify(diskReceipt({ range: 'L3-L3', version: '1.1' }), { tier: 2, roots: ['a'] });
    expect(v11.findings).toEqual([]);
    expect(v11.data).toMatchObject({ tier: 2, version: '1.1', notes: [EDIT_NOTE] });
  });

  it('without --root, a working directory whose real path cannot be read is taken as typed', async () => {
    const inner = createMemoryHost({ cwd: '/w/a', files: { '/w/a/run.log': LOG } });
    const blind: Host = { ...inner, realpath: (path) => (path === '/w/a' ? Promise.reject(new Error('EACCES')) : inner.realpath(path)) };
    const result = await verify(receipt, { tier: 2 }, blind);
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ tier: 2, notes: [V1_NOTE, EDIT_NOTE] });
  });
});
