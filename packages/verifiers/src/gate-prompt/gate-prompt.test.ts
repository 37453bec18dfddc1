import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GatePromptReason, codesOf } from '@gauntlet/contracts/codes';
import { gatePromptRules, gatePromptVerifier, parseGatePrompt, verifyGatePrompt } from './index.js';

const question = (overrides: Record<string, unknown> = {}) => ({
  question: 'Execute the plan?',
  header: 'Approve?',
  options: [{ label: 'Approve' }, { label: 'Request changes' }, { label: 'Abort' }],
  multiSelect: false,
  ...overrides,
});

const reasons = async (payload: unknown, options = {}) => (await verifyGatePrompt(payload, options)).findings.map((f) => f.reason);

describe('gate-prompt', () => {
  it('locks the documented reason codes (docs/rules/gate-prompt/README.md)', () => {
    expect(codesOf(GatePromptReason)).toEqual([
      'gate_prompt_malformed',
      'gate_prompt_header_too_long',
      'gate_prompt_multiselect',
      'gate_prompt_too_many_options',
      'gate_prompt_too_few_options',
      'gate_prompt_duplicate_option',
      'gate_prompt_pattern_mismatch',
    ]);
    expect(new Set(gatePromptRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(GatePromptReason)));
  });

  it('passes a well-formed gate, wrapped or bare', async () => {
    expect(await reasons({ questions: [question()] })).toEqual([]);
    expect(await reasons(question())).toEqual([]);
    expect((await verifyGatePrompt(question())).data).toEqual({ questions: 1 });
  });

  it.each([
    ['not an object', 'yes'],
    ['null', null],
    ['questions not an array', { questions: {} }],
    ['empty questions', { questions: [] }],
    ['missing header', { questions: [question({ header: undefined })] }],
    ['options not an array', question({ options: 'Yes/No' })],
    ['option without label', question({ options: [{ label: 'Yes' }, { text: 'No' }] })],
    ['multiSelect not a boolean', question({ multiSelect: 'no' })],
    ['description not a string', question({ options: [{ label: 'A', description: 1 }, { label: 'B' }] })],
  ])('reports gate_prompt_malformed: %s', async (_name, payload) => {
    const { findings } = await verifyGatePrompt(payload);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'gate-prompt/shape', reason: 'gate_prompt_malformed', severity: 'blocker' });
  });

  it('counts header length in code points', async () => {
    expect(await reasons(question({ header: 'Approve now?!' }))).toEqual(['gate_prompt_header_too_long']);
    expect(await reasons(question({ header: '😀😀😀😀😀😀😀😀😀😀😀😀' }))).toEqual([]);
    expect(await reasons(question({ header: '' }))).toEqual([]);
  });

  it('requires multiSelect false', async () => {
    expect(await reasons(question({ multiSelect: true }))).toEqual(['gate_prompt_multiselect']);
    expect(await reasons(question({ multiSelect: undefined }))).toEqual(['gate_prompt_multiselect']);
  });

  it('checks the option count against the cap', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ label: `Option ${n}` }));
    expect(await reasons(question({ options: five }))).toEqual(['gate_prompt_too_many_options']);
    expect(await reasons(question({ options: five }), { maxOptions: 6 })).toEqual([]);
    expect(await reasons(question({ options: [{ label: 'Only' }] }))).toEqual(['gate_prompt_too_few_options']);
    expect(await reasons(question({ options: [] }))).toEqual(['gate_prompt_too_few_options']);
  });

  it('finds duplicate labels, trimmed and case-insensitive', async () => {
    const options = [{ label: 'Skip' }, { label: ' skip ' }, { label: 'Retry' }];
    const { findings } = await verifyGatePrompt(question({ options }));
    expect(findings.map((f) => f.reason)).toEqual(['gate_prompt_duplicate_option']);
    expect(findings[0]?.message).toContain('option 2');
  });

  it('checks named patterns exactly, and dynamic ones by header and last option', async () => {
    expect(await reasons(question(), { pattern: 'approve-revise-abort' })).toEqual([]);
    expect(await reasons(question(), { pattern: 'yes-no' })).toEqual(['gate_prompt_pattern_mismatch', 'gate_prompt_pattern_mismatch']);
    const routing = question({ header: 'Next Step', options: [{ label: 'Plan' }, { label: 'Something else' }] });
    expect(await reasons(routing, { pattern: 'action-routing' })).toEqual([]);
    const wrongLast = question({ header: 'Next Step', options: [{ label: 'Something else' }, { label: 'Plan' }] });
    expect(await reasons(wrongLast, { pattern: 'action-routing' })).toEqual(['gate_prompt_pattern_mismatch']);
  });

  it('applies severity overrides from config', async () => {
    const { findings } = await verifyGatePrompt(question({ multiSelect: true }), {}, { rules: { 'gate-prompt/single-choice': 'warning' } });
    expect(findings[0]?.severity).toBe('warning');
    const off = await verifyGatePrompt(question({ multiSelect: true }), {}, { rules: { 'gate-prompt/single-choice': 'off' } });
    expect(off.findings).toEqual([]);
  });

  it('names itself in every finding, and describes itself and each rule in a sentence (--list-rules)', async () => {
    const { findings } = await verifyGatePrompt(question({ multiSelect: true }), {}, { file: 'gate.json' });
    expect(findings).toStrictEqual([
      {
        verifier: 'gate-prompt',
        rule: 'gate-prompt/single-choice',
        reason: 'gate_prompt_multiselect',
        severity: 'blocker',
        message: 'Question 1: multiSelect is true; a gate takes exactly one answer.',
        file: 'gate.json',
        hint: 'Set "multiSelect": false.',
      },
    ]);
    for (const described of [gatePromptVerifier, ...gatePromptRules]) expect(described.description, described.id).toMatch(/^[A-Z].{30,}\.$/);
  });

  it('refuses a negative option cap and an unknown pattern name (exit 2), never a silent default', async () => {
    await expect(verifyGatePrompt(question(), { maxOptions: -1 })).rejects.toThrow('gate-prompt option maxOptions must be an integer >= 0 (got -1)');
    await expect(verifyGatePrompt(question(), { pattern: 'yes-maybe' })).rejects.toThrow(/^gate-prompt option pattern must be one of approve-revise-abort, yes-no, .* \(got "yes-maybe"\)$/);
    expect((await verifyGatePrompt(question({ options: [] }), { maxOptions: 0 })).findings.map((f) => [f.reason, f.severity])).toEqual([['gate_prompt_too_few_options', 'blocker']]);
  });

  it('parses an option description only when one is given', () => {
    const parsed = parseGatePrompt(question({ options: [{ label: 'A', description: 'the first' }, { label: 'B' }] }));
    expect(parsed).toStrictEqual({
      ok: true,
      questions: [{ index: 0, question: 'Execute the plan?', header: 'Approve?', options: [{ label: 'A', description: 'the first' }, { label: 'B' }], multiSelect: false }],
    });
  });

  it('never throws on any JSON value (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const result = await verifyGatePrompt(value);
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
