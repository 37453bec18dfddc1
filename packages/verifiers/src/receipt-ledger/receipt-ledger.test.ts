import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManifestReason, ReceiptLedgerReason, codesOf } from '@gauntlet/contracts/codes';
import {
  dispatchManifestRules,
  parseJsonl,
  parseNoticedEntries,
  parseReceiptLedger,
  receiptLedgerRules,
  reconcileNoticed,
  resumeState,
  verifyDispatchManifest,
  verifyReceiptLedger,
} from './index.js';
import { SHA, entry, row } from './fixtures.test-helpers.js';

const reasons = async (text: string) => (await verifyReceiptLedger(text)).findings.map((f) => f.reason);

describe('receipt-ledger', () => {
  it('locks the documented reason codes (docs/rules/receipt-ledger/README.md)', () => {
    expect(codesOf(ReceiptLedgerReason)).toEqual([
      'receipt_ledger_line_unparseable',
      'receipt_ledger_key_style',
      'receipt_ledger_dispatch_id_invalid',
      'receipt_ledger_phase_unqualified',
      'receipt_ledger_sha_invalid',
      'receipt_ledger_verdict_invalid',
      'receipt_ledger_eval_only_key',
      'receipt_ledger_prefix_collision',
      'receipt_ledger_duplicate_row',
    ]);
    expect(codesOf(ManifestReason)).toEqual(['manifest_line_unparseable', 'manifest_entry_oversize', 'manifest_status_invalid', 'manifest_seq_regressed']);
    expect(new Set(receiptLedgerRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ReceiptLedgerReason)));
    expect(new Set(dispatchManifestRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ManifestReason)));
  });

  it('passes a valid ledger (PASS, FAIL, BLOCKED; standalone phase)', async () => {
    const text = [row(), row({ dispatch_id: '2-red-team', phase: 'quality-gate:round/1', rcpt_sha256: SHA('b'), verdict: 'FAIL' }), row({ dispatch_id: '3-x', phase: 'red-team:standalone/1', rcpt_sha256: SHA('c'), verdict: 'BLOCKED' })].join('\n');
    const result = await verifyReceiptLedger(`${text}\n`);
    expect(result.findings).toEqual([]);
    expect(result.data).toEqual({ rows: 3 });
  });

  it('reports unparseable and non-object lines with their line number', async () => {
    const { findings } = await verifyReceiptLedger(`${row()}\n{not json\n[1,2]\n\n${row({ rcpt_sha256: SHA('b') })}\n`);
    expect(findings.map((f) => [f.reason, f.line])).toEqual([
      ['receipt_ledger_line_unparseable', 2],
      ['receipt_ledger_line_unparseable', 3],
    ]);
    expect(findings[0]?.severity).toBe('blocker');
  });

  it('reports hyphenated keys once per line and skips that line\'s field checks', async () => {
    const text = JSON.stringify({ 'dispatch-id': '1-a', phase: 'round/1', 'rcpt-sha256': 'x', verdict: 'OK' });
    expect(await reasons(text)).toEqual(['receipt_ledger_key_style']);
  });

  it.each([
    ['receipt_ledger_dispatch_id_invalid', { dispatch_id: 'plan-writer' }],
    ['receipt_ledger_dispatch_id_invalid', { dispatch_id: undefined }],
    ['receipt_ledger_phase_unqualified', { phase: 'round/1' }],
    ['receipt_ledger_phase_unqualified', { phase: 'build:plan' }],
    ['receipt_ledger_sha_invalid', { rcpt_sha256: 'abc123' }],
    ['receipt_ledger_sha_invalid', { rcpt_sha256: SHA('A') }],
    ['receipt_ledger_verdict_invalid', { verdict: 'OK' }],
    ['receipt_ledger_verdict_invalid', { verdict: null }],
  ])('reports %s', async (reason, over) => {
    expect(await reasons(row(over))).toEqual([reason]);
  });

  it('warns about eval-only keys', async () => {
    const { findings } = await verifyReceiptLedger(row({ hash_prefix: 'aaaaaaaaaaaa', witness_ran: 'TRACE#2' }));
    expect(findings.map((f) => [f.reason, f.severity])).toEqual([['receipt_ledger_eval_only_key', 'warning']]);
  });

  it('warns about 12-hex prefix collisions and notes duplicate rows', async () => {
    const a = row({ dispatch_id: '1-a', rcpt_sha256: `0123456789ab${'1'.repeat(52)}` });
    const b = row({ dispatch_id: '2-b', rcpt_sha256: `0123456789ab${'2'.repeat(52)}` });
    const { findings } = await verifyReceiptLedger([a, b, a].join('\n'));
    expect(findings.map((f) => [f.reason, f.severity, f.line])).toEqual([
      ['receipt_ledger_prefix_collision', 'warning', 2],
      ['receipt_ledger_duplicate_row', 'info', 3],
    ]);
  });

  it('handles empty input, CRLF and a BOM-less huge file', async () => {
    expect(await reasons('')).toEqual([]);
    expect(await reasons(`${row()}\r\n${row({ rcpt_sha256: SHA('b') })}\r\n`)).toEqual([]);
    const many = Array.from({ length: 5000 }, (_, i) => row({ dispatch_id: `${i}-x`, rcpt_sha256: i.toString(16).padStart(12, '0') + 'f'.repeat(52) })).join('\n');
    expect(await reasons(many)).toEqual([]);
  });

  it('never throws on arbitrary text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const parsed = parseReceiptLedger(text);
        expect(parsed.rows.length).toBeLessThanOrEqual(parsed.lines.length);
        const result = await verifyReceiptLedger(text);
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
    fc.assert(fc.property(fc.array(fc.jsonValue(), { maxLength: 5 }), (values) => {
      const lines = parseJsonl(values.map((value) => JSON.stringify(value)).join('\n'));
      expect(lines.length).toBeLessThanOrEqual(values.length);
    }));
  });
});

describe('dispatch manifest', () => {
  it('passes a dispatch/completion pair and computes the recovery state', async () => {
    const text = [entry(), entry({ status: 'completed' }), entry({ seq: 2, phase: '3' })].join('\n');
    const result = await verifyDispatchManifest(text);
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ lastSeq: 2, nextSeq: 3, pending: [2], resumeAfterPhase: '2' });
    expect(resumeState(text).pending).toEqual([2]);
  });

  it('reports each manifest code', async () => {
    const text = ['nope', entry({ summary: 'x'.repeat(5000) }), entry({ seq: 3, status: 'done' }), entry({ seq: 2 })].join('\n');
    const { findings } = await verifyDispatchManifest(text);
    expect(findings.map((f) => [f.reason, f.line])).toEqual([
      ['manifest_line_unparseable', 1],
      ['manifest_entry_oversize', 2],
      ['manifest_status_invalid', 3],
      ['manifest_seq_regressed', 4],
    ]);
    expect(findings[3]?.severity).toBe('warning');
  });
});

describe('noticed-but-not-touching reconciliation', () => {
  const report = (entries: string) => `## Report\n\n### Noticed But Not Touching\n${entries}\n### Next\n`;
  const item = (path: string, range: string, noticed: string) => `- **file:** \`${path}:${range}\`\n  **noticed:** ${noticed}\n  **why it matters:** it matters\n`;
  const meta = { pipelineId: 'build-20260918-120000', date: '2026-09-18', ticket: 'T-1', slug: 'rate-limit' };

  it('parses entries and drops an unterminated one', () => {
    expect(parseNoticedEntries(item('src/a.ts', 'L1-L2', 'x'))).toHaveLength(1);
    expect(parseNoticedEntries(`${item('src/a.ts', 'L1-L2', 'x')}trailing prose`)).toHaveLength(0);
  });

  it('dedupes (first seen wins), sorts by path and range, renders frontmatter; nothing → null', () => {
    const text = reconcileNoticed([report(item('src/b.ts', 'L5-L9', 'b') + item('src/a.ts', 'L10-L12', 'a2') + item('src/a.ts', 'L2-L3', 'a1'))], `---\npipeline_id: "old"\n---\n${item('SRC\\b.ts', 'L5-L9', 'b')}`, meta);
    expect(text).toContain('pipeline_id: "build-20260918-120000"');
    expect(text).toContain('# Noticed But Not Touching — rate-limit');
    const order = [...(text ?? '').matchAll(/`(.+?)`/g)].map((m) => m[1]);
    expect(order).toEqual(['src/a.ts:L2-L3', 'src/a.ts:L10-L12', 'src/b.ts:L5-L9']);
    expect(reconcileNoticed([report('*(none)*\n')], null, meta)).toBeNull();
  });
});
