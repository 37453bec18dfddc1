import { describe, expect, it } from 'vitest';
import { type Host, createMemoryHost } from '@gauntlet/core';
import { receiptCoverage } from './coverage.js';
import { BASE_V1, LOG, diskReceipt } from './fixtures.test-helpers.js';
import { bindReceipt, lintReceipt, verifyReceipt } from './index.js';
import { parseReceiptDocument } from './parse.js';
import { createReceiptRun, notesOf, wantsDiskTier2 } from './run.js';

/** The Tier-2 legs of one run (each runs once, on demand), the notes and coverage they leave, and the result's data. */
function countingHost(options: Parameters<typeof createMemoryHost>[0]): { host: Host; calls: string[] } {
  const host = createMemoryHost(options);
  const calls: string[] = [];
  return { calls, host: { ...host, realpath: (path) => (calls.push(path), host.realpath(path)) } };
}

describe('createReceiptRun', () => {
  it('runs a leg once, the first time it is asked for, and keeps its outcome', async () => {
    const { host, calls } = countingHost({ cwd: '/w', directories: ['/w/d'] });
    const run = createReceiptRun(parseReceiptDocument(BASE_V1), { tier: 2, roots: ['d'] }, host);
    expect(run.legs.done('roots')).toBeUndefined();
    expect(calls).toEqual([]);
    const first = run.legs.get('roots');
    expect(run.legs.get('roots')).toBe(first);
    const outcome = await first;
    expect(run.legs.done('roots')).toBe(outcome);
    expect(await run.legs.get('roots')).toBe(outcome);
    expect(calls).toEqual(['/w/d']);
    expect(run.legs.done('artifacts')).toBeUndefined();
    expect(outcome.set?.roots).toEqual(['/w/d']);
  });

  it('hands the legs the run it was given', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    const doc = parseReceiptDocument(diskReceipt({ range: 'L3-L3' }));
    const run = createReceiptRun(doc, { tier: 2, roots: ['d'] }, host);
    expect(run).toMatchObject({ doc, options: { tier: 2, roots: ['d'] }, host });
    const artifacts = await run.legs.get('artifacts');
    expect(artifacts.failure).toBeUndefined();
    expect([...artifacts.verifiedNames]).toEqual(['run.log']);
    expect(run.legs.done('roots')).toBeDefined();
  });
});

describe('wantsDiskTier2', () => {
  it('is Tier-2 on disk: not --eval\'s inline Tier-2, not --bind-only', () => {
    expect(wantsDiskTier2({ tier: 2 })).toBe(true);
    expect(wantsDiskTier2({ tier: 2, inline: false, bindOnly: false })).toBe(true);
    expect(wantsDiskTier2({ tier: 2, inline: true })).toBe(false);
    expect(wantsDiskTier2({ tier: 2, bindOnly: true })).toBe(false);
    expect(wantsDiskTier2({ tier: 1 })).toBe(false);
    expect(wantsDiskTier2({})).toBe(false);
  });
});

describe('notesOf and receiptCoverage', () => {
  it('notes of the legs that ran, roots first, in the reference order; none before any leg ran', async () => {
    const log = 'ok\n3 failing\nall done\n';
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': log } });
    const dispatched = `  4  DISPATCHED  qa/7-probe  verdict=FAIL  rcpt-sha256:${'c'.repeat(64)}`;
    const run = createReceiptRun(parseReceiptDocument(diskReceipt({ log, range: 'L3-L3', extraTrace: `  3  READ  gone.md\n${dispatched}` })), { tier: 2, roots: ['d'] }, host);
    expect(notesOf(run)).toEqual([]);
    expect(receiptCoverage(run)).toBeUndefined();
    await run.legs.get('ledger');
    expect(notesOf(run)).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'UNVERIFIABLE: ledger binding (no --ledger)',
    ]);
    await run.legs.get('witness');
    expect(notesOf(run)).toEqual([
      'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)',
      'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)',
      'PROVENANCE-ONLY: gone.md (declared in TRACE, not verified)',
      'UNVERIFIABLE: ledger binding (no --ledger)',
    ]);
    expect(receiptCoverage(run)).toEqual([
      { label: 'artifacts hash-verified', done: 1, total: 1 },
      { label: 'witnesses evaluated', done: 1, total: 1 },
    ]);
  });

  it('coverage: only for Tier-2 on disk with a root set; the witness line only when there is a witness', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    const doc = parseReceiptDocument(diskReceipt({ range: 'L3-L3' }));
    for (const options of [{ tier: 2, inline: true }, { tier: 2, bindOnly: true }, { tier: 1 }] as const) {
      const run = createReceiptRun(doc, { ...options, roots: ['d'] }, host);
      await run.legs.get('roots');
      expect(receiptCoverage(run), JSON.stringify(options)).toBeUndefined();
    }
    const absentRoot = createReceiptRun(doc, { tier: 2, roots: ['nowhere'] }, host);
    await absentRoot.legs.get('roots');
    expect(receiptCoverage(absentRoot)).toBeUndefined();
    const rootsOnly = createReceiptRun(doc, { tier: 2, roots: ['d'] }, host);
    await rootsOnly.legs.get('roots');
    expect(receiptCoverage(rootsOnly)).toEqual([
      { label: 'artifacts hash-verified', done: 0, total: 1 },
      { label: 'witnesses evaluated', done: 0, total: 1 },
    ]);
    const noWitness = createReceiptRun(parseReceiptDocument(diskReceipt().replace(/^WITNESS.*$/m, 'WITNESS')), { tier: 2, roots: ['d'] }, host);
    await noWitness.legs.get('roots');
    expect(receiptCoverage(noWitness)).toEqual([{ label: 'artifacts hash-verified', done: 0, total: 1 }]);
  });
});

describe('the result data of the receipt verifiers', () => {
  it('lintReceipt: Tier 1, the version when the header has one, the notes', async () => {
    expect((await lintReceipt(BASE_V1)).data).toStrictEqual({ tier: 1, version: '1', notes: [] });
    expect((await lintReceipt('not a receipt')).data).toStrictEqual({ tier: 1, notes: [] });
    expect((await lintReceipt(BASE_V1, { options: { tier: 2 } })).data).toMatchObject({ tier: 1 });
  });

  it('verifyReceipt: Tier 2, with the coverage', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': 'ok\n3 failing\nall done\n' } });
    const result = await verifyReceipt(diskReceipt({ log: 'ok\n3 failing\nall done\n', range: 'L3-L3' }), { roots: ['d'], tier: 1 }, { host });
    expect(result.findings).toEqual([]);
    expect(result.data).toStrictEqual({
      tier: 2,
      version: '1',
      notes: ['UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)', 'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)'],
      coverage: [
        { label: 'artifacts hash-verified', done: 1, total: 1 },
        { label: 'witnesses evaluated', done: 1, total: 1 },
      ],
    });
  });

  it('bindReceipt: the bindings and the notes, from the ledger leg alone', async () => {
    const child = `${'c'.repeat(64)}`;
    const receipt = diskReceipt({ extraTrace: `  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${child}` });
    const ledger = `${JSON.stringify({ dispatch_id: '7-probe', verdict: 'PASS', rcpt_sha256: child })}\n`;
    const result = await bindReceipt(receipt, 'ledger.jsonl', { host: createMemoryHost({ cwd: '/w', files: { '/w/ledger.jsonl': ledger } }) });
    expect(result.findings).toEqual([]);
    expect(result.data).toStrictEqual({ bindings: [{ token: 'qa/7-probe', dispatchId: '7-probe', verdict: 'PASS', rcptSha256: child, matched: true, line: 8 }], notes: [] });
    const unbound = await bindReceipt(BASE_V1, 'ledger.jsonl', { host: createMemoryHost({ cwd: '/w', files: { '/w/ledger.jsonl': '' } }) });
    expect(unbound.data).toStrictEqual({ bindings: [], notes: [] });
  });
});
