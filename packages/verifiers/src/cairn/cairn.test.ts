import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CairnReason, codesOf } from '@gauntlet/contracts/codes';
import { cairnCheck, cairnReconcile, cairnRules, verifyCairn, type CairnInput } from './index.js';

interface CairnOptions {
  title?: string;
  phase?: string[];
  invariants?: string[];
  obligations?: string[];
  ledger?: string[];
  order?: string[];
  preamble?: string[];
}

function cairn(o: CairnOptions = {}): string {
  const bodies: Record<string, string[]> = {
    PHASE: o.phase ?? ['phase: plan / 2', 'started-at: 2026-09-18T10:41:05Z', 'parent-skill: build'],
    INVARIANTS: o.invariants ?? ['I-01: Sliding window per customer  [ref: 5d41402abc4b]', 'I-02: Nothing new to deploy'],
    OPEN_OBLIGATIONS: o.obligations ?? [],
    LEDGER: o.ledger ?? ['design/1 | dispatches=2 receipts=2 verdict=PASS | design gated in 2 rounds'],
  };
  const lines = [o.title ?? '# Cairn — 2026-09-18T09-12-44', ...(o.preamble ?? [])];
  for (const name of o.order ?? ['PHASE', 'INVARIANTS', 'OPEN_OBLIGATIONS', 'LEDGER']) lines.push('', `## ${name}`, ...(bodies[name] ?? []));
  return `${lines.join('\n')}\n`;
}

const ledgerRow = (phase: string, sha: string, verdict = 'PASS') => JSON.stringify({ dispatch_id: '1-x', phase, rcpt_sha256: sha.padEnd(64, '0'), verdict });
const LEDGER = [ledgerRow('build:design/1', '5d41402abc4b'), ledgerRow('build:design/1', 'aaaaaaaaaaaa')].join('\n');
const FILE = 'memory/cairn/cairn-2026-09-18T09-12-44.md';

const run = (text: string, extra: Partial<CairnInput> = {}) => verifyCairn({ text, fileName: FILE, ...extra });
const reasons = async (text: string, extra: Partial<CairnInput> = {}) => (await run(text, extra)).findings.map((f) => f.reason);
const reconciled = (text: string, extra: Partial<CairnInput> = {}) => reasons(text, { reconcile: true, receiptLedger: LEDGER, receiptLedgerProvided: true, ...extra });

describe('cairn: phase entry check', () => {
  it('locks the documented reason codes (docs/rules/cairn/README.md)', () => {
    expect(codesOf(CairnReason)).toEqual([
      'cairn_title_missing', 'cairn_section_unknown', 'cairn_section_duplicate', 'cairn_section_missing', 'cairn_prose_outside_section',
      'cairn_section_order', 'cairn_phase_shape', 'cairn_phase_value_malformed', 'cairn_phase_unexpected', 'cairn_parent_skill_invalid',
      'cairn_line_grammar', 'cairn_line_too_long', 'cairn_invariant_todo', 'cairn_invariant_ordinal', 'cairn_ledger_summary_too_long',
      'cairn_phase_ledger_gap', 'cairn_phase_counter_lagged', 'cairn_ledger_unreadable', 'cairn_ledger_required',
      'cairn_dispatch_count_mismatch', 'cairn_closed_by_unknown_form', 'cairn_closed_by_malformed_prefix',
      'cairn_discharge_reason_invalid', 'cairn_ref_unresolved', 'cairn_active_run_mismatch',
    ]);
    expect(new Set(cairnRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(CairnReason)));
    expect(cairnRules.every((rule) => rule.severity === 'blocker')).toBe(true);
  });

  it('passes a valid cairn (comments ignored) and reports its phase', async () => {
    const result = await run(cairn({ invariants: ['<!-- facts -->', 'I-01: a', 'I-02 supersedes I-01: b'] }));
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ runId: '2026-09-18T09-12-44', phase: { name: 'plan', counter: 2 }, reconciled: false });
    expect(cairnCheck(cairn({ title: '# Cairn - 2026-09-18T09-12-44' })).ok).toBe(true);
  });

  it.each([
    ['cairn_title_missing', cairn({ title: 'Cairn notes' })],
    ['cairn_section_unknown', `${cairn()}\n## NOTES\n`],
    ['cairn_section_duplicate', `${cairn()}\n## LEDGER\n`],
    ['cairn_section_missing', cairn({ order: ['PHASE', 'INVARIANTS', 'OPEN_OBLIGATIONS'] })],
    ['cairn_prose_outside_section', cairn({ preamble: ['STRAY PROSE'] })],
    ['cairn_section_order', cairn({ order: ['PHASE', 'OPEN_OBLIGATIONS', 'INVARIANTS', 'LEDGER'] })],
  ])('stops at the single structural error %s', async (reason, text) => {
    expect(await reasons(text)).toEqual([reason]);
  });

  it('checks PHASE', async () => {
    expect(await reasons(cairn({ phase: ['phase: plan / 2', 'parent-skill: build'] }))).toEqual(['cairn_phase_shape']);
    expect(await reasons(cairn({ phase: ['phase: plan', 'started-at: x', 'parent-skill: build'] }))).toEqual(['cairn_phase_value_malformed']);
    expect(await reasons(cairn({ phase: ['phase: plan / 2', 'started-at: x', 'parent-skill: Build'] }))).toEqual(['cairn_parent_skill_invalid']);
    expect(await reasons(cairn(), { expectedPhase: 'plan/2' })).toEqual(['cairn_phase_unexpected']);
    expect(await reasons(cairn(), { expectedPhase: ' plan / 2 ' })).toEqual([]);
  });

  it('checks INVARIANTS, OPEN_OBLIGATIONS and LEDGER lines', async () => {
    expect(await reasons(cairn({ invariants: ['not an invariant'] }))).toEqual(['cairn_line_grammar']);
    expect(await reasons(cairn({ invariants: [`I-01: ${'x'.repeat(240)}`] }))).toEqual(['cairn_line_too_long']);
    expect(await reasons(cairn({ invariants: ['I-01: TODO'] }))).toEqual(['cairn_invariant_todo']);
    expect(await reasons(cairn({ invariants: ['I-01: TODOs are tracked elsewhere'] }))).toEqual([]);
    expect(await reasons(cairn({ invariants: ['I-01: a', 'I-03: c', 'I-04: d'] }))).toEqual(['cairn_invariant_ordinal']);
    expect(await reasons(cairn({ invariants: ['I-01: a', 'I-02 supersedes I-02: b'] }))).toEqual(['cairn_invariant_ordinal']);
    expect(await reasons(cairn({ obligations: ['* open item'] }))).toEqual(['cairn_line_grammar']);
    expect(await reasons(cairn({ obligations: [`- [ ] ${'x'.repeat(240)}`] }))).toEqual(['cairn_line_too_long']);
    expect(await reasons(cairn({ ledger: ['design 1 done'] }))).toEqual(['cairn_line_grammar']);
    expect(await reasons(cairn({ ledger: [`design/1 | dispatches=1 receipts=1 verdict=PASS | ${'s'.repeat(81)}`] }))).toEqual(['cairn_ledger_summary_too_long']);
  });

  it('handles empty input, CRLF and a multi-line comment (its continuation fails the grammar)', async () => {
    expect(await reasons('')).toEqual(['cairn_title_missing']);
    expect(await reasons(cairn().replace(/\n/g, '\r\n'))).toEqual([]);
    expect(await reasons(cairn({ invariants: ['<!-- a', 'comment -->', 'I-01: a'] }))).toContain('cairn_line_grammar');
  });

  it('stays linear on hostile space runs (title, PHASE value, trailers)', async () => {
    const spaces = ' '.repeat(200_000);
    expect(await reasons(cairn({ title: `# Cairn — a${spaces}b` }))).toEqual([]);
    expect(await reasons(cairn({ phase: [`phase: a${spaces}b`, 'started-at: x', 'parent-skill: build'] }))).toEqual(['cairn_phase_value_malformed']);
    expect(await reconciled(cairn({ obligations: [`- [x] a [closed-by: x${spaces}y`] }))).toContain('cairn_closed_by_unknown_form');
  });

  it('never throws on arbitrary text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), fc.option(fc.string({ maxLength: 100 })), async (text, ledger) => {
        cairnCheck(text);
        cairnReconcile(text, { ledger, ledgerProvided: ledger !== null });
        expect(Array.isArray((await run(text, { reconcile: true, receiptLedger: ledger })).findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('cairn: reconciliation', () => {
  it('passes the spec example with a matching ledger', async () => {
    const result = await run(cairn(), { reconcile: true, receiptLedger: LEDGER, receiptLedgerProvided: true });
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ reconciled: true });
  });

  it('Rule 5: gap and lag of the PHASE counter against the LEDGER tail', async () => {
    expect(await reconciled(cairn({ phase: ['phase: execute / 4', 'started-at: x', 'parent-skill: build'] }))).toEqual(['cairn_phase_ledger_gap']);
    expect(await reconciled(cairn({ phase: ['phase: design / 1', 'started-at: x', 'parent-skill: build'] }))).toEqual(['cairn_phase_counter_lagged']);
    expect(await reconciled(cairn({ ledger: [], invariants: ['I-01: a'] }))).toEqual(['cairn_phase_ledger_gap']);
    const range = cairn({ phase: ['phase: execute / 9', 'started-at: x', 'parent-skill: build'], ledger: ['design/1-8 | dispatches=9 receipts=9 verdict=MIXED | compacted'], invariants: ['I-01: a'] });
    expect(await reconciled(range)).toEqual([]);
  });

  it('Rule 1: ledger unreadable, required, and dispatch counts', async () => {
    expect(await reasons(cairn(), { reconcile: true, receiptLedger: null, receiptLedgerProvided: true })).toEqual(['cairn_ledger_unreadable', 'cairn_ref_unresolved']);
    expect(await reasons(cairn({ invariants: ['I-01: plain'] }), { reconcile: true })).toEqual(['cairn_ledger_required']);
    const receiptless = await run(cairn({ invariants: ['I-01: plain'], ledger: ['design/1 | dispatches=0 receipts=0 verdict=PASS | forge'] }), { reconcile: true });
    expect(receiptless.findings).toEqual([]);
    expect(receiptless.data.notes).toContain('Rule 1: receipt-less cairn (every LEDGER line declares dispatches=0).');
    expect(await reconciled(cairn({ ledger: ['design/1 | dispatches=3 receipts=1 verdict=PASS | x'] }))).toEqual(['cairn_dispatch_count_mismatch']);
  });

  it('Rule 2: obligation closure forms', async () => {
    const with_ = (obligation: string) => reconciled(cairn({ obligations: [obligation] }));
    expect(await with_('- [x] fix deployed  [closed-by: 5d41402abc4b]')).toEqual([]);
    expect(await with_('- [x] rotate the staging key  [closed-by: someday]')).toEqual(['cairn_closed_by_unknown_form']);
    expect(await with_('- [ ] still open  [closed-by: 5d41402abc4b]')).toEqual(['cairn_closed_by_unknown_form']);
    expect(await with_('- [x] closed twice  [closed-by: plan/2] [closed-by: plan/2]')).toEqual(['cairn_closed_by_unknown_form']);
    expect(await with_('- [x] drop the old cron  [closed-by: SUPERSEDED_BY=zz-not-a-prefix]')).toEqual(['cairn_closed_by_malformed_prefix']);
    expect(await with_('- [x] fix  [closed-by: SUPERSEDED_BY=5d41402abc4b]')).toEqual([]);
    expect(await with_('- [x] load test  [closed-by: design/1]')).toEqual(['cairn_discharge_reason_invalid']);
    expect(await with_(`- [x] load test  [closed-by: design/1] [reason: ${'r'.repeat(81)}]`)).toEqual(['cairn_discharge_reason_invalid']);
    expect(await with_('- [x] load test  [closed-by: design/1] [reason: covered by plan task 6]')).toEqual([]);
    expect(await with_('- [x] fix  [closed-by: deadbeefdead]')).toEqual(['cairn_ref_unresolved']);
    const failing = [ledgerRow('build:design/1', '5d41402abc4b'), ledgerRow('build:design/1', 'bbbbbbbbbbbb', 'FAIL')].join('\n');
    expect(await reconciled(cairn({ obligations: ['- [x] fix  [closed-by: BBBBBBBBBBBB]'] }), { receiptLedger: failing })).toEqual(['cairn_ref_unresolved']);
  });

  it('Rule 3: the active run must name this file\'s run-id', async () => {
    expect(await reconciled(cairn(), { activeRun: 'run-id: 1999-01-01T00-00-00\n' })).toEqual(['cairn_active_run_mismatch']);
    expect(await reconciled(cairn(), { activeRun: 'nothing here' })).toEqual(['cairn_active_run_mismatch']);
    expect(await reconciled(cairn(), { activeRun: 'run-id: 2026-09-18T09-12-44\n' })).toEqual([]);
    expect(await reconciled(cairn(), { activeRun: null })).toEqual([]);
    expect(await reasons(cairn(), { activeRun: 'run-id: other' })).toEqual(['cairn_active_run_mismatch']);
  });

  it('Rule 4: invariant refs resolve to exactly one row; unparseable ledger lines are dropped', async () => {
    expect(await reconciled(cairn({ invariants: ['I-01: refunds need two approvals [ref: deadbeefdead]'] }))).toEqual(['cairn_ref_unresolved']);
    expect(await reconciled(cairn({ invariants: ['I-01: auth [ref: xyz]'] }))).toEqual(['cairn_ref_unresolved']);
    const collision = `${LEDGER}\n{broken\n${ledgerRow('build:other/9', '5d41402abc4b1')}`;
    expect(await reconciled(cairn(), { receiptLedger: collision })).toEqual(['cairn_ref_unresolved']);
  });

  it('does not reconcile past a malformed PHASE (the entry check reports it once)', async () => {
    expect(await reconciled(cairn({ phase: ['phase: design', 'started-at: x', 'parent-skill: build'] }))).toEqual(['cairn_phase_value_malformed']);
    expect(cairnReconcile(cairn({ phase: ['phase: design', 'started-at: x', 'parent-skill: build'] })).escalations.map((e) => e.reason)).toEqual(['cairn_phase_value_malformed']);
  });
});
