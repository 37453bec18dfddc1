import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { LOG, blocker, diskReceipt, evalLineVerifier, flaggedVerifier, record } from '../fixtures.test-helpers.js';

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
