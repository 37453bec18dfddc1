import { afterAll, describe, expect, it } from 'vitest';
import { ledgerText, outcomeOf, removeTree, runCli, tempTree } from './pipeline-cli.js';

const manifest = (decisions: string[], goal = 'Add per-tenant rate limiting') =>
  [
    '# Phase Handoff: 1 → 2',
    '**Timestamp:** 2026-09-18T13:44:09Z',
    `**Goal:** ${goal}`,
    '**Mode:** feature',
    '',
    '## Inputs for Phase 2',
    '- **Design doc:** docs/plans/2026-09-18-throttle-design.md',
    '- **Acceptance tests:** tests/acceptance/test_throttle.py',
    '',
    '## Decisions Carried Forward',
    ...decisions,
    '',
    '## Active Constraints',
    '- Nothing new to deploy',
    '',
    '## Shed Receipt',
    '- design iteration history → design doc on disk',
    '',
  ].join('\n');

const root = tempTree({
  'handoff-1-to-2.md': manifest(['- [DEC-1] Token bucket: O(1) state']),
  'renamed/handoff-2-to-3.md': manifest(['- [DEC-1] Token bucket: O(1) state']),
  'prev/handoff-1-to-2.md': manifest(['- [DEC-1] Token bucket: O(1) state', '- [DEC-2] Keep v1: clients pinned']),
  'passed.md': ledgerText(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'in-progress.md': ledgerText(['IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'drift.md': ledgerText(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], {}, 'Something else'),
});
afterAll(() => removeTree(root));

describe('gauntlet-lint handoff', () => {
  it('passes a valid manifest, alone and against a PASS ledger', () => {
    expect(runCli(['handoff', 'handoff-1-to-2.md'], root).status).toBe(0);
    const run = runCli(['handoff', '--format', 'json', 'handoff-1-to-2.md', '--ledger', 'passed.md'], root);
    expect(run.status).toBe(0);
    expect(run.json.results?.[0]?.findings).toEqual([]);
  });

  it('uses the file name as part of the input', () => {
    const run = runCli(['handoff', '--format', 'json', 'renamed/handoff-2-to-3.md'], root);
    expect(run.status).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['handoff_header_mismatch', 'blocker', 1]] });
  });

  it('blocks a manifest written before the gate passed; warns on goal drift and dropped decisions', () => {
    const early = runCli(['handoff', '--format', 'json', 'handoff-1-to-2.md', '--ledger', 'in-progress.md'], root);
    expect(early.status).toBe(1);
    expect(outcomeOf(early)).toEqual({ verdict: 'fail', findings: [['handoff_before_gate_pass', 'blocker', 1]] });
    const drift = runCli(['handoff', '--format', 'json', 'handoff-1-to-2.md', '--ledger', 'drift.md'], root);
    expect(drift.status).toBe(0);
    expect(outcomeOf(drift)).toEqual({ verdict: 'pass', findings: [['handoff_goal_drift', 'warning', 3]] });
    const dropped = runCli(['handoff', '--format', 'json', 'handoff-1-to-2.md', '--previous', 'prev/handoff-1-to-2.md'], root);
    expect(dropped.status).toBe(0);
    expect(outcomeOf(dropped)).toEqual({ verdict: 'pass', findings: [['handoff_decisions_dropped', 'warning', 10]] });
  });

  it('exits 2 when a flag names a missing file or the input is missing', () => {
    const missingLedger = runCli(['handoff', '--format', 'json', 'handoff-1-to-2.md', '--ledger', 'nope.md'], root);
    expect(missingLedger.status).toBe(2);
    expect(missingLedger.json.error?.reason).toBe('input_missing');
    expect(runCli(['handoff', 'nope.md'], root).status).toBe(2);
    expect(runCli(['handoff', 'handoff-1-to-2.md', 'passed.md'], root).status).toBe(2);
  });
});
