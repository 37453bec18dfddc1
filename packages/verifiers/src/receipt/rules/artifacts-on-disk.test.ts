import { sha256Hex } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { LOG, TIER2, blocker, diskReceipt, flaggedVerifier, TWO_REPOS, TWO_REPO_ROOTS, flickeringInodeHost, sizedHost, swappingHost, vanishingHost, worldWritableHost, zeroInodeHost } from '../fixtures.test-helpers.js';

const files = { '/w/d/run.log': LOG };
const host = { cwd: '/w', files };
/** The default receipt with its witness reading only line 3 (so the witness does not fire). */
const quiet = (options: Parameters<typeof diskReceipt>[0] = {}) => diskReceipt({ range: 'L3-L3', ...options });
const tier2 = (receipt: string, extra: Record<string, unknown> = {}) => ({ receipt, options: { ...TIER2, ...extra } });
const strict = (receipt: string, roots = ['d']) => tier2(receipt, { strict: true, roots });
/** A second artifact (line 5) after run.log, whose bytes on disk match. */
const NOTES = 'calm\n';
const withNotes = (receipt: string) => receipt.replace('TRACE\n', `  notes.log  sha256:${sha256Hex(NOTES)}  5\nTRACE\n`);
const twoFiles = { cwd: '/w', files: { ...files, '/w/d/notes.log': NOTES } };
/** A run.log of 1 MiB and more: what it costs comes off the read budget of the next file. */
const BIG = LOG + '\n'.repeat(2 ** 20);
const bigFirst = { cwd: '/w', files: { '/w/d/run.log': BIG, '/w/d/notes.log': NOTES } };
const left = 67108864 - BIG.length;
/** The receipt with out/x.log (line 5), a file only under the git toplevel of two roots. */
const withX = (receipt: string) => receipt.replace('TRACE\n', `  out/x.log  sha256:${sha256Hex('x\n')}  2\nTRACE\n`);

ruleTester.run(flaggedVerifier, 'receipt/artifacts-on-disk', {
  valid: [
    { name: 'the declared hash matches', input: tier2(quiet()), host, verdict: 'pass' },
    { name: 'a bare name found nowhere is only noted, even --strict', input: strict(quiet()), host: { cwd: '/w', directories: ['/w/d'] }, verdict: 'pass' },
    { name: 'a 12-hex receipt prefix is not a file', input: tier2(quiet({ name: '0123456789ab' })), host, verdict: 'pass' },
    { name: '.. that stays inside the root', input: tier2(quiet({ name: 'sub/../run.log' })), host, verdict: 'pass' },
    { name: '.. that leaves every root is absent, not read', input: tier2(quiet({ name: '../outside.log' })), host: { cwd: '/w', files: { ...files, '/w/outside.log': LOG } }, verdict: 'pass' },
    { name: 'a symlink out of the root is absent, not read', input: tier2(quiet()), host: { cwd: '/w', files: { '/secret/run.log': 'other' }, directories: ['/w/d'], symlinks: { '/w/d/run.log': '/secret/run.log' } }, verdict: 'pass' },
    { name: 'a single match under --strict', input: strict(quiet()), host, verdict: 'pass' },
    { name: 'two artifacts that match', input: tier2(withNotes(quiet())), host: twoFiles, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'other bytes on disk',
      input: tier2(quiet({ log: 'what the receipt saw\n' })),
      host,
      errors: blocker('t2_artifact_hash_mismatch', 4, `Tier-2: ARTIFACTS run.log sha256 mismatch (disk=${sha256Hex(LOG).slice(0, 12)} receipt=${sha256Hex('what the receipt saw\n').slice(0, 12)})`),
      verdict: 'fail',
      repaired: { input: tier2(quiet()) },
    },
    {
      name: 'the first of two artifacts differs, the second matches',
      input: tier2(withNotes(quiet({ log: 'what the receipt saw\n' }))),
      host: twoFiles,
      errors: blocker('t2_artifact_hash_mismatch', 4),
      verdict: 'fail',
      repaired: { input: tier2(withNotes(quiet())) },
    },
    {
      name: 'no --root: the working directory is the root',
      input: { receipt: quiet({ log: 'what the receipt saw\n' }), options: { tier: 2 } },
      host: { cwd: '/w/d', files },
      errors: blocker('t2_artifact_hash_mismatch', 4),
      verdict: 'fail',
      repaired: { input: { receipt: quiet(), options: { tier: 2 } } },
    },
    {
      name: 'the file gone between resolution and read',
      input: tier2(quiet()),
      host: vanishingHost(host, '/w/d/run.log', 2),
      errors: blocker('t2_not_regular_file', 4, 'Tier-2: ARTIFACTS run.log is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(quiet()), host },
    },
    {
      name: 'a path-shaped name absent under --strict',
      input: strict(quiet({ name: 'out/run.log' })),
      host,
      errors: blocker('t2_strict_artifact_absent', 4, 'Tier-2 --strict: path-shaped artifact out/run.log absent under all bases'),
      verdict: 'fail',
      repaired: { input: tier2(quiet({ name: 'out/run.log' })) },
    },
    {
      name: '.. escaping the root under --strict',
      input: strict(quiet({ name: '../outside.log' })),
      host: { cwd: '/w', files: { ...files, '/w/outside.log': LOG } },
      errors: blocker('t2_strict_artifact_absent', 4),
      verdict: 'fail',
    },
    {
      // Both toplevels are named once each, sorted, whatever the order of the roots.
      name: 'a name only under world-writable toplevels, --strict',
      input: strict(withX(quiet()), TWO_REPO_ROOTS),
      host: worldWritableHost(TWO_REPOS, ['/w/r1', '/w/r2']),
      errors: blocker(
        't2_strict_artifact_absent',
        5,
        'Tier-2 --strict: path-shaped artifact out/x.log absent under all bases [refused as probe base: world-writable git toplevel /w/r1, /w/r2 — any local uid can plant a marker there; make it non-world-writable]',
      ),
      verdict: 'fail',
      repaired: { input: strict(withX(quiet()), TWO_REPO_ROOTS), host: TWO_REPOS },
    },
    {
      name: 'the name under two roots, --strict',
      input: strict(quiet(), ['a', 'b']),
      host: { cwd: '/w', files: { '/w/a/run.log': LOG, '/w/b/run.log': LOG } },
      errors: blocker('t2_strict_artifact_ambiguous', 4, 'Tier-2 --strict: artifact run.log is ambiguous across roots (/w/a/run.log, /w/b/run.log)'),
      verdict: 'fail',
      repaired: { input: tier2(quiet(), { roots: ['a', 'b'] }) },
    },
    {
      name: 'the ambiguous paths are listed sorted, whatever the order of the roots',
      input: strict(quiet(), ['b', 'a']),
      host: { cwd: '/w', files: { '/w/a/run.log': LOG, '/w/b/run.log': LOG } },
      errors: blocker('t2_strict_artifact_ambiguous', 4, 'Tier-2 --strict: artifact run.log is ambiguous across roots (/w/a/run.log, /w/b/run.log)'),
      verdict: 'fail',
    },
    {
      name: 'an unreadable file',
      input: tier2(quiet()),
      host: { cwd: '/w', files, unreadable: ['/w/d/run.log'] },
      errors: blocker('t2_not_regular_file', 4, /^Tier-2: ARTIFACTS run\.log unreadable \(EACCES/),
      verdict: 'fail',
    },
    {
      name: 'a file over the 64 MiB read budget',
      input: tier2(quiet()),
      host: sizedHost(host, '/w/d/run.log', 67108865),
      errors: blocker('t2_not_regular_file', 4, 'Tier-2: ARTIFACTS run.log exceeds the Tier-2 read budget (67108864 B remaining of 67108864 B; not read)'),
      verdict: 'fail',
      repaired: { input: tier2(quiet()), host: sizedHost(host, '/w/d/run.log', 67108864) },
    },
    {
      name: 'the read budget is shared: what the first file took is not there for the second',
      input: tier2(withNotes(quiet({ log: BIG }))),
      host: sizedHost(bigFirst, '/w/d/notes.log', left + 1),
      errors: blocker('t2_not_regular_file', 5, `Tier-2: ARTIFACTS notes.log exceeds the Tier-2 read budget (${left} B remaining of 67108864 B; not read)`),
      verdict: 'fail',
      repaired: { input: tier2(withNotes(quiet({ log: BIG }))), host: sizedHost(bigFirst, '/w/d/notes.log', left) },
    },
    {
      name: 'a filesystem reporting inode 0',
      input: tier2(quiet()),
      host: zeroInodeHost(host),
      errors: blocker('t2_identity_check_failed', 4, 'Tier-2: ARTIFACTS run.log reports inode 0, so its identity cannot be checked (not read)'),
      verdict: 'fail',
    },
    {
      name: 'inode 0 at resolution only',
      input: tier2(quiet()),
      host: flickeringInodeHost(host, '/w/d/run.log', [1]),
      errors: blocker('t2_identity_check_failed', 4, 'Tier-2: ARTIFACTS run.log reports inode 0, so its identity cannot be checked (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(quiet()), host },
    },
    {
      name: 'inode 0 at the read only',
      input: tier2(quiet()),
      host: flickeringInodeHost(host, '/w/d/run.log', [2]),
      errors: blocker('t2_identity_check_failed', 4, 'Tier-2: ARTIFACTS run.log reports inode 0, so its identity cannot be checked (not read)'),
      verdict: 'fail',
    },
    {
      name: 'the file replaced between resolution and read',
      input: tier2(quiet()),
      host: swappingHost(host, '/w/d/run.log', 2),
      errors: blocker('t2_identity_check_failed', 4, "Tier-2: ARTIFACTS run.log's identity changed between resolution and the read (not hashed)"),
      verdict: 'fail',
    },
    {
      name: 'the file replaced while it was read',
      input: tier2(quiet()),
      host: swappingHost(host, '/w/d/run.log', 3),
      errors: blocker('t2_identity_check_failed', 4),
      verdict: 'fail',
    },
  ],
});
