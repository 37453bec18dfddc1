import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VisualEvidenceReason, codesOf } from '@gauntlet/contracts/codes';
import { isGauntletError } from '@gauntlet/core';
import { evaluateEnvelope, verifyVisualEvidence, visualEvidenceRules } from './index.js';

const env = (value: unknown) => JSON.stringify(value);

describe('visual-evidence', () => {
  it('locks the documented reason codes', () => {
    expect(codesOf(VisualEvidenceReason)).toEqual(['visual_evidence_symbol_only', 'visual_evidence_missing']);
    expect(new Set(visualEvidenceRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(VisualEvidenceReason)));
  });

  it('rejects symbol-only evidence (spec example)', async () => {
    const result = await verifyVisualEvidence(env({ uiTarget: 'web', files_changed: ['app/page.tsx', 'lib/db.ts'], verification: 'pnpm build compiles cleanly' }));
    expect(result.data).toMatchObject({ outcome: 'reject', uiFiles: ['app/page.tsx'], symbolSignals: ['\\bcompiles?\\s+(?:cleanly|successfully)'] });
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ rule: 'visual-evidence/symbol-only', reason: 'visual_evidence_symbol_only', severity: 'blocker', evidence: ['\\bcompiles?\\s+(?:cleanly|successfully)'] });
  });

  it('passes with accepted evidence', async () => {
    const result = await verifyVisualEvidence(env({ uiTarget: 'web', files_changed: ['app/page.tsx'], verification: 'compiles cleanly', evidence_paths: ['shots/home.png'] }));
    expect(result.data).toMatchObject({ outcome: 'pass', reason: 'visual/AX evidence present', acceptedEvidence: ['\\.png\\b'] });
    expect(result.findings).toEqual([]);
  });

  it('warns when there is no evidence at all', async () => {
    const result = await verifyVisualEvidence(env({ uiTarget: 'ios', files_changed: ['Sources/Views/Pane.swift'], verification: '' }));
    expect(result.data.outcome).toBe('warn');
    expect(result.findings.map((f) => [f.reason, f.severity])).toEqual([['visual_evidence_missing', 'warning']]);
  });

  it.each([
    [{ files_changed: ['a.tsx'] }, 'uiTarget is null; gate does not apply'],
    [{ uiTarget: null, files_changed: ['a.tsx'] }, 'uiTarget is null; gate does not apply'],
    [{ uiTarget: 'web', files_changed: ['lib/x.ts'] }, 'no UI files changed in this chunk'],
    [[1, 2], 'uiTarget is null; gate does not apply'],
    ['text', 'uiTarget is null; gate does not apply'],
  ])('passes %j', (envelope, reason) => {
    expect(evaluateEnvelope(envelope)).toMatchObject({ outcome: 'pass', reason });
  });

  it('applies the gate for uiTarget "" and false', () => {
    expect(evaluateEnvelope({ uiTarget: '', files_changed: ['a.vue'] }).outcome).toBe('warn');
    expect(evaluateEnvelope({ uiTarget: false, files_changed: ['a.vue'] }).outcome).toBe('warn');
  });

  it.each([
    ['components/x.d.ts', true],
    ['component/x.js', true],
    ['page/x.ts', true],
    ['src/app/x.ts', true],
    ['x/app/y/z.js', true],
    ['a.swift', true],
    ['src/Views/', true],
    ['components/.ts', false],
    ['app/.ts', false],
    ['components/x.mjs', false],
    ['app/x.ts.map', false],
    ['app/x.TS', false],
    ['a.SWIFT', false],
    ['Components/x.ts', false],
    ['mycomponents/x.ts', false],
    ['appx/x.ts', false],
    ['lib/x.ts', false],
    ['app/x\ny.ts', false],
    ['a.tsx\n', false],
  ])('UI file %j: %s', (file, ui) => {
    expect(evaluateEnvelope({ uiTarget: 'web', files_changed: [file] }).uiChanged).toBe(ui);
  });

  it('stringifies non-string files as JS does and reports them as given', () => {
    expect(evaluateEnvelope({ uiTarget: 'web', files_changed: [['a', 'b.tsx'], 1, null, {}] }).uiFiles).toEqual([['a', 'b.tsx']]);
  });

  it('de-duplicates hits keeping first occurrence, accepted before symbol', () => {
    const decision = evaluateEnvelope({ uiTarget: 'web', files_changed: ['a.tsx'], verification: 'grep -r x src/ && screenshot', evidence_paths: ['a.PNG', 1, 'shot.png'] });
    expect(decision.acceptedEvidence).toEqual(['screenshot', '\\.png\\b']);
    expect(decision.symbolSignals).toEqual(['\\bgrep\\b.*(?:Sources|Views|src)\\/']);
  });

  it.each([
    ['invalid JSON', '{'],
    ['a BOM', '\ufeff{}'],
    ['null', 'null'],
  ])('exits 2 (input_invalid) on %s', async (_name, text) => {
    await expect(verifyVisualEvidence(text)).rejects.toSatisfy((error: unknown) => isGauntletError(error) && error.reason === 'input_invalid');
  });

  it('never throws on any JSON value but null (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue().filter((value) => value !== null), async (value) => {
        const result = await verifyVisualEvidence(JSON.stringify(value));
        expect(['pass', 'warn', 'reject']).toContain(result.data.outcome);
      }),
      { numRuns: 300 },
    );
  });
});
