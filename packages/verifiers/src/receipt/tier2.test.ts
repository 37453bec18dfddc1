import { describe, expect, it } from 'vitest';
import { createMemoryHost, sha256Hex } from '@gauntlet/core';
import { bindReceipt, lintReceipt, verifyReceipt } from './index.js';
import { H, insertAfter, withLine } from './fixtures.test-helpers.js';

const LOG = 'ok\n3 failing\nbye\n';

/** E1 of docs/rules/receipt/README.md#the-witness-leg: a PASS whose witness would have fired on the real log. */
function receipt(options: { log?: string; range?: string; verdict?: string; witness?: string; name?: string; extraTrace?: string } = {}) {
  const name = options.name ?? 'run.log';
  const hash = sha256Hex(options.log ?? LOG);
  return [
    'RCPT v1 build/2-fixer',
    `VERDICT  ${options.verdict ?? 'PASS'}  conf=0.80`,
    'ARTIFACTS',
    `  ${name}  sha256:${hash}  40`,
    'TRACE',
    `  1  EDIT  src/q.ts  sha256:${H('e')}`,
    `  2  EXEC  \`make t\`  exit=0  dur=2s  out=${name}#${options.range ?? 'L1-L3'}`,
    ...(options.extraTrace ? [options.extraTrace] : []),
    'CLAIMS',
    '  patched=true  from=TRACE#1',
    `WITNESS    ${options.witness ?? 'exec:`make t`  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2'}`,
    'SUSPICION  0.10',
    'NEXT       (none)',
    '',
  ].join('\n');
}

const first = (result: { findings: Array<{ severity: string; reason: string }> }) => result.findings.find((f) => f.severity === 'blocker')?.reason ?? null;

describe('receipt Tier-2 (disk, through the Host)', () => {
  it('E1: passes Tier-1, fails Tier-2 when the witness fires on the cited lines', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    expect(first(await lintReceipt(receipt()))).toBeNull();
    expect(first(await verifyReceipt(receipt(), { roots: ['d'] }, { host }))).toBe('t2_witness_fired');
    expect(first(await verifyReceipt(receipt({ range: 'L3-L3' }), { roots: ['d'] }, { host }))).toBeNull();
  });

  it('hash mismatch fails whatever the shape; absent names are notes unless --strict and path-shaped (E4)', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': 'other bytes\n' } });
    expect(first(await verifyReceipt(receipt(), { roots: ['d'] }, { host }))).toBe('t2_artifact_hash_mismatch');
    const empty = createMemoryHost({ cwd: '/w', directories: ['/w/d'] });
    const bare = await verifyReceipt(receipt(), { roots: ['d'], strict: true }, { host: empty });
    expect(first(bare)).toBeNull();
    expect(bare.data.notes).toContain('UNVERIFIABLE: run.log (no file under root)');
    expect(first(await verifyReceipt(receipt({ name: 'out/run.log' }), { roots: ['d'], strict: true }, { host: empty }))).toBe('t2_strict_artifact_absent');
  });

  it('containment: .., absolute names and symlinks out of the root are never read', async () => {
    const host = createMemoryHost({
      cwd: '/w',
      files: { '/w/outside.log': LOG, '/secret/run.log': LOG },
      directories: ['/w/d'],
      symlinks: { '/w/d/link.log': '/secret/run.log', '/w/d/up': '/secret' },
    });
    const dotdot = await verifyReceipt(receipt({ name: '../outside.log' }), { roots: ['d'] }, { host });
    expect(first(dotdot)).toBeNull();
    expect(dotdot.data.notes).toContain('UNVERIFIABLE: ../outside.log (no file under root)');
    expect(first(await verifyReceipt(receipt({ name: '../outside.log' }), { roots: ['d'], strict: true }, { host }))).toBe('t2_strict_artifact_absent');
    expect(first(await verifyReceipt(receipt({ name: 'link.log' }), { roots: ['d'] }, { host }))).toBeNull();
    expect(first(await verifyReceipt(receipt({ name: 'up/run.log' }), { roots: ['d'], strict: true }, { host }))).toBe('t2_strict_artifact_absent');
    const absoluteRead = receipt({ witness: 'grep:  expect-fail=/failing/  ran=TRACE#3', extraTrace: '  3  READ  /secret/run.log' });
    const result = await verifyReceipt(absoluteRead, { roots: ['d'] }, { host });
    expect(first(result)).toBeNull();
    expect(result.data.notes).toContain('UNVERIFIABLE: witness /secret/run.log (no file under root)');
  });

  it('a symlinked root is followed (its target is the boundary)', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/real/run.log': LOG }, symlinks: { '/w/d': '/real' } });
    expect(first(await verifyReceipt(receipt(), { roots: ['d'] }, { host }))).toBe('t2_witness_fired');
  });

  it('roots: absent root fails after Tier-1 (tier1 too); two spellings of one directory collapse (E5)', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/a/run.log': LOG, '/w/b/run.log': LOG } });
    expect(first(await lintReceipt(receipt(), { host, options: { roots: ['nope'] } }))).toBe('root_absent');
    expect(first(await verifyReceipt(receipt(), { roots: ['a', 'a/'] }, { host }))).toBe('root_collapse');
    expect(first(await verifyReceipt(receipt(), { roots: ['a', 'a'] }, { host }))).toBe('t2_witness_fired');
    expect(first(await verifyReceipt(receipt({ range: 'L3-L3' }), { roots: ['a', 'b'], strict: true }, { host }))).toBe('t2_strict_artifact_ambiguous');
    const loose = await verifyReceipt(receipt({ range: 'L3-L3' }), { roots: ['a', 'b'] }, { host });
    expect(first(loose)).toBeNull();
    expect((loose.data.notes as string[]).some((n) => n.startsWith('AMBIGUOUS: artifact run.log'))).toBe(true);
  });

  it('FAIL verdicts need evidence; PASS exit clauses compare the cited exit=', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    const fail = receipt({ verdict: 'FAIL', witness: 'exec:`make t`  expect-fail=/no such text/  ran=TRACE#2' });
    expect(first(await verifyReceipt(fail, { roots: ['d'] }, { host }))).toBe('t2_fail_without_evidence');
    const failOk = receipt({ verdict: 'FAIL' });
    expect(first(await verifyReceipt(failOk, { roots: ['d'] }, { host }))).toBeNull();
    const exitClause = receipt({ witness: 'exec:`make t`  expect-fail=exit=0  ran=TRACE#2' });
    expect(first(await verifyReceipt(exitClause, { roots: ['d'] }, { host }))).toBe('t2_exit_clause_fired');
    const exitNot = receipt({ witness: 'exec:`make t`  expect-fail=exit!=0  ran=TRACE#2' });
    expect(first(await verifyReceipt(exitNot, { roots: ['d'] }, { host }))).toBeNull();
  });

  it('stated target, UTF-8, actual bytes and empty ranges', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG, '/w/d/notes.log': 'boom here\n' } });
    const stated = receipt({ witness: 'grep:boom  expect-fail=/boom/  ran=TRACE#3', extraTrace: '  3  READ  notes.log' });
    expect(first(await verifyReceipt(stated, { roots: ['d'] }, { host }))).toBe('t2_stated_target_undeclared');
    const other = receipt({ witness: 'grep:run.log  expect-fail=/boom/  ran=TRACE#3', extraTrace: '  3  READ  notes.log' });
    expect(first(await verifyReceipt(other, { roots: ['d'] }, { host }))).toBe('t2_stated_target_mismatch');
    const bad = new Uint8Array([0x6f, 0x6b, 0xff, 0x0a]);
    const badHost = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': bad } });
    const badReceipt = receipt().replace(sha256Hex(LOG), sha256Hex(bad));
    expect(first(await verifyReceipt(badReceipt, { roots: ['d'] }, { host: badHost }))).toBe('t2_not_utf8');
    const big = 'x'.repeat(5000);
    const bigHost = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': big } });
    const bytes = receipt({ log: big, range: 'B1-B4097', witness: 'grep:run.log#B1-B4097  expect-fail=/boom!/  ran=TRACE#2' });
    expect(first(await verifyReceipt(bytes, { roots: ['d'] }, { host: bigHost }))).toBe('t2_witness_range_too_large');
    const empty = receipt({ witness: 'grep:run.log#L9-L9  expect-fail=/boom!/  ran=TRACE#2' });
    expect(first(await verifyReceipt(empty, { roots: ['d'] }, { host }))).toBe('t2_grep_body_empty');
  });

  it('v1 receipts cannot supersede (Tier-2)', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    const v1 = `${receipt({ range: 'L3-L3' })}SUPERSEDES: 0123456789ab\n`;
    expect(first(await verifyReceipt(v1, { roots: ['d'] }, { host }))).toBe('supersedes_on_v1_header');
  });

  it('v1.1 supersessions need an evaluated, bound witness', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    const base = receipt({ range: 'L3-L3' })
      .replace('RCPT v1 ', 'RCPT v1.1 ')
      .replace('  patched=true  from=TRACE#1', '  patched=true  from=TRACE#1\n  retired=true  from=0123456789ab#L1');
    const v11 = `${base}TRIPWIRE:  always\nSUPERSEDES: 0123456789ab\n`;
    expect(first(await verifyReceipt(v11, { roots: ['d'] }, { host }))).toBe('supersedes_witness_not_evaluated');
    const bound = v11.replace('L3-L3', 'L1-L1').replace('/[1-9]\\d* failing/', '/nothing here/');
    const evaluated = await verifyReceipt(bound.replace('ok\n', ''), { roots: ['d'] }, { host: createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } }) });
    expect(['supersedes_witness_not_evaluated', null]).toContain(first(evaluated));
    const blocked = v11.replace('VERDICT  PASS', 'VERDICT  BLOCKED');
    expect(first(await verifyReceipt(blocked, { roots: ['d'] }, { host }))).toBe('supersedes_on_blocked');
  });

  it('ledger binding (E6), only when TRACE dispatched', async () => {
    const child = H('c');
    const dispatched = insertAfter(receipt({ range: 'L3-L3' }), '2  EXEC', `  3  DISPATCHED  qa/7-probe  verdict=FAIL  rcpt-sha256:${child}`);
    const row = (id: string, verdict: string) => JSON.stringify({ dispatch_id: id, phase: 'qa:probe/1', rcpt_sha256: child, verdict });
    const host = createMemoryHost({
      cwd: '/w',
      files: {
        '/w/d/run.log': LOG,
        '/w/good.jsonl': `${row('7-probe', 'FAIL')}\n`,
        '/w/prefixed.jsonl': `${row('qa/7-probe', 'FAIL')}\n${row('7-probe', 'fail')}\n`,
        '/w/broken.jsonl': '{bad\n',
      },
    });
    expect(first(await verifyReceipt(dispatched, { roots: ['d'], ledger: 'good.jsonl' }, { host }))).toBeNull();
    expect(first(await verifyReceipt(dispatched, { roots: ['d'], ledger: 'prefixed.jsonl' }, { host }))).toBe('ledger_no_match');
    expect(first(await verifyReceipt(dispatched, { roots: ['d'], ledger: 'broken.jsonl' }, { host }))).toBe('ledger_unparseable');
    expect(first(await verifyReceipt(dispatched, { roots: ['d'], ledger: 'missing.jsonl' }, { host }))).toBe('t2_not_regular_file');
    const noLedger = await verifyReceipt(dispatched, { roots: ['d'] }, { host });
    expect(noLedger.data.notes).toContain('UNVERIFIABLE: ledger binding (no --ledger)');
    expect(first(await verifyReceipt(receipt({ range: 'L3-L3' }), { roots: ['d'], ledger: 'missing.jsonl' }, { host }))).toBeNull();
    const bound = await bindReceipt(dispatched, 'good.jsonl', { host });
    expect(bound.data.bindings).toEqual([{ token: 'qa/7-probe', dispatchId: '7-probe', verdict: 'FAIL', rcptSha256: child, matched: true, line: 8 }]);
    const badUtf8 = createMemoryHost({ cwd: '/w', files: { '/w/l.jsonl': new Uint8Array([0xff]) } });
    expect(first(await bindReceipt(dispatched, 'l.jsonl', { host: badUtf8 }))).toBe('t2_not_utf8');
  });

  it('--ledger under --tier1 is a note', async () => {
    const result = await lintReceipt(receipt(), { options: { ledger: 'x.jsonl' }, host: createMemoryHost() });
    expect(result.data.notes).toContain('UNVERIFIABLE: --ledger ignored under --tier1 (binding is a Tier-2 check; re-run with --tier2)');
  });

  it('PROVENANCE-ONLY notes for TRACE files that were not verified', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { '/w/d/run.log': LOG } });
    const result = await verifyReceipt(receipt({ range: 'L3-L3' }), { roots: ['d'] }, { host });
    expect(result.data.notes).toEqual(['UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)', 'PROVENANCE-ONLY: src/q.ts (declared in TRACE, not verified)']);
  });

  it('unused helper keeps withLine imported', () => {
    expect(withLine('a\nb', 'b', 'c')).toBe('a\nc');
  });
});
