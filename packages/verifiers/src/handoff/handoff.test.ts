import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandoffReason, codesOf } from '@gauntlet/contracts/codes';
import { GOAL, INPUTS, gateLedger, manifest } from './fixtures.test-helpers.js';
import { handoffRules, parseHandoff, verifyHandoff } from './index.js';

const LEDGER = (phase1: string, goal = GOAL) => gateLedger([phase1, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], goal);

const findings = async (text: string, file = 'handoff-1-to-2.md', options = {}) =>
  (await verifyHandoff(text, options, { file })).findings.map((f) => [f.reason, f.severity]);

describe('handoff', () => {
  it('locks the documented reason codes (docs/rules/handoff/README.md#rules)', () => {
    expect(codesOf(HandoffReason)).toEqual([
      'handoff_header_missing',
      'handoff_header_ascii_arrow',
      'handoff_header_mismatch',
      'handoff_phase_pair_invalid',
      'handoff_timestamp_invalid',
      'handoff_mode_invalid',
      'handoff_section_missing',
      'handoff_inputs_phase_mismatch',
      'handoff_required_input_missing',
      'handoff_shed_line_malformed',
      'handoff_decision_line_malformed',
      'handoff_goal_drift',
      'handoff_before_gate_pass',
      'handoff_decisions_dropped',
      'handoff_mode_drift',
    ]);
    expect(new Set(handoffRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(HandoffReason)));
  });

  it('passes valid manifests at every boundary', async () => {
    expect(await findings(manifest(1))).toEqual([]);
    expect(await findings(manifest(2), 'handoff-2-to-3.md')).toEqual([]);
    expect(await findings(manifest(3), 'handoff-3-to-4.md')).toEqual([]);
    expect(await findings(manifest(1).replace(/\n/g, '\r\n'))).toEqual([]);
    const { data } = await verifyHandoff(manifest(1), {}, { file: 'handoff-1-to-2.md' });
    expect(data).toEqual({ boundary: { from: 1, to: 2 }, inputs: ['Design doc', 'Acceptance tests'], decisions: ['DEC-1'] });
  });

  it('checks the header and the file name', async () => {
    expect(await findings('just notes\n')).toEqual([['handoff_header_missing', 'blocker']]);
    expect(await findings(manifest(1, { header: '# Phase Handoff: 1 -> 2' }))).toEqual([['handoff_header_ascii_arrow', 'info']]);
    expect(await findings(manifest(1), 'handoff-2-to-3.md')).toEqual([['handoff_header_mismatch', 'blocker']]);
    expect(await findings(manifest(1), 'notes.md')).toEqual([]);
    const skip = manifest(1, { header: '# Phase Handoff: 1 → 3' }).replace('Inputs for Phase 2', 'Inputs for Phase 3');
    expect(await findings(skip, 'handoff-1-to-3.md')).toEqual([['handoff_phase_pair_invalid', 'blocker']]);
    expect(await findings(manifest(1, { header: '# Phase Handoff: 4 → 5', mode: 'nope' }), 'handoff-4-to-5.md')).toEqual([['handoff_phase_pair_invalid', 'blocker']]);
  });

  it('checks Timestamp and Mode', async () => {
    expect(await findings(manifest(1, { timestamp: 'yesterday afternoon' }))).toEqual([['handoff_timestamp_invalid', 'blocker']]);
    expect(await findings(manifest(1, { timestamp: '2026-02-30T10:00:00Z' }))).toEqual([['handoff_timestamp_invalid', 'blocker']]);
    expect(await findings(manifest(1).replace(/\*\*Timestamp:\*\*.*\n/, ''))).toEqual([['handoff_timestamp_invalid', 'blocker']]);
    expect(await findings(manifest(1, { mode: 'hybrid' }))).toEqual([['handoff_mode_invalid', 'blocker']]);
    expect(await findings(manifest(1, { mode: 'refactor' }))).toEqual([]);
  });

  it('checks sections and the Inputs phase', async () => {
    expect(await findings(manifest(1, { drop: '## Shed Receipt' }))).toEqual([['handoff_section_missing', 'blocker']]);
    expect(await findings(manifest(1, { drop: '## Inputs for Phase 2' }))).toEqual([['handoff_section_missing', 'blocker']]);
    expect(await findings(manifest(1).replace('Inputs for Phase 2', 'Inputs for Phase 3'))).toEqual([['handoff_inputs_phase_mismatch', 'blocker']]);
  });

  it('checks required inputs per boundary (labels case-insensitive, with synonyms)', async () => {
    const without = (n: 1 | 2 | 3, label: string) => manifest(n, { inputs: (INPUTS[n] ?? []).filter((line) => !line.includes(`**${label}:**`)) });
    expect(await findings(without(2, 'Baseline SHA'), 'handoff-2-to-3.md')).toEqual([['handoff_required_input_missing', 'warning']]);
    expect(await findings(without(3, 'Task summary'), 'handoff-3-to-4.md')).toEqual([['handoff_required_input_missing', 'warning']]);
    const refactor = manifest(1, { inputs: ['- **design doc:** d.md', '- **Contract tests (refactor mode):** t.py'] });
    expect(await findings(refactor)).toEqual([]);
  });

  it('checks list items', async () => {
    const shed = manifest(1).replace('gate round details → design doc on disk', 'gate round details are gone');
    expect(await findings(shed)).toEqual([['handoff_shed_line_malformed', 'warning']]);
    expect(await findings(manifest(1, { decisions: ['- Sliding window per customer'] }))).toEqual([['handoff_decision_line_malformed', 'warning']]);
  });

  it('compares with the ledger', async () => {
    expect(await findings(manifest(1), undefined, { ledger: LEDGER('PASS') })).toEqual([]);
    expect(await findings(manifest(1), undefined, { ledger: LEDGER('IN_PROGRESS') })).toEqual([['handoff_before_gate_pass', 'blocker']]);
    expect(await findings(manifest(1), undefined, { ledger: LEDGER('PASS', 'Throttle API calls') })).toEqual([['handoff_goal_drift', 'warning']]);
    expect(await findings(manifest(1, { mode: 'refactor' }), undefined, { ledger: LEDGER('PASS') })).toEqual([['handoff_mode_drift', 'warning']]);
    const ledger3 = LEDGER('PASS').replace('## Phase 2: Plan\nStatus: NOT_STARTED', '## Phase 2: Plan\nStatus: PASS').replace('## Phase 3: Execute\nStatus: NOT_STARTED', '## Phase 3: Execute\nStatus: PASS');
    expect(await findings(manifest(3), 'handoff-3-to-4.md', { ledger: ledger3 })).toEqual([['handoff_before_gate_pass', 'blocker']]);
    expect(await findings(manifest(3), 'handoff-3-to-4.md', { ledger: ledger3.replace('Status: PASS\n\n## Phase 4', 'Status: COMPLETE\n\n## Phase 4') })).toEqual([]);
  });

  it('requires decisions to be carried forward verbatim', async () => {
    const previous = manifest(1, { decisions: ['- [DEC-1] Token bucket: O(1) state', '- [DEC-2] Leave the v1 routes alone: partner scripts call them'] });
    const kept = manifest(2, { decisions: ['- [DEC-1] Token bucket: O(1) state', '- [DEC-2] Leave the v1 routes alone: partner scripts call them', '- [DEC-3] Redis: already there'] });
    expect(await findings(kept, 'handoff-2-to-3.md', { previous })).toEqual([]);
    const changed = manifest(2, { decisions: ['- [DEC-1] Token bucket: O(1) state', '- [DEC-2] Counters in Postgres: the database we already run'] });
    const result = await verifyHandoff(changed, { previous }, { file: 'handoff-2-to-3.md' });
    expect(result.findings.map((f) => [f.reason, f.severity])).toEqual([['handoff_decisions_dropped', 'warning']]);
    expect(result.findings[0]?.evidence).toContain('decision: DEC-2');
    const dropped = manifest(2, { decisions: ['- [DEC-2] Leave the v1 routes alone: partner scripts call them'] });
    expect(await findings(dropped, 'handoff-2-to-3.md', { previous })).toEqual([['handoff_decisions_dropped', 'warning']]);
    expect(await findings(kept, 'handoff-2-to-3.md', { previous: manifest(1, { mode: 'refactor' }) })).toEqual([
      ['handoff_decisions_dropped', 'warning'],
      ['handoff_mode_drift', 'warning'],
    ]);
  });

  it('never throws (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 500 }), fc.option(fc.string({ maxLength: 200 }), { nil: undefined }), async (text, ledger) => {
        const result = await verifyHandoff(text, ledger === undefined ? {} : { ledger, previous: ledger }, { file: 'handoff-1-to-2.md' });
        expect(Array.isArray(result.findings)).toBe(true);
        expect(parseHandoff(text).sections.length).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
    const lines = fc.constantFrom('# Phase Handoff: 1 → 2', '## Inputs for Phase 2', '## Shed Receipt', '- [DEC-1] x: y', '- a → b', '**Mode:** feature', '**Timestamp:** 2026-01-01', '- **Plan:** p', 'text');
    await fc.assert(
      fc.asyncProperty(fc.array(lines, { maxLength: 30 }), async (picked) => {
        const result = await verifyHandoff(picked.join('\n'), {}, { file: 'handoff-1-to-2.md' });
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
