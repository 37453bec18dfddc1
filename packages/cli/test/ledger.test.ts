import { afterAll, describe, expect, it } from 'vitest';
import { ledgerText, markerText, outcomeOf, removeTree, runCli, tempTree } from './pipeline-cli.js';

const root = tempTree({
  'fresh.md': ledgerText(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'design-passed.md': ledgerText(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'phase3-pass.md': ledgerText(['PASS', 'PASS', 'PASS', 'NOT_STARTED']),
  'crlf.md': ledgerText(['PASS', 'IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED']).replace(/\n/g, '\r\n'),
  'skip.md': ledgerText(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: ['Reason: user asked'] }),
  'skip-acknowledged.md': ledgerText(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: ['Reason: user asked', 'Acknowledged: true'] }),
  'no-quality-mode.md': ledgerText(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']).replace('QualityGateMode: standard\n', ''),
  'qg/gate-verdict-2026-09-18T10-00-00.md': markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z'),
  'qg/gate-verdict-2026-09-18T11-00-00.md': markerText('STAGNATION', 'stagnation-judge', '2026-09-18T11:30:00Z'),
  'qg-ok/gate-verdict-2026-09-18T10-00-00.md': markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z'),
});
afterAll(() => removeTree(root));

describe('gauntlet-lint ledger', () => {
  it('passes a valid ledger (exit 0) with data.phases and data.gate null', () => {
    const run = runCli(['ledger', '--format', 'json', 'fresh.md'], root);
    expect(run.status).toBe(0);
    expect(run.json.verdict).toBe('pass');
    expect(outcomeOf(run)).toEqual({ verdict: 'pass', findings: [] });
    expect(run.json.results?.[0]?.data.phases).toHaveLength(4);
    expect(run.json.results?.[0]?.data.gate).toBeNull();
    expect(runCli(['ledger', 'crlf.md'], root).status).toBe(0);
  });

  it('fails a Phase 3 PASS (exit 1): a blocker on its line, in text and JSON', () => {
    const run = runCli(['ledger', 'phase3-pass.md'], root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('ledger/phase-status');
    expect(run.stdout).toContain('15:1');
    const json = runCli(['ledger', '--format', 'json', 'phase3-pass.md'], root);
    expect(json.status).toBe(1);
    expect(json.json.verdict).toBe('fail');
    expect(outcomeOf(json)).toEqual({ verdict: 'fail', findings: [['ledger_phase3_pass', 'blocker', 15]] });
  });

  it('passes with a warning (exit 0), and --max-warnings 0 makes it fail (exit 1)', () => {
    const run = runCli(['ledger', '--format', 'json', 'no-quality-mode.md'], root);
    expect(run.status).toBe(0);
    expect(outcomeOf(run)).toEqual({ verdict: 'pass', findings: [['ledger_header_field_missing', 'warning', null]] });
    const strict = runCli(['ledger', '--format', 'json', '--max-warnings', '0', 'no-quality-mode.md'], root);
    expect(strict.status).toBe(1);
    expect(strict.json.verdict).toBe('fail');
  });

  it('answers --start-phase N in data.gate, and a closed gate exits 1 with a blocker', () => {
    const allowed = runCli(['ledger', '--format', 'json', 'design-passed.md', '--start-phase', '2'], root);
    expect(allowed.status).toBe(0);
    expect(allowed.json.results?.[0]?.data.gate).toEqual({ phase: 2, allowed: true, reasons: [] });
    const blocked = runCli(['ledger', '--format', 'json', '--start-phase', '3', 'design-passed.md'], root);
    expect(blocked.status).toBe(1);
    expect(outcomeOf(blocked)).toEqual({ verdict: 'fail', findings: [['gate_predecessor_not_passed', 'blocker', null]] });
    expect(blocked.json.results?.[0]?.data.gate).toMatchObject({ allowed: false, reasons: ['gate_predecessor_not_passed'] });
    const skip = runCli(['ledger', '--format', 'json', 'skip.md', '--start-phase', '4'], root);
    expect(skip.status).toBe(1);
    expect(outcomeOf(skip)).toEqual({ verdict: 'fail', findings: [['gate_skip_unacknowledged', 'blocker', null]] });
    const acknowledged = runCli(['ledger', '--format', 'json', 'skip-acknowledged.md', '--start-phase', '4'], root);
    expect(acknowledged.status).toBe(0);
    expect(outcomeOf(acknowledged)).toEqual({ verdict: 'pass', findings: [['gate_skipped_phase_warning', 'warning', null]] });
  });

  it('verifies the newest marker for the PipelineID with --markers', () => {
    const stale = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'qg', '--pipeline-id', 'build-20260918-091244'], root);
    expect(stale.status).toBe(1);
    expect(outcomeOf(stale)).toEqual({ verdict: 'fail', findings: [['marker_verdict_not_pass', 'blocker', null]] });
    expect(stale.json.results?.[0]?.data.marker).toEqual({ selected: 'gate-verdict-2026-09-18T11-00-00.md', verified: false, reasons: ['marker_verdict_not_pass'] });
    const ok = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'qg-ok'], root);
    expect(ok.status).toBe(0);
    expect(ok.json.results?.[0]?.data.marker).toMatchObject({ verified: true });
    const other = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'qg-ok', '--pipeline-id', 'build-20990101-000000'], root);
    expect(other.status).toBe(1);
    expect(outcomeOf(other)).toEqual({ verdict: 'fail', findings: [['marker_missing', 'blocker', null]] });
    const noDir = runCli(['ledger', '--format', 'json', 'design-passed.md', '--markers', 'no-such-dir'], root);
    expect(noDir.status).toBe(1);
    expect(outcomeOf(noDir)).toEqual({ verdict: 'fail', findings: [['marker_missing', 'blocker', null]] });
  });

  it('checks transitions against --previous', () => {
    const run = runCli(['ledger', '--format', 'json', 'design-passed.md', '--previous', 'fresh.md'], root);
    expect(run.status).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['ledger_transition_illegal', 'blocker', 9]] });
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
