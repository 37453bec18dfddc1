import { afterAll, describe, expect, it } from 'vitest';
import { ledgerText, markerText, reasonsOf, removeTree, runCli, tempTree } from './pipeline-cli.js';

const root = tempTree({
  'fresh.md': ledgerText(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'design-passed.md': ledgerText(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'phase3-pass.md': ledgerText(['PASS', 'PASS', 'PASS', 'NOT_STARTED']),
  'crlf.md': ledgerText(['PASS', 'IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED']).replace(/\n/g, '\r\n'),
  'skip.md': ledgerText(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: ['Reason: user asked'] }),
  'qg/gate-verdict-2026-09-18T10-00-00.md': markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z'),
  'qg/gate-verdict-2026-09-18T11-00-00.md': markerText('STAGNATION', 'stagnation-judge', '2026-09-18T11:30:00Z'),
  'qg-ok/gate-verdict-2026-09-18T10-00-00.md': markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z'),
});
afterAll(() => removeTree(root));

describe('gauntlet-lint ledger', () => {
  it('passes a valid ledger (exit 0) with data.phases and data.gate null', () => {
    const run = runCli(['ledger', '--format', 'json', 'fresh.md'], root);
    expect(run.status).toBe(0);
    expect(run.json.results?.[0]?.data.phases).toHaveLength(4);
    expect(run.json.results?.[0]?.data.gate).toBeNull();
    expect(runCli(['ledger', 'crlf.md'], root).status).toBe(0);
  });

  it('fails a Phase 3 PASS (exit 1) and names the line in text output', () => {
    const run = runCli(['ledger', 'phase3-pass.md'], root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('ledger/phase-status');
    expect(run.stdout).toContain('15:1');
  });

  it('answers --start-phase N in data.gate', () => {
    const allowed = runCli(['ledger', '--format', 'json', 'design-passed.md', '--start-phase', '2'], root);
    expect(allowed.status).toBe(0);
    expect(allowed.json.results?.[0]?.data.gate).toEqual({ phase: 2, allowed: true, reasons: [] });
    const blocked = runCli(['ledger', '--format', 'json', '--start-phase', '3', 'design-passed.md'], root);
    expect(blocked.status).toBe(1);
    expect(blocked.json.results?.[0]?.data.gate).toMatchObject({ allowed: false, reasons: ['gate_predecessor_not_passed'] });
    const skip = runCli(['ledger', '--format', 'json', 'skip.md', '--start-phase', '4'], root);
    expect(skip.status).toBe(1);
    expect(reasonsOf(skip)).toEqual(['gate_skip_unacknowledged']);
  });

  it('verifies the newest marker for the PipelineID with --markers', () => {
    const stale = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'qg', '--pipeline-id', 'build-20260918-091244'], root);
    expect(stale.status).toBe(1);
    expect(reasonsOf(stale)).toEqual(['marker_verdict_not_pass']);
    expect(stale.json.results?.[0]?.data.marker).toEqual({ selected: 'gate-verdict-2026-09-18T11-00-00.md', verified: false, reasons: ['marker_verdict_not_pass'] });
    const ok = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'qg-ok'], root);
    expect(ok.status).toBe(0);
    expect(ok.json.results?.[0]?.data.marker).toMatchObject({ verified: true });
    const other = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'qg-ok', '--pipeline-id', 'build-20990101-000000'], root);
    expect(reasonsOf(other)).toEqual(['marker_missing']);
  });

  it('checks transitions against --previous', () => {
    const run = runCli(['ledger', '--format', 'json', 'design-passed.md', '--previous', 'fresh.md'], root);
    expect(run.status).toBe(1);
    expect(reasonsOf(run)).toEqual(['ledger_transition_illegal']);
  });

  it('exits 2 on usage and input errors', () => {
    const badPhase = runCli(['ledger', '--format', 'json', 'fresh.md', '--start-phase', '5'], root);
    expect(badPhase.status).toBe(2);
    expect(badPhase.json.error?.reason).toBe('usage');
    const missing = runCli(['ledger', '--format', 'json', 'nope.md'], root);
    expect(missing.status).toBe(2);
    expect(missing.json.error?.reason).toBe('input_missing');
    expect(runCli(['ledger', '--format', 'json', 'fresh.md', '--previous', 'nope.md'], root).status).toBe(2);
    expect(runCli(['ledger', 'fresh.md', '--pipeline-id', 'x'], root).status).toBe(2);
    expect(runCli(['ledger', 'qg'], root).status).toBe(2);
  });
});
