import { describe, expect, it } from 'vitest';
import { createMemoryHost, sha256Hex } from '@gauntlet/core';
import { lintReceipt, verifyReceipt } from './index.js';
import { LOG, TWO_REPOS, TWO_REPO_ROOTS, diskReceipt, evalLineVerifier, record, worldWritableHost } from './fixtures.test-helpers.js';

/** Tier-2 across rules: containment, the notes of every leg and their order. Each rule's own cases are in rules/<rule>.test.ts. */
const blockers = (result: { findings: Array<{ severity: string; reason: string }> }) => result.findings.filter((f) => f.severity === 'blocker').map((f) => f.reason);

describe('receipt Tier-2 (disk, through the Host)', () => {
  it('containment: .., absolute names and symlinks out of the root are never read', async () => {
    const reads: string[] = [];
    const memory = createMemoryHost({
      cwd: '/w',
      files: { '/w/outside.log': LOG, '/secret/run.log': LOG, '/w/d/run.log': LOG },
      symlinks: { '/w/d/link.log': '/secret/run.log', '/w/d/up': '/secret' },
    });
    const host = { ...memory, readFile: (path: string) => (reads.push(path), memory.readFile(path)) };
    const dotdot = await verifyReceipt(diskReceipt({ name: '../outside.log' }), { roots: ['d'] }, { host });
    expect(blockers(dotdot)).toEqual([]);
    expect(dotdot.data.notes).toContain('UNVERIFIABLE: ../outside.log (no file under root)');
    expect(blockers(await verifyReceipt(diskReceipt({ name: 'link.log' }), { roots: ['d'] }, { host }))).toEqual([]);
    const absoluteRead = diskReceipt({ range: 'L3-L3', witness: 'grep:  expect-fail=/failing/  ran=TRACE#3', extraTrace: '  3  READ  /secret/run.log' });
    const result = await verifyReceipt(absoluteRead, { roots: ['d'] }, { host });
    expect(blockers(result)).toEqual([]);
    expect(result.data.notes).toContain('UNVERIFIABLE: witness /secret/run.log (no file under root)');
    expect(reads.filter((path) => !path.startsWith('/w/d/'))).toEqual([]);
  });

  it('a symlinked root is followed (its target is the boundary)', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/real/run.log': LOG }, symlinks: { '/w/d': '/real' } });
    expect(blockers(await verifyReceipt(diskReceipt(), { roots: ['d'] }, { host }))).toEqual(['t2_witness_fired']);
  });

  it('--ledger under --tier1 is a note', async () => {
    const result = await lintReceipt(diskReceipt(), { options: { ledger: 'x.jsonl' }, host: createMemoryHost() });
    expect(result.data.notes).toEqual(['UNVERIFIABLE: --ledger ignored under --tier1 (binding is a Tier-2 check; re-run with --tier2)']);
  });

  it('notes come in the reference order: v1, walk, PROVENANCE-ONLY, the ARTIFACTS leg, the witness leg, the ledger', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/logs/run.log': LOG } });
    const receipt = diskReceipt({ name: 'logs/run.log', range: 'L3-L3', extraTrace: `  3  DISPATCHED  qa/7-probe  verdict=FAIL  rcpt-sha256:${'c'.repeat(64)}\n  4  READ  gone.md` });
    const result = await verifyReceipt(receipt.replace('ARTIFACTS\n', `ARTIFACTS\n  0123456789ab  sha256:${'f'.repeat(64)}  1\n`), { roots: ['d'] }, { host });
    expect(blockers(result)).toEqual([]);
    expect(result.data.notes).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'RESOLVED-BY-WALK: logs/run.log (logs/run.log)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: gone.md (declared in TRACE, not verified)',
      'NOT-APPLICABLE: 0123456789ab (12-hex receipt-hash prefix, not a file)',
      'RESOLVED-BY-WALK: logs/run.log (logs/run.log)',
      'UNVERIFIABLE: ledger binding (no --ledger)',
    ]);
  });

  it('a world-writable git toplevel is refused as a probe base, and every leg that resolved a name says so', async () => {
    const refused = '[refused as probe base: world-writable git toplevel /w/r1, /w/r2 — any local uid can plant a marker there; make it non-world-writable]';
    const receipt = diskReceipt({ range: 'L3-L3' }).replace('TRACE\n', `  out/x.log  sha256:${'a'.repeat(64)}  1\nTRACE\n`);
    const result = await verifyReceipt(receipt, { roots: TWO_REPO_ROOTS }, { host: worldWritableHost(TWO_REPOS, ['/w/r1', '/w/r2']) });
    expect(blockers(result)).toEqual([]);
    expect(result.data.notes).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      `REFUSED: probe base dropped while resolving run.log ${refused}`,
      `UNVERIFIABLE: out/x.log (no file under root) ${refused}`,
      `REFUSED: probe base dropped while resolving witness run.log ${refused}`,
    ]);
  });

  it('PROVENANCE-ONLY: a READ, EDIT or WROTE of a file the ARTIFACTS leg did not verify, under any spelling', async () => {
    const sha = `sha256:${'c'.repeat(64)}`;
    // Verified: run.log, and link.log (a link to real.log). Not verified: sub/run.log (absent).
    const trace = [
      '  3  READ  run.log',
      '  4  READ  d/run.log',
      `  5  WROTE  /w/d/run.log  ${sha}`,
      '  6  READ  logs/run.log',
      '  7  READ  /w/d/real.log',
      '  8  READ  notes.md',
      `  9  WROTE  out.txt  ${sha}`,
      '  10  READ',
      '  11  CONSULTED  notes.md',
      '  12  READ  sub/run.log',
      '  13  READ  d/sub/run.log',
    ].join('\n');
    const extra = `  link.log  sha256:${sha256Hex(LOG)}  16\n  sub/run.log  sha256:${'a'.repeat(64)}  1\n`;
    const receipt = diskReceipt({ range: 'L3-L3', extraTrace: trace }).replace('TRACE\n', `${extra}TRACE\n`);
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG, '/w/d/real.log': LOG }, symlinks: { '/w/d/link.log': '/w/d/real.log' } });
    const result = await verifyReceipt(receipt, { roots: ['d'] }, { host });
    expect(blockers(result)).toEqual([]);
    expect(result.data.notes).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: notes.md (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: out.txt (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: sub/run.log (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: d/sub/run.log (declared in TRACE, not verified)',
      'UNVERIFIABLE: sub/run.log (no file under root)',
    ]);
  });

  it('PROVENANCE-ONLY: a root typed with trailing slashes spells names with one', async () => {
    const receipt = diskReceipt({ range: 'L3-L3', extraTrace: '  3  READ  d/sub/run.log\n  4  READ  /w/d/sub/run.log' }).replace('TRACE\n', `  sub/run.log  sha256:${'a'.repeat(64)}  1\nTRACE\n`);
    const result = await verifyReceipt(receipt, { roots: ['d//'] }, { host: createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } }) });
    expect(blockers(result)).toEqual([]);
    expect((result.data.notes as string[]).filter((note) => note.startsWith('PROVENANCE-ONLY'))).toEqual([
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: d/sub/run.log (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: /w/d/sub/run.log (declared in TRACE, not verified)',
    ]);
  });

  it('a leg stopped on its second artifact: the failing one is not verified, the ones after it are not reached', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': 'other bytes\n', '/w/d/ok.md': 'fine\n' } });
    const receipt = diskReceipt({ extraTrace: '  3  READ  run.log\n  4  READ  later.md' })
      .replace('ARTIFACTS\n', `ARTIFACTS\n  ok.md  sha256:${sha256Hex('fine\n')}  5\n`)
      .replace('TRACE\n', `  later.md  sha256:${'f'.repeat(64)}  1\nTRACE\n`);
    const result = await verifyReceipt(receipt, { roots: ['d'] }, { host });
    expect(blockers(result)).toEqual(['t2_artifact_hash_mismatch']);
    expect(result.data.notes).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: run.log (declared in TRACE, not verified)',
    ]);
  });

  it('the notes of a leg that stopped on a failure are kept', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': 'other bytes\n' } });
    const result = await verifyReceipt(diskReceipt().replace('ARTIFACTS\n', `ARTIFACTS\n  bare.md  sha256:${'f'.repeat(64)}  1\n`), { roots: ['d'] }, { host });
    expect(blockers(result)).toEqual(['t2_artifact_hash_mismatch']);
    expect(result.data.notes).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      'UNVERIFIABLE: bare.md (no file under root)',
    ]);
  });

  it('the artifacts after the failing one are not reached: their TRACE entries get no PROVENANCE-ONLY note', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': 'other bytes\n' } });
    const receipt = diskReceipt({ extraTrace: '  3  READ  later.md' }).replace('TRACE\n', `  later.md  sha256:${'f'.repeat(64)}  1\nTRACE\n`);
    const result = await verifyReceipt(receipt, { roots: ['d'] }, { host });
    expect(blockers(result)).toEqual(['t2_artifact_hash_mismatch']);
    expect(result.data.notes).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
    ]);
  });

  it('without --strict, a name under two roots is a note of each leg', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/a/run.log': LOG, '/w/b/run.log': LOG } });
    const result = await verifyReceipt(diskReceipt({ range: 'L3-L3' }), { roots: ['b', 'a'] }, { host });
    expect(blockers(result)).toEqual([]);
    expect((result.data.notes as string[]).filter((note) => note.startsWith('AMBIGUOUS'))).toEqual([
      'AMBIGUOUS: artifact run.log is ambiguous across roots (/w/a/run.log, /w/b/run.log)',
      'AMBIGUOUS: witness artifact run.log is ambiguous across roots (/w/a/run.log, /w/b/run.log)',
    ]);
  });

  it('a SKIPPED witness reads nothing, on disk and inline', async () => {
    const skipped = diskReceipt({ range: 'L3-L3', witness: 'exec:`make e2e`  expect-fail=/boom!/  ran=SKIPPED:no browser' }).replace('NEXT       (none)', 'NEXT       run `make e2e` on CI');
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    expect(blockers(await verifyReceipt(skipped, { roots: ['d'] }, { host }))).toEqual([]);
    expect(blockers(await verifyReceipt(skipped, { roots: ['d'], strict: true }, { host }))).toEqual([]);
    const inline = await evalLineVerifier.verify(record(skipped, { 'run.log': '3 failing\n' }));
    expect(blockers(inline)).toEqual([]);
  });

  it('data.coverage counts the artifacts hash-verified and the witness evaluated (Tier-2 on disk only)', async () => {
    const log = 'ok\n3 failing\nall done\n';
    const quiet = diskReceipt({ log, range: 'L3-L3' });
    const verified = await verifyReceipt(quiet, { roots: ['d'] }, { host: createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': log } }) });
    expect(blockers(verified)).toEqual([]);
    expect(verified.data.coverage).toEqual([
      { label: 'artifacts hash-verified', done: 1, total: 1 },
      { label: 'witnesses evaluated', done: 1, total: 1 },
    ]);
    const absent = await verifyReceipt(quiet, { roots: ['d'] }, { host: createMemoryHost({ cwd: '/w', directories: ['/w/d'] }) });
    expect(blockers(absent)).toEqual([]);
    expect(absent.data.coverage).toEqual([
      { label: 'artifacts hash-verified', done: 0, total: 1 },
      { label: 'witnesses evaluated', done: 0, total: 1 },
    ]);
    const tier1 = await lintReceipt(quiet, { host: createMemoryHost() });
    expect(tier1.data.coverage).toBeUndefined();
  });
});
