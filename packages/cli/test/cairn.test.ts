import { describe, expect, it } from 'vitest';
import { lint, reasonsOf, tempDir } from './pipeline-b-helpers.js';

const NAME = 'cairn-2026-09-18T12-00-00.md';
const cairn = (phase = 'design / 2', invariant = 'I-01: refunds need two approvals [ref: 0123456789ab]') =>
  ['# Cairn — 2026-09-18T12-00-00', '', '## PHASE', `phase: ${phase}`, 'started-at: 2026-09-18T12:00:00', 'parent-skill: build', '', '## INVARIANTS', invariant, '', '## OPEN_OBLIGATIONS', '', '## LEDGER', 'design/1 | dispatches=1 receipts=1 verdict=PASS | design signed off', ''].join('\n');
const LEDGER = `${JSON.stringify({ dispatch_id: '0-x', phase: 'build:design/1', rcpt_sha256: `0123456789ab${'0'.repeat(52)}`, verdict: 'PASS' })}\n`;

describe('gauntlet-lint cairn', () => {
  it('passes the entry check and reconciliation', () => {
    const dir = tempDir({ [NAME]: cairn(), 'receipt-ledger.jsonl': LEDGER });
    expect(lint(dir, ['cairn', NAME]).code).toBe(0);
    const run = lint(dir, ['cairn', NAME, '--receipt-ledger', 'receipt-ledger.jsonl']);
    expect(run.code).toBe(0);
    expect(run.json.results?.[0]?.data).toMatchObject({ reconciled: true });
  });

  it('fails the entry check on a malformed phase and on --expected-phase', () => {
    const dir = tempDir({ [NAME]: cairn('design') });
    expect(reasonsOf(lint(dir, ['cairn', NAME]))).toEqual(['cairn_phase_value_malformed']);
    const ok = tempDir({ [NAME]: cairn() });
    const run = lint(ok, ['cairn', NAME, '--expected-phase', 'plan / 1']);
    expect(run.code).toBe(1);
    expect(reasonsOf(run)).toEqual(['cairn_phase_unexpected']);
  });

  it('reports an unreadable --receipt-ledger as a finding, not exit 2', () => {
    const run = lint(tempDir({ [NAME]: cairn() }), ['cairn', NAME, '--receipt-ledger', 'missing.jsonl']);
    expect(run.code).toBe(1);
    expect(reasonsOf(run)[0]).toBe('cairn_ledger_unreadable');
  });

  it('requires a ledger when dispatches were declared (--reconcile alone)', () => {
    const run = lint(tempDir({ [NAME]: cairn('design / 2', 'I-01: receipts are append-only') }), ['cairn', NAME, '--reconcile']);
    expect(run.code).toBe(1);
    expect(reasonsOf(run)).toEqual(['cairn_ledger_required']);
  });

  it('checks the active run (Rule 3); a missing active-run file is only a note', () => {
    const dir = tempDir({ [NAME]: cairn(), 'receipt-ledger.jsonl': LEDGER, 'active-run.md': 'run-id: 1999-01-01T00-00-00\n' });
    expect(reasonsOf(lint(dir, ['cairn', NAME, '--receipt-ledger', 'receipt-ledger.jsonl', '--active-run', 'active-run.md']))).toEqual(['cairn_active_run_mismatch']);
    expect(lint(dir, ['cairn', NAME, '--receipt-ledger', 'receipt-ledger.jsonl', '--active-run', 'gone.md']).code).toBe(0);
  });
});
