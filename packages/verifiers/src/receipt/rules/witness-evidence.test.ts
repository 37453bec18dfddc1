import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, LOG, TIER2, W, blocker, diskReceipt, evalLineVerifier, flaggedVerifier, record, sizedHost, swappingHost, vanishingHost, withLine } from '../fixtures.test-helpers.js';
import { verifyReceipt } from '../index.js';

const host = { cwd: '/w', files: { '/w/d/run.log': LOG, '/w/d/notes.log': 'boom here\n' } };
const tier2 = (receipt: string, extra: Record<string, unknown> = {}) => ({ receipt, options: { ...TIER2, ...extra } });
const READ_NOTES = '  3  READ  notes.log';
/** A PASS whose lint witness reads the whole of TRACE#3's file (not in ARTIFACTS): witness on line 11. */
const readsNotes = (read = READ_NOTES, signature = '/no such text/') =>
  diskReceipt({ range: 'L3-L3', extraTrace: read, witness: `lint:trace-consistent  expect-fail=${signature}  ran=TRACE#3` });
const WITNESS_FIRED = 'Tier-2: WITNESS expect-fail regex /[1-9]\\d* failing/ matches body of run.log (witness would have fired → PASS rejected)';

ruleTester.run(flaggedVerifier, 'receipt/witness-evidence', {
  valid: [
    { name: 'the cited lines do not match', input: tier2(diskReceipt({ range: 'L3-L3' })), host, verdict: 'pass' },
    { name: 'a FAIL whose cited lines show the failure', input: tier2(diskReceipt({ verdict: 'FAIL' })), host, verdict: 'pass' },
    { name: 'a PASS exit!=0 clause over exit=0', input: tier2(diskReceipt({ witness: 'exec:`make t`  expect-fail=exit!=0  ran=TRACE#2' })), host, verdict: 'pass' },
    { name: 'a BLOCKED receipt has no witness leg', input: tier2(diskReceipt({ verdict: 'BLOCKED' })), host, verdict: 'pass' },
    {
      name: 'an empty body only fails a ranged grep: a rangeless one over an empty file passes',
      input: tier2(diskReceipt({ log: '', witness: 'grep:run.log  expect-fail=/boom!/  ran=TRACE#2' })),
      host: { cwd: '/w', files: { '/w/d/run.log': '' } },
      verdict: 'pass',
    },
    { name: 'an absent witness file is a note', input: tier2(readsNotes('  3  READ  gone.log')), host, verdict: 'pass' },
    { name: 'a byte range is decoded with replacement', input: tier2(diskReceipt({ log: new Uint8Array([0x6f, 0x6b, 0xff, 0x0a]), range: 'B1-B4' })), host: { cwd: '/w', files: { '/w/d/run.log': new Uint8Array([0x6f, 0x6b, 0xff, 0x0a]) } }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a PASS whose witness fires on the cited lines',
      input: tier2(diskReceipt()),
      host,
      errors: blocker('t2_witness_fired', 10, WITNESS_FIRED),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ range: 'L3-L3' })) },
    },
    {
      name: 'the witness file under two roots, --strict',
      input: tier2(readsNotes(), { roots: ['a', 'b'], strict: true }),
      host: { cwd: '/w', files: { '/w/a/run.log': LOG, '/w/a/notes.log': 'x', '/w/b/notes.log': 'y' } },
      errors: blocker('t2_strict_witness_ambiguous', 11, 'Tier-2 --strict: witness artifact notes.log is ambiguous across roots (/w/a/notes.log, /w/b/notes.log)'),
      verdict: 'fail',
      repaired: { input: tier2(readsNotes(), { roots: ['a', 'b'] }) },
    },
    {
      name: 'a path-shaped witness file absent, --strict',
      input: tier2(readsNotes('  3  READ  logs/notes.log'), { strict: true }),
      host,
      errors: blocker('t2_strict_witness_absent', 11, 'Tier-2 --strict: witness artifact logs/notes.log absent under all bases'),
      verdict: 'fail',
      repaired: { input: tier2(readsNotes('  3  READ  logs/notes.log')) },
    },
    {
      name: 'the verified file replaced before the witness reads it',
      input: tier2(diskReceipt({ range: 'L3-L3' })),
      host: swappingHost(host, '/w/d/run.log', 4),
      errors: blocker('t2_identity_check_failed', 10, "Tier-2: witness run.log's identity changed since the ARTIFACTS leg verified it"),
      verdict: 'fail',
    },
    {
      name: 'the verified file gone before the witness reads it',
      input: tier2(diskReceipt({ range: 'L3-L3' })),
      host: vanishingHost(host, '/w/d/run.log', 4),
      errors: blocker('t2_identity_check_failed', 10, "Tier-2: witness run.log's identity changed since the ARTIFACTS leg verified it"),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ range: 'L3-L3' })), host },
    },
    {
      name: 'the verified file gone right after the ARTIFACTS leg read it',
      input: tier2(diskReceipt({ range: 'L3-L3' })),
      host: vanishingHost(host, '/w/d/run.log', 3),
      errors: blocker('t2_identity_check_failed', 10, "Tier-2: witness run.log's identity changed since the ARTIFACTS leg verified it"),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ range: 'L3-L3' })), host },
    },
    {
      name: 'an unverified file replaced between resolution and the witness read',
      input: tier2(readsNotes()),
      host: swappingHost(host, '/w/d/notes.log', 2),
      errors: blocker('t2_identity_check_failed', 11, "Tier-2: witness notes.log's identity changed between resolution and the witness read"),
      verdict: 'fail',
    },
    {
      name: 'an unverified file replaced while the witness reads it',
      input: tier2(readsNotes()),
      host: swappingHost(host, '/w/d/notes.log', 3),
      errors: blocker('t2_identity_check_failed', 11, "Tier-2: witness notes.log's identity changed between resolution and the witness read"),
      verdict: 'fail',
      repaired: { input: tier2(readsNotes()), host },
    },
    {
      name: 'a rangeless grep naming an undeclared target',
      input: tier2(diskReceipt({ range: 'L3-L3', extraTrace: READ_NOTES, witness: 'grep:boom  expect-fail=/boom/  ran=TRACE#3' })),
      host,
      errors: blocker('t2_stated_target_undeclared', 11, "Tier-2: witness notes.log's stated target boom is not a declared ARTIFACTS entry"),
      verdict: 'fail',
    },
    {
      name: 'a rangeless grep naming another file than the cited entry',
      input: tier2(diskReceipt({ range: 'L3-L3', extraTrace: READ_NOTES, witness: 'grep:run.log  expect-fail=/boom/  ran=TRACE#3' })),
      host,
      errors: blocker('t2_stated_target_mismatch', 11, "Tier-2: witness notes.log's stated target run.log does not name the same file as the TRACE entry it cites"),
      verdict: 'fail',
    },
    {
      name: 'an unverified witness file over the 64 MiB read budget',
      input: tier2(readsNotes()),
      host: sizedHost(host, '/w/d/notes.log', 67108865),
      errors: blocker('t2_not_regular_file', 11, 'Tier-2: witness notes.log exceeds the Tier-2 read budget (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(readsNotes()), host: sizedHost(host, '/w/d/notes.log', 67108864) },
    },
    {
      name: 'an unverified witness file gone before its read',
      input: tier2(readsNotes()),
      host: vanishingHost(host, '/w/d/notes.log', 2),
      errors: blocker('t2_not_regular_file', 11, 'Tier-2: witness notes.log is not a regular file (not read)'),
      verdict: 'fail',
      repaired: { input: tier2(readsNotes()), host },
    },
    {
      name: 'an unreadable witness file',
      input: tier2(readsNotes()),
      host: { ...host, unreadable: ['/w/d/notes.log'] },
      errors: blocker('t2_not_regular_file', 11, /^Tier-2: witness notes\.log unreadable \(EACCES/),
      verdict: 'fail',
    },
    {
      name: 'an #L range over bytes that are not UTF-8',
      input: tier2(diskReceipt({ log: new Uint8Array([0x6f, 0x6b, 0xff, 0x0a]) })),
      host: { cwd: '/w', files: { '/w/d/run.log': new Uint8Array([0x6f, 0x6b, 0xff, 0x0a]) } },
      errors: blocker('t2_not_utf8', 10, 'Tier-2: cited artifact /w/d/run.log is not valid UTF-8 (the #L range reader decodes losslessly; range not read)'),
      verdict: 'fail',
    },
    {
      name: '#B1-B4097 passes Tier-1 but reads 4097 bytes',
      input: tier2(diskReceipt({ log: 'x'.repeat(5000), range: 'B1-B4097', witness: 'grep:run.log#B1-B4097  expect-fail=/boom!/  ran=TRACE#2' })),
      host: { cwd: '/w', files: { '/w/d/run.log': 'x'.repeat(5000) } },
      errors: blocker('t2_witness_range_too_large', 10, "Tier-2: cited witness range exceeds 4 KiB actual bytes (4097 > 4096; Tier-1's line estimate under-counted)"),
      verdict: 'fail',
    },
    {
      name: 'a ranged grep past the end of the file',
      input: tier2(diskReceipt({ witness: 'grep:run.log#L9-L9  expect-fail=/boom!/  ran=TRACE#2' })),
      host,
      errors: blocker('t2_grep_body_empty', 10, 'Tier-2: WITNESS grep body empty for run.log (declared range resolves to no bytes — witness could not fire)'),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ witness: 'grep:run.log#L3-L3  expect-fail=/boom!/  ran=TRACE#2' })) },
    },
    {
      name: 'an empty ranged grep on a FAIL is no evidence of failure (not an empty-body PASS)',
      input: tier2(diskReceipt({ verdict: 'FAIL', witness: 'grep:run.log#L9-L9  expect-fail=/boom!/  ran=TRACE#2' })),
      host,
      errors: blocker('t2_fail_without_evidence', 10, 'Tier-2 FAIL: no evidence of failure — exit=0 AND body does not match expect-fail /boom!/ (weak positive-evidence check)'),
      verdict: 'fail',
    },
    {
      name: 'a FAIL with exit=0 and no sign of failure',
      input: tier2(diskReceipt({ verdict: 'FAIL', witness: 'exec:`make t`  expect-fail=/no such text/  ran=TRACE#2' })),
      host,
      errors: blocker('t2_fail_without_evidence', 10, 'Tier-2 FAIL: no evidence of failure — exit=0 AND body does not match expect-fail /no such text/ (weak positive-evidence check)'),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ verdict: 'FAIL' })) },
    },
    {
      name: 'a PASS exit=0 clause over exit=0',
      input: tier2(diskReceipt({ witness: 'exec:`make t`  expect-fail=exit=0  ran=TRACE#2' })),
      host,
      errors: blocker('t2_exit_clause_fired', 10, 'Tier-2: WITNESS expect-fail exit-clause matches actual exit=0 (witness would have fired → PASS rejected)'),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ witness: 'exec:`make t`  expect-fail=exit!=0  ran=TRACE#2' })) },
    },
    {
      name: 'a backtracking pattern that runs out of steps',
      input: tier2(diskReceipt({ log: `${'a'.repeat(3000)}\n`, witness: 'exec:`make t`  expect-fail=/(a*)*\\1b/  ran=TRACE#2' })),
      host: { cwd: '/w', files: { '/w/d/run.log': `${'a'.repeat(3000)}\n` } },
      errors: blocker('t2_witness_timeout', 10, "witness evaluation exceeded the regex engine's step budget (a cap on matching steps per search that stands for the reference's 5-second alarm)"),
      verdict: 'fail',
      repaired: { input: tier2(diskReceipt({ log: `${'a'.repeat(3000)}\n`, witness: 'exec:`make t`  expect-fail=/a+bc/  ran=TRACE#2' })) },
    },
  ],
});

/** `--eval`: the inline bodies stand for the files (docs/rules/receipt/witness-evidence.md). */
ruleTester.run(evalLineVerifier, 'receipt/witness-evidence', {
  valid: [
    { name: 'no artifact_bodies: clean', input: record(BASE_V1), verdict: 'pass' },
    { name: 'a body under another name: clean', input: record(BASE_V1, { 'other.log': '2 failed' }), verdict: 'pass' },
    { name: 'a ranged grep over an inline body without the signature', input: record(W('grep:run.log#L1-L4  expect-fail=/boom!/  ran=TRACE#2'), { 'run.log': 'all green\n' }), verdict: 'pass' },
    { name: 'a rangeless grep over an empty inline body', input: record(W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2'), { 'run.log': '' }), verdict: 'pass' },
    { name: 'a body that is not a string: clean', input: record(BASE_V1, { 'run.log': 7 }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the whole inline body is searched',
      input: record(BASE_V1, { 'run.log': 'x\n2 failed\n' }),
      errors: blocker('t2_witness_fired', 11, 'Tier-2: WITNESS expect-fail regex /[1-9]\\d* failed/ matches body of run.log (witness would have fired → PASS rejected)'),
      verdict: 'fail',
      repaired: { input: record(BASE_V1, { 'run.log': 'all green\n' }) },
    },
    { name: 'an exit clause needs a body to be present', input: record(W('exec:`x`  expect-fail=exit=0  ran=TRACE#2'), { 'run.log': 'ok' }), errors: blocker('t2_exit_clause_fired', 11), verdict: 'fail' },
    {
      name: 'an empty inline body for a ranged grep on a FAIL',
      input: record(withLine(W('grep:run.log#L1-L4  expect-fail=/boom!/  ran=TRACE#2'), 'VERDICT', 'VERDICT  FAIL  conf=0.85'), { 'run.log': '' }),
      errors: blocker('t2_fail_without_evidence', 11),
      verdict: 'fail',
    },
    { name: 'an empty inline body for a ranged grep', input: record(W('grep:run.log#L1-L4  expect-fail=/boom!/  ran=TRACE#2'), { 'run.log': '' }), errors: blocker('t2_grep_body_empty', 11, 'Tier-2: WITNESS grep body empty for run.log (declared range resolves to no bytes — witness could not fire)'), verdict: 'fail' },
  ],
  untested: {
    t2_strict_witness_ambiguous: '--eval has no roots (the disk cases above cover it)',
    t2_strict_witness_absent: '--eval has no roots (the disk cases above cover it)',
    t2_identity_check_failed: '--eval reads no file (the disk cases above cover it)',
    t2_stated_target_undeclared: '--eval has no stated-target rule (docs/rules/receipt/witness-evidence.md)',
    t2_stated_target_mismatch: '--eval has no stated-target rule (docs/rules/receipt/witness-evidence.md)',
    t2_not_regular_file: '--eval reads no file (the disk cases above cover it)',
    t2_not_utf8: 'inline bodies are strings already (the disk cases above cover it)',
    t2_witness_range_too_large: '--eval does not slice (the disk cases above cover it)',
    t2_witness_timeout: 'covered by the disk cases above; the predicate is shared',
  },
});

describe('receipt/witness-evidence notes: walk notes on the witness leg too (no dedupe)', () => {
  const nested = { cwd: '/w', files: { '/w/d/logs/run.log': LOG } };
  it('a name found below the root gives RESOLVED-BY-WALK in both legs', async () => {
    const result = await verifyReceipt(diskReceipt({ name: 'logs/run.log', range: 'L3-L3' }), { roots: ['d'] }, { host: createMemoryHost(nested) });
    expect(result.findings).toEqual([]);
    const walk = (result.data.notes as string[]).filter((note) => note.startsWith('RESOLVED-BY-WALK'));
    expect(walk).toEqual(['RESOLVED-BY-WALK: logs/run.log (logs/run.log)', 'RESOLVED-BY-WALK: logs/run.log (logs/run.log)']);
  });

  it('a name found only through the git toplevel gives RESOLVED-OUTSIDE-ROOTS in both legs', async () => {
    const repo = createMemoryHost({ cwd: '/w', files: { '/w/repo/run.log': LOG, '/w/repo/.git/HEAD': 'ref: refs/heads/main\n' }, directories: ['/w/repo/d', '/w/repo/.git/objects', '/w/repo/.git/refs'] });
    const result = await verifyReceipt(diskReceipt({ range: 'L3-L3' }), { roots: ['repo/d'] }, { host: repo });
    expect(result.findings).toEqual([]);
    expect((result.data.notes as string[]).filter((note) => note.startsWith('RESOLVED-OUTSIDE-ROOTS'))).toEqual([
      'RESOLVED-OUTSIDE-ROOTS: run.log (/w/repo/run.log)',
      'RESOLVED-OUTSIDE-ROOTS: run.log (/w/repo/run.log)',
    ]);
  });

  it('a witness file that is not in ARTIFACTS gives its own note only', async () => {
    const result = await verifyReceipt(readsNotes('  3  READ  sub/notes.log'), { roots: ['d'] }, { host: createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG, '/w/d/sub/notes.log': 'calm\n' } }) });
    expect(result.findings).toEqual([]);
    expect((result.data.notes as string[]).filter((note) => note.startsWith('RESOLVED-BY-WALK'))).toEqual(['RESOLVED-BY-WALK: sub/notes.log (sub/notes.log)']);
  });

  it('a bare name at the top of its root gives none', async () => {
    const result = await verifyReceipt(diskReceipt({ range: 'L3-L3' }), { roots: ['d'] }, { host: createMemoryHost(host) });
    expect((result.data.notes as string[]).some((note) => note.startsWith('RESOLVED-'))).toBe(false);
  });
});

describe('receipt/witness-evidence notes: what the witness leg could not verify', () => {
  const witnessNotes = (notes: unknown) => (notes as string[]).filter((note) => note.includes(' witness '));

  it('a whole-file read of a file the ARTIFACTS leg did not hash is evaluated, and noted as such', async () => {
    const result = await verifyReceipt(readsNotes(), { roots: ['d'] }, { host: createMemoryHost(host) });
    expect(result.findings).toEqual([]);
    expect(witnessNotes(result.data.notes)).toEqual([
      'UNVERIFIABLE: witness notes.log (predicate evaluated against an independent read — the artifact was not hash-verified by the ARTIFACTS leg)',
    ]);
  });

  it('so is a file the witness cites through a WROTE', async () => {
    const result = await verifyReceipt(readsNotes(`  3  WROTE  notes.log  sha256:${'c'.repeat(64)}`), { roots: ['d'] }, { host: createMemoryHost(host) });
    expect(result.findings).toEqual([]);
    expect(witnessNotes(result.data.notes)).toEqual([
      'UNVERIFIABLE: witness notes.log (predicate evaluated against an independent read — the artifact was not hash-verified by the ARTIFACTS leg)',
    ]);
  });

  it('a 12-hex receipt prefix is not a file, not even a path under --strict', async () => {
    const result = await verifyReceipt(readsNotes('  3  READ  0123456789ab'), { roots: ['d'], strict: true }, { host: createMemoryHost(host) });
    expect(result.findings).toEqual([]);
    expect(witnessNotes(result.data.notes)).toEqual(['NOT-APPLICABLE: witness 0123456789ab (12-hex receipt-hash prefix, not a file)']);
  });
});
