import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GateReason, LedgerReason, VerdictMarkerReason, codesOf } from '@gauntlet/contracts/codes';
import { type Host, HostError, createMemoryHost, verdictOf } from '@gauntlet/core';
import { canStartPhase, checkTransition, ledgerRules, ledgerVerifier, parseLedger, verifyLedger } from './index.js';

type Statuses = [string, string, string, string];

/** A ledger we write from the spec's grammar; `extra` lines go after a phase's Status. */
function ledger(statuses: Statuses = ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], extra: Partial<Record<1 | 2 | 3 | 4, string[]>> = {}, header = HEADER): string {
  const names = ['Design', 'Plan', 'Execute', 'Completion'];
  const phases = statuses.map((status, i) => [`## Phase ${i + 1}: ${names[i]}`, `Status: ${status}`, ...(extra[(i + 1) as 1 | 2 | 3 | 4] ?? [])].join('\n'));
  return `# Build Gate Ledger\n${header.join('\n')}\n\n${phases.join('\n\n')}\n`;
}
const HEADER = ['Run: 2026-09-18T09:12:44', 'PipelineID: build-20260918-091244', 'Goal: Add per-tenant rate limiting', 'Mode: feature', 'QualityGateMode: standard'];

const findings = async (text: string, options = {}) => (await verifyLedger(text, options)).findings.map((f) => [f.reason, f.severity, f.line ?? null]);
const reasons = async (text: string, options = {}) => (await verifyLedger(text, options)).findings.map((f) => f.reason);

describe('ledger', () => {
  it('locks the documented reason codes (docs/rules/ledger/README.md#status-transitions, docs/rules/ledger/README.md#may-phase-n-start, docs/rules/ledger/README.md#ledger-validation)', () => {
    expect(codesOf(LedgerReason)).toEqual([
      'ledger_prose_line',
      'ledger_unknown_key',
      'ledger_duplicate_key',
      'ledger_phase_headers_invalid',
      'ledger_header_field_missing',
      'ledger_quality_gate_mode_invalid',
      'ledger_pipeline_id_malformed',
      'ledger_status_missing',
      'ledger_status_unknown',
      'ledger_phase3_pass',
      'ledger_complete_outside_phase3',
      'ledger_skip_missing_reason',
      'ledger_transition_illegal',
      'ledger_mode_invalid',
      'ledger_acknowledged_invalid',
    ]);
    expect(codesOf(GateReason)).toEqual(['gate_predecessor_not_passed', 'gate_skip_unacknowledged', 'gate_skipped_phase_warning']);
    const declared = new Set(ledgerRules.flatMap((rule) => rule.reasons));
    expect(declared).toEqual(new Set([...codesOf(LedgerReason), ...codesOf(GateReason), VerdictMarkerReason.marker_missing, VerdictMarkerReason.marker_verdict_not_pass]));
  });

  it('passes a fresh ledger, a CRLF one, and the spec example', async () => {
    expect(await findings(ledger())).toEqual([]);
    expect(await findings(ledger().replace(/\n/g, '\r\n'))).toEqual([]);
    const example = ledger(['PASS', 'SKIPPED', 'COMPLETE', 'IN_PROGRESS'], {
      1: ['Gate: 2026-09-18T10:02:10', 'Artifact: docs/plans/x-design.md'],
      2: ['Gate: 2026-09-18T10:40:00', 'Reason: User requested skip', 'Acknowledged: true'],
      3: ['Tasks: 6/6 complete'],
    });
    expect(await findings(example)).toEqual([]);
    const { data } = await verifyLedger(example);
    expect(data.phases).toEqual([
      { number: 1, name: 'Design', status: 'PASS', acknowledged: false },
      { number: 2, name: 'Plan', status: 'SKIPPED', acknowledged: true },
      { number: 3, name: 'Execute', status: 'COMPLETE', acknowledged: false },
      { number: 4, name: 'Completion', status: 'IN_PROGRESS', acknowledged: false },
    ]);
    expect(data.gate).toBeNull();
  });

  it('reports prose, unknown keys and duplicate keys with their lines', async () => {
    expect(await findings(ledger(undefined, { 1: ['Reviewer said it reads well enough.'] }))).toEqual([['ledger_prose_line', 'blocker', 10]]);
    expect(await findings(ledger(undefined, { 2: ['Remarks: second pass took a day'] }))).toEqual([['ledger_unknown_key', 'blocker', 13]]);
    expect(await findings(ledger(undefined, { 1: ['Status: PASS'] }))).toEqual([['ledger_duplicate_key', 'blocker', 10]]);
    expect(await reasons(ledger(undefined, {}, [...HEADER, 'Owner: me']))).toEqual(['ledger_unknown_key']);
  });

  it('requires the four phases in order', async () => {
    const swapped = ledger().replace('## Phase 1: Design', '## Phase X').replace('## Phase 2: Plan', '## Phase 1: Design').replace('## Phase X', '## Phase 2: Plan');
    expect(await reasons(swapped)).toEqual(['ledger_phase_headers_invalid']);
    expect(await reasons(ledger().replace(/## Phase 4: Completion\nStatus: NOT_STARTED\n/, ''))).toEqual(['ledger_phase_headers_invalid']);
    expect(await reasons(ledger().replace('Phase 3: Execute', 'Phase 3: Build'))).toEqual(['ledger_phase_headers_invalid']);
  });

  it('checks the header fields', async () => {
    const without = (key: string) => HEADER.filter((line) => !line.startsWith(`${key}:`));
    expect(await findings(ledger(undefined, {}, without('PipelineID')))).toEqual([['ledger_header_field_missing', 'blocker', null]]);
    expect(await findings(ledger(undefined, {}, without('QualityGateMode')))).toEqual([['ledger_header_field_missing', 'warning', null]]);
    expect(await findings(ledger().replace('QualityGateMode: standard', 'QualityGateMode: strict'))).toEqual([['ledger_quality_gate_mode_invalid', 'blocker', 6]]);
    expect(await findings(ledger().replace('build-20260918-091244', 'build-2026-09-18'))).toEqual([['ledger_pipeline_id_malformed', 'blocker', 3]]);
    expect(await reasons(ledger().replace('Mode: feature', 'Mode: bugfix'))).toEqual(['ledger_mode_invalid']);
    const debug = ledger().replace('build-20260918-091244', 'debug-20260918-091244');
    expect(await reasons(debug)).toEqual(['ledger_pipeline_id_malformed']);
    expect(await reasons(debug, { pipelineIdPrefix: 'debug' })).toEqual([]);
  });

  it('checks phase statuses', async () => {
    expect(await findings(ledger(['DONE', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']))).toEqual([['ledger_status_unknown', 'blocker', 9]]);
    expect(await reasons(ledger(['pass', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']))).toEqual(['ledger_status_unknown']);
    expect(await reasons(ledger(['PASS', 'PASS', 'PASS', 'NOT_STARTED']))).toEqual(['ledger_phase3_pass']);
    expect(await reasons(ledger(['PASS', 'COMPLETE', 'NOT_STARTED', 'NOT_STARTED']))).toEqual(['ledger_complete_outside_phase3']);
    expect(await reasons(ledger(['PASS', 'SKIPPED', 'NOT_STARTED', 'NOT_STARTED'], { 2: ['Acknowledged: true'] }))).toEqual(['ledger_skip_missing_reason']);
    expect(await findings(ledger(['SKIPPED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], { 1: ['Reason: r', 'Acknowledged: yes'] }))).toEqual([
      ['ledger_acknowledged_invalid', 'warning', 11],
    ]);
    const noStatus = ledger().replace('## Phase 2: Plan\nStatus: NOT_STARTED', '## Phase 2: Plan\nGate: 2026-09-18T10:00:00');
    expect(await reasons(noStatus)).toEqual(['ledger_status_missing']);
  });

  it('binds the first Status line, trimmed (as the guard hook does)', () => {
    const parsed = parseLedger(ledger(['PASS   ', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], { 1: ['Status: FAIL'] }));
    expect(parsed.phases[0]?.fields.find((field) => field.key === 'Status')?.value).toBe('PASS');
  });

  describe('phase gate (--start-phase)', () => {
    const gate = (statuses: Statuses, n: 1 | 2 | 3 | 4, extra = {}) => canStartPhase(parseLedger(ledger(statuses, extra)), n);
    const skipped = (ack: boolean) => ['Reason: user asked', ...(ack ? ['Acknowledged: true'] : [])];

    it('always allows phase 1', () => {
      expect(gate(['FAIL', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], 1)).toMatchObject({ allowed: true, reasons: [] });
    });

    it('needs PASS for phases 1 and 2, COMPLETE for phase 3', () => {
      expect(gate(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], 2)).toMatchObject({ allowed: true, reasons: [] });
      expect(gate(['PASS', 'PASS', 'COMPLETE', 'NOT_STARTED'], 4)).toMatchObject({ allowed: true, reasons: [] });
      for (const status of ['INFERRED', 'IN_PROGRESS', 'FAIL', 'NOT_STARTED']) {
        expect(gate([status, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], 2)).toMatchObject({ allowed: false, reasons: ['gate_predecessor_not_passed'] });
      }
      expect(gate(['PASS', 'PASS', 'PASS', 'NOT_STARTED'], 4)).toMatchObject({ allowed: false, reasons: ['gate_predecessor_not_passed'] });
      expect(gate(['PASS', 'COMPLETE', 'NOT_STARTED', 'NOT_STARTED'], 3)).toMatchObject({ allowed: false, reasons: ['gate_predecessor_not_passed'] });
    });

    it('checks every earlier skip, not only the predecessor', () => {
      expect(gate(['SKIPPED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], 2, { 1: skipped(false) })).toMatchObject({ allowed: false, reasons: ['gate_skip_unacknowledged'] });
      expect(gate(['SKIPPED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], 2, { 1: skipped(true) })).toMatchObject({ allowed: true, reasons: [] });
      expect(gate(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], 4, { 1: skipped(false) })).toMatchObject({ allowed: false, reasons: ['gate_skip_unacknowledged'] });
      expect(gate(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], 4, { 1: skipped(true) })).toMatchObject({ allowed: true, reasons: ['gate_skipped_phase_warning'] });
      expect(gate(['SKIPPED', 'SKIPPED', 'IN_PROGRESS', 'NOT_STARTED'], 3, { 1: skipped(false), 2: skipped(false) }).reasons).toEqual([
        'gate_skip_unacknowledged',
        'gate_skip_unacknowledged',
      ]);
    });

    it('reports through the verifier: blocker findings, warning for phase 4 after skips, data.gate', async () => {
      const result = await verifyLedger(ledger(['INFERRED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']), { startPhase: 2 });
      expect(result.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_predecessor_not_passed', 'blocker']]);
      expect(result.findings[0]?.message).toContain('PHASE GATE BLOCKED: Cannot start Phase 2');
      expect(result.data.gate).toEqual({ phase: 2, allowed: false, reasons: ['gate_predecessor_not_passed'] });
      const warn = await verifyLedger(ledger(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: skipped(true) }), { startPhase: 4 });
      expect(warn.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_skipped_phase_warning', 'warning']]);
      expect(warn.data.gate).toEqual({ phase: 4, allowed: true, reasons: ['gate_skipped_phase_warning'] });
    });
  });

  describe('transitions', () => {
    it('follows the state machine table', () => {
      expect(checkTransition(1, 'NOT_STARTED', 'IN_PROGRESS').legal).toBe(true);
      expect(checkTransition(1, 'IN_PROGRESS', 'PASS').legal).toBe(true);
      expect(checkTransition(3, 'IN_PROGRESS', 'PASS').legal).toBe(false);
      expect(checkTransition(3, 'IN_PROGRESS', 'COMPLETE').legal).toBe(true);
      expect(checkTransition(2, 'IN_PROGRESS', 'COMPLETE').legal).toBe(false);
      expect(checkTransition(4, 'FAIL', 'IN_PROGRESS').legal).toBe(true);
      expect(checkTransition(2, 'PASS', 'SKIPPED').legal).toBe(true);
      expect(checkTransition(2, 'INFERRED', 'SKIPPED').legal).toBe(true);
      expect(checkTransition(2, 'INFERRED', 'PASS')).toEqual({ legal: false, reasons: ['ledger_transition_illegal'] });
      expect(checkTransition(1, 'NOT_STARTED', 'PASS').legal).toBe(false);
      expect(checkTransition(1, 'IN_PROGRESS', 'INFERRED').legal).toBe(false);
      expect(checkTransition(1, 'PASS', 'PASS').legal).toBe(true);
    });

    it('compares with --previous, unless the PipelineID changed', async () => {
      const before = ledger(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']);
      const after = ledger(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']);
      expect(await findings(after, { previous: before })).toEqual([['ledger_transition_illegal', 'blocker', 9]]);
      expect(await reasons(after, { previous: ledger(['IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']) })).toEqual([]);
      expect(await reasons(after, { previous: before.replace('build-20260918-091244', 'build-20260917-000000') })).toEqual([]);
    });
  });

  describe('newest verdict marker (--markers)', () => {
    const marker = (verdict: string, timestamp: string, pipelineId = 'build-20260918-091244') =>
      `MarkerVersion: 2\nArtifactHash: ${'a'.repeat(64)}\nVerdict: ${verdict}\nReason: x\nPipelineID: ${pipelineId}\nTimestamp: ${timestamp}\n`;
    const run = (files: Record<string, string>) =>
      verifyLedger(ledger(), { markersDir: 'qg', pipelineId: 'build-20260918-091244' }, { host: createMemoryHost({ files }) });

    it('selects the newest by parsed Timestamp (offsets matter) and requires PASS', async () => {
      const ok = await run({ 'qg/gate-verdict-a.md': marker('STAGNATION', '2026-04-13T14:00:00Z'), 'qg/gate-verdict-b.md': marker('PASS', '2026-04-13T13:30:00-01:00') });
      expect(ok.findings).toEqual([]);
      expect(ok.data.marker).toEqual({ selected: 'gate-verdict-b.md', verified: true, reasons: [] });
      const stale = await run({ 'qg/gate-verdict-a.md': marker('PASS', '2026-04-13T14:10:00'), 'qg/gate-verdict-b.md': marker('STAGNATION', '2026-04-13T15:00:00') });
      expect(stale.findings.map((f) => f.reason)).toEqual(['marker_verdict_not_pass']);
      expect(stale.data.marker).toMatchObject({ selected: 'gate-verdict-b.md', verified: false });
    });

    it('reports marker_missing for other pipelines, unparseable timestamps, non-marker names and a missing folder', async () => {
      const other = await run({ 'qg/gate-verdict-a.md': marker('PASS', '2026-04-13T14:10:00', 'build-20260101-000000') });
      expect(other.findings.map((f) => f.reason)).toEqual(['marker_missing']);
      const badTime = await run({ 'qg/gate-verdict-a.md': marker('PASS', 'yesterday') });
      expect(badTime.findings.map((f) => f.reason)).toEqual(['marker_missing']);
      const wrongName = await run({ 'qg/verdict.md': marker('PASS', '2026-04-13T14:10:00') });
      expect(wrongName.findings.map((f) => f.reason)).toEqual(['marker_missing']);
      const noDir = await run({ 'elsewhere/x': '' });
      expect(noDir.findings.map((f) => f.reason)).toEqual(['marker_missing']);
      expect(noDir.findings[0]?.message).toContain('does not exist');
      expect(noDir.findings[0]?.severity).toBe('blocker');
      expect(verdictOf(noDir.findings)).toBe('fail');
      expect(noDir.data.marker).toEqual({ selected: null, verified: false, reasons: ['marker_missing'] });
    });

    /** The memory tree of one PASS marker, seen through a host that overrides some calls. */
    const through = (overrides: Partial<Host>, text = marker('PASS', '2026-04-13T14:10:00')) => {
      const memory = createMemoryHost({ files: { 'qg/gate-verdict-a.md': text } });
      return verifyLedger(ledger(), { markersDir: 'qg', pipelineId: 'build-20260918-091244' }, { host: { ...memory, ...overrides } });
    };

    it('a directory that cannot be read is not a missing one, and no marker is verified', async () => {
      const denied = await through({ readDir: () => Promise.reject(new HostError('EACCES', 'qg')) });
      expect(denied.findings.map((f) => [f.reason, f.severity])).toEqual([['marker_missing', 'blocker']]);
      expect(denied.findings[0]?.message).toContain('cannot be read');
      expect(verdictOf(denied.findings)).toBe('fail');
    });

    it('reads only regular files up to 1 MiB as markers (a FIFO or device is never opened)', async () => {
      const ok = await through({});
      expect(verdictOf(ok.findings)).toBe('pass');
      const fifo = await through({ stat: async () => ({ kind: 'other', size: 0 }) });
      expect(fifo.findings.map((f) => [f.reason, f.severity])).toEqual([['marker_missing', 'blocker']]);
      expect(verdictOf(fifo.findings)).toBe('fail');
      const sized = (size: number) => through({ stat: async () => ({ kind: 'file', size }) });
      expect(verdictOf((await sized(1024 * 1024)).findings)).toBe('pass');
      const tooBig = await sized(1024 * 1024 + 1);
      expect(tooBig.findings.map((f) => f.reason)).toEqual(['marker_missing']);
      expect(verdictOf(tooBig.findings)).toBe('fail');
      const gone = await through({ stat: async () => null });
      expect(verdictOf(gone.findings)).toBe('fail');
    });

    it('reads a marker with a byte order mark', async () => {
      const withBom = await through({}, `\uFEFFVerdict: PASS\nMarkerVersion: 2\nArtifactHash: ${'a'.repeat(64)}\nReason: x\nPipelineID: build-20260918-091244\nTimestamp: 2026-04-13T14:10:00\n`);
      expect(withBom.data.marker).toEqual({ selected: 'gate-verdict-a.md', verified: true, reasons: [] });
      expect(verdictOf(withBom.findings)).toBe('pass');
    });
  });

  it('reads a ledger given as bytes as its text (a byte order mark dropped)', async () => {
    const text = ledger(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']);
    const fromText = await verifyLedger(text, { previous: ledger(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']) });
    expect(fromText.findings.map((f) => [f.reason, f.severity, f.line])).toEqual([['ledger_transition_illegal', 'blocker', 9]]);
    const bytes = new TextEncoder().encode(`\uFEFF${text}`);
    expect(await verifyLedger(bytes, { previous: ledger(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']) })).toEqual(fromText);
  });

  it('names itself and its options: the report command and option errors say "ledger"', async () => {
    expect(ledgerVerifier.id).toBe('ledger');
    await expect(verifyLedger(ledger(), { startPhase: 9 as never })).rejects.toThrow(/^ledger option startPhase must be/);
  });

  it('never throws and always classifies every line (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom(undefined, 1, 2, 3, 4), async (text, startPhase) => {
        const result = await verifyLedger(text, startPhase ? { startPhase: startPhase as 1 | 2 | 3 | 4 } : {});
        expect(Array.isArray(result.findings)).toBe(true);
        const parsed = parseLedger(text);
        expect(parsed.phases.length + parsed.header.length + parsed.prose.length).toBeLessThanOrEqual(text.split(/\r\n|\n|\r/).length);
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('Status: PASS', 'Status: SKIPPED', '## Phase 2: Plan', 'Acknowledged: true', 'Reason: r', '', 'x'), { maxLength: 30 }), async (lines) => {
        const result = await verifyLedger(ledger() + lines.join('\n'), { startPhase: 4 });
        expect(typeof result.data.gate).toBe('object');
      }),
      { numRuns: 200 },
    );
  });

  it('handles a huge ledger quickly, keeping the first 1000 findings and counting the rest', async () => {
    const huge = ledger(undefined, { 4: Array.from({ length: 50_000 }, (_, i) => `Reason: ${i}`) });
    const result = await verifyLedger(huge);
    expect(result.findings.length).toBe(1001);
    const closing = result.findings.at(-1)!;
    const dropped = result.findings.slice(0, 1000);
    expect(closing).toMatchObject({ rule: 'core/too-many-findings', reason: 'findings_capped', severity: dropped[0]!.severity });
    const omitted = closing.omitted!;
    expect(omitted.blocker + omitted.warning + omitted.info).toBe(48_999);
    expect(verdictOf(result.findings)).toBe(verdictOf(dropped));
  });
});
