import { type Host, HostError, createMemoryHost } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { H, LOG, TIER2, blocker, diskReceipt, flaggedVerifier } from '../fixtures.test-helpers.js';
import { RESOLVE_PROBE_BUDGET } from './resolve-budget.js';

/**
 * Under a root inside a git checkout, a name found nowhere costs two probes (the root, then the
 * toplevel), so run.log (found: two probes) plus `absent` names need 2 + 2 × absent probes.
 */
const manyNames = (absent: number) =>
  diskReceipt({ range: 'L3-L3' }).replace('TRACE\n', `${Array.from({ length: absent }, (_, i) => `  gone/f${i}.log  sha256:${H('a')}  1`).join('\n')}\nTRACE\n`);
/** The same, with a lint witness over notes.log (not in ARTIFACTS): its name is resolved last. */
const manyNamesReadingNotes = (absent: number) =>
  diskReceipt({ range: 'L3-L3', extraTrace: '  3  READ  notes.log', witness: 'lint:trace-consistent  expect-fail=/no such text/  ran=TRACE#3' }).replace(
    'TRACE\n',
    `${Array.from({ length: absent }, (_, i) => `  gone/f${i}.log  sha256:${H('a')}  1`).join('\n')}\nTRACE\n`,
  );
const memory = createMemoryHost({
  cwd: '/w',
  files: { '/w/repo/d/notes.log': 'calm\n', '/w/repo/d/run.log': LOG, '/w/repo/.git/HEAD': 'ref: refs/heads/main\n' },
  directories: ['/w/repo/.git/objects', '/w/repo/.git/refs'],
});
/** The same tree, but the names under gone/ fail without building an error each (the cases probe 100,000 of them). */
const ABSENT = new HostError('ENOENT', 'gone/');
const host: Host = { ...memory, realpath: (path) => (path.includes('/gone/') ? Promise.reject(ABSENT) : memory.realpath(path)) };
const tier2 = (receipt: string) => ({ receipt, options: { ...TIER2, roots: ['repo/d'] } });
const fits = RESOLVE_PROBE_BUDGET / 2 - 1;

ruleTester.run(flaggedVerifier, 'receipt/resolve-budget', {
  valid: [
    { name: 'a few names', input: tier2(manyNames(3)), host, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'one name past the budget',
      input: tier2(manyNames(fits + 1)),
      host,
      errors: blocker(
        't2_resolve_timeout',
        null,
        `Tier-2: the resolve phase exceeded its budget while establishing artifact identities (${fits + 1} of ${fits + 2} names resolved within ${RESOLVE_PROBE_BUDGET} filesystem probes); refusing to report a verdict that a truncated identity resolution could have faked`,
      ),
      verdict: 'fail',
      // Exactly the budget: every name resolved with the last probe.
      repaired: { input: tier2(manyNames(fits)) },
    },
    {
      name: 'the witness file counts: it is the name past the budget',
      input: tier2(manyNamesReadingNotes(fits)),
      host,
      errors: blocker(
        't2_resolve_timeout',
        null,
        `Tier-2: the resolve phase exceeded its budget while establishing artifact identities (${fits + 1} of ${fits + 2} names resolved within ${RESOLVE_PROBE_BUDGET} filesystem probes); refusing to report a verdict that a truncated identity resolution could have faked`,
      ),
      verdict: 'fail',
      repaired: { input: tier2(manyNamesReadingNotes(fits - 1)) },
    },
    {
      name: 'a leg that fails on its own is reported first',
      input: tier2(manyNames(fits + 1).replace('run.log  sha256:', 'run.log  sha256:0').replace(/(sha256:0[0-9a-f]{63})[0-9a-f]/, '$1')),
      host,
      errors: [{ rule: 'receipt/artifacts-on-disk', reason: 't2_artifact_hash_mismatch', severity: 'blocker', line: 4 }],
      verdict: 'fail',
    },
  ],
});
