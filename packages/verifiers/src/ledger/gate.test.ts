import { describe, expect, it } from 'vitest';
import { ledger } from './fixtures.test-helpers.js';
import { canStartPhase, checkTransition, parseLedger, parseLedgerBytes, unlocksNext } from './index.js';

// The gate and the state machine as API users call them (docs/rules/ledger/phase-gate.md,
// docs/rules/ledger/transition.md); the rules' findings are tested in rules/*.test.ts.

describe('unlocksNext', () => {
  it('PASS unlocks after phases 1, 2 and 4; COMPLETE after phase 3 only; SKIPPED only when acknowledged', () => {
    expect([1, 2, 3, 4].map((k) => unlocksNext(k, 'PASS', false))).toEqual([true, true, false, true]);
    expect([1, 2, 3, 4].map((k) => unlocksNext(k, 'COMPLETE', false))).toEqual([false, false, true, false]);
    expect([unlocksNext(1, 'SKIPPED', true), unlocksNext(1, 'SKIPPED', false)]).toEqual([true, false]);
    for (const status of ['INFERRED', 'FAIL', 'IN_PROGRESS', 'NOT_STARTED', undefined]) expect(unlocksNext(1, status, true)).toBe(false);
  });
});

describe('canStartPhase', () => {
  it('names the phase and its status in each issue', () => {
    const skipped = parseLedger(ledger(['SKIPPED', 'SKIPPED', 'COMPLETE', 'NOT_STARTED'], { 1: ['Reason: r'], 2: ['Reason: r', 'Acknowledged: true'] }));
    expect(canStartPhase(skipped, 4)).toEqual({
      phase: 4,
      allowed: false,
      reasons: ['gate_skip_unacknowledged'],
      issues: [{ reason: 'gate_skip_unacknowledged', phase: 1, status: 'SKIPPED' }],
    });
    const acknowledged = parseLedger(ledger(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: ['Reason: r', 'Acknowledged: true'] }));
    expect(canStartPhase(acknowledged, 4).issues).toEqual([{ reason: 'gate_skipped_phase_warning', phase: 1, status: 'SKIPPED' }]);
    expect(canStartPhase(parseLedger(ledger()), 2).issues).toEqual([{ reason: 'gate_predecessor_not_passed', phase: 1, status: 'NOT_STARTED' }]);
  });
});

describe('checkTransition', () => {
  it('gives no reason for a legal move and one for an illegal one', () => {
    expect(checkTransition(1, 'NOT_STARTED', 'IN_PROGRESS')).toEqual({ legal: true, reasons: [] });
    expect(checkTransition(1, 'PASS', 'IN_PROGRESS')).toEqual({ legal: false, reasons: ['ledger_transition_illegal'] });
    expect(checkTransition(3, 'COMPLETE', 'FAIL')).toEqual({ legal: false, reasons: ['ledger_transition_illegal'] });
  });

  it('follows every row of the table', () => {
    const legal = (phase: number, from: string, to: string) => checkTransition(phase, from, to).legal;
    expect([legal(1, 'IN_PROGRESS', 'FAIL'), legal(3, 'IN_PROGRESS', 'FAIL'), legal(2, 'IN_PROGRESS', 'NOT_STARTED')]).toEqual([true, true, false]);
    expect([legal(2, 'SKIPPED', 'IN_PROGRESS'), legal(2, 'INFERRED', 'IN_PROGRESS'), legal(2, 'SKIPPED', 'PASS')]).toEqual([true, true, false]);
    expect([legal(2, 'STARTED', 'SKIPPED'), legal(2, 'PASS', 'DONE'), legal(2, 'PASS', 'INFERRED')]).toEqual([false, false, false]);
  });
});

describe('parseLedger', () => {
  it('skips one title at the top only', () => {
    const twice = parseLedger(`# Build Gate Ledger\n${ledger()}`);
    expect(twice.prose).toEqual([{ line: 2, text: '# Build Gate Ledger' }]);
    const afterHeader = parseLedger('Run: 2026-09-18T09:12:44\n# Build Gate Ledger\n');
    expect(afterHeader.prose).toEqual([{ line: 2, text: '# Build Gate Ledger' }]);
    const inPhase = parseLedger('## Phase 1: Design\n# Build Gate Ledger\n');
    expect(inPhase.prose).toEqual([{ line: 2, text: '# Build Gate Ledger' }]);
  });

  it('reads a ledger without its title', () => {
    const untitled = parseLedger(ledger().replace('# Build Gate Ledger\n', ''));
    expect(untitled.header.map((field) => field.key)).toEqual(['Run', 'PipelineID', 'Goal', 'Mode', 'QualityGateMode']);
    expect(untitled.prose).toEqual([]);
  });

  it('drops a leading BOM only; a U+FEFF inside a line stays', () => {
    const bom = parseLedger(`\uFEFF${ledger()}`);
    expect(bom.prose).toEqual([]);
    const inside = parseLedger(`${ledger()}note\uFEFF here\n`);
    expect(inside.prose).toEqual([{ line: 19, text: 'note\uFEFF here' }]);
  });

  it('parses bytes: UTF-8 with a BOM', () => {
    const bytes = new TextEncoder().encode(`\uFEFF${ledger(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'])}`);
    const parsed = parseLedgerBytes(bytes);
    expect(parsed.prose).toEqual([]);
    expect(parsed.phases[0]).toMatchObject({ number: 1, name: 'Design', line: 8 });
    expect(parsed.phases[0]?.fields).toEqual([{ key: 'Status', value: 'PASS', line: 9 }]);
  });
});
