import { describe, expect, it } from 'vitest';
import { lint, outcomeOf, tempDir } from './pipeline-b-helpers.js';

const row = (over: Record<string, unknown> = {}) => JSON.stringify({ dispatch_id: '1-plan-writer', phase: 'build:plan/2', rcpt_sha256: 'a'.repeat(64), verdict: 'PASS', ...over });

describe('gauntlet-lint receipt-ledger', () => {
  it('passes a valid ledger (exit 0)', () => {
    const dir = tempDir({ 'receipt-ledger.jsonl': `${row()}\n` });
    const run = lint(dir, ['receipt-ledger', 'receipt-ledger.jsonl']);
    expect(run.code).toBe(0);
    expect(run.json.results?.[0]).toMatchObject({ id: 'receipt-ledger.jsonl', verdict: 'pass', findings: [] });
  });

  it('fails on a corrupt line with its line number (exit 1)', () => {
    const dir = tempDir({ 'l.jsonl': `${row()}\n{not json\n` });
    const run = lint(dir, ['receipt-ledger', 'l.jsonl']);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['receipt_ledger_line_unparseable', 'blocker', 2]] });
  });

  it('passes with warnings only (eval-only keys)', () => {
    const dir = tempDir({ 'l.jsonl': row({ hash_prefix: 'aaaaaaaaaaaa' }) });
    const run = lint(dir, ['receipt-ledger', 'l.jsonl']);
    expect(run.code).toBe(0);
    expect(outcomeOf(run)).toEqual({ verdict: 'pass', findings: [['receipt_ledger_eval_only_key', 'warning', 1]] });
  });

  it('checks a dispatch manifest with --manifest', () => {
    const dir = tempDir({ 'manifest.jsonl': '{"seq": 1, "status": "done"}\n' });
    const run = lint(dir, ['receipt-ledger', '--manifest', 'manifest.jsonl']);
    expect(run.code).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['manifest_status_invalid', 'blocker', 1]] });
  });

  it('exits 2 for a missing input', () => {
    const run = lint(tempDir(), ['receipt-ledger', 'nope.jsonl']);
    expect(run.code).toBe(2);
    expect(run.json.error?.reason).toBe('input_missing');
  });
});
