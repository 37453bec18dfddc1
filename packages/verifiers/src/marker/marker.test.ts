import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkerReason, codesOf } from '@gauntlet/contracts/codes';
import { verdictOf } from '@gauntlet/core';
import { markerRules, parseInventory, parseTurn, verifyMarker } from './index.js';

const INVENTORY = ['brainstorming/user-review-gate', 'chase-bug/verdict-menu'];
const reasons = async (text: string, inventory: string[] | null = INVENTORY) => (await verifyMarker(text, { inventory })).findings.map((f) => f.reason);
const parsedOf = async (text: string) => (await verifyMarker(text, { inventory: INVENTORY })).data.parsed;

describe('marker', () => {
  it('locks the documented reason codes (docs/rules/marker/)', () => {
    expect(codesOf(MarkerReason)).toEqual([
      'marker_missing', 'marker_not_on_first_line', 'marker_indented', 'marker_decorated', 'marker_case', 'marker_spacing',
      'marker_unknown_kind', 'marker_trailing_text', 'gate_ref_malformed', 'gate_unknown', 'gate_param_unknown',
      'gate_param_repeated', 'recommended_malformed', 'recommended_row_missing', 'recommended_param_missing',
      'marker_trailing_colon', 'done_outcome_missing', 'done_outcome_malformed', 'stuck_reason_missing', 'marker_repeated_in_body',
    ]);
    expect(new Set(markerRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(MarkerReason)));
  });

  it.each([
    ['gate', 'gauntlet: gate=brainstorming/user-review-gate\n\nSpec written.', { kind: 'gate', skill: 'brainstorming', gateId: 'user-review-gate', recommended: null }],
    ['question', 'gauntlet: question\nWhich repo?', { kind: 'question' }],
    ['done', 'gauntlet: done responded,pr=42\n', { kind: 'done', outcome: 'responded,pr=42' }],
    ['done with case and dots', 'gauntlet: done Shipped.v2', { kind: 'done', outcome: 'Shipped.v2' }],
    ['stuck', 'gauntlet: stuck base merge  unresolved (a.md)', { kind: 'stuck', reason: 'base merge  unresolved (a.md)' }],
    ['CRLF', 'gauntlet: question\r\nWhich?\r\n', { kind: 'question' }],
  ])('passes a well-formed %s marker', async (name, text, parsed) => {
    expect(await reasons(text)).toEqual([]);
    expect(await parsedOf(text)).toMatchObject(parsed);
  });

  it('keeps the stuck reason as trimmed free text', async () => {
    expect(await reasons('gauntlet: stuck plan_check fails on L40-L52 (a.md, b.md)')).toEqual([]);
    expect(await parsedOf('gauntlet: stuck plan_check fails on L40-L52')).toMatchObject({ kind: 'stuck', reason: 'plan_check fails on L40-L52' });
    expect(await parsedOf('gauntlet: stuck waiting on CI \t')).toMatchObject({ kind: 'stuck', reason: 'waiting on CI' });
  });

  it.each([
    ['marker_indented', '  gauntlet: question\nx'],
    ['marker_indented', '\tGauntlet: question'],
    ['marker_decorated', '`gauntlet: question`'],
    ['marker_decorated', '**gauntlet: done shipped**'],
    ['marker_decorated', '> gauntlet: question'],
    ['marker_decorated', '_gauntlet: question_'],
    ['marker_case', 'Gauntlet: question'],
    ['marker_case', 'GAUNTLET: question'],
    ['marker_not_on_first_line', '\ngauntlet: question'],
    ['marker_not_on_first_line', 'Here is the gate:\n  gauntlet: gate=chase-bug/verdict-menu'],
    ['marker_missing', 'Spec written.\n\nPlease review.'],
    ['marker_missing', '/gauntlet: question'],
    ['marker_missing', ''],
  ])('reports %s alone, with parsed null', async (code, text) => {
    const { findings, data } = await verifyMarker(text, { inventory: INVENTORY });
    expect(findings.map((f) => f.reason)).toEqual([code]);
    expect(findings[0]).toMatchObject({ rule: 'marker/placement', severity: 'blocker', line: 1, column: 1 });
    expect(data.parsed).toBeNull();
  });

  it.each([
    ['marker_spacing', 'gauntlet:question', { kind: 'question' }],
    ['marker_spacing', 'gauntlet:  question', { kind: 'question' }],
    ['marker_spacing', 'gauntlet: question ', { kind: 'question' }],
    ['marker_spacing', 'gauntlet: gate=chase-bug/verdict-menu  recommended=1', { recommended: 1 }],
    ['marker_trailing_colon', 'gauntlet: question:', { kind: 'question' }],
    ['marker_trailing_colon', 'gauntlet: stuck: cannot merge', { kind: 'stuck', reason: 'cannot merge' }],
    ['marker_trailing_text', 'gauntlet: question which repo?', { kind: 'question' }],
    ['marker_trailing_text', 'gauntlet: gate=chase-bug/verdict-menu now', { kind: 'gate' }],
    ['gate_ref_malformed', 'gauntlet: gate=brainstorming', { kind: 'gate', skill: null, gateId: null }],
    ['gate_ref_malformed', 'gauntlet: gate=brainstorming/spec/approval', { skill: null }],
    ['gate_ref_malformed', 'gauntlet: gate=brain_storming/x', { skill: null }],
    ['gate_unknown', 'gauntlet: gate=Brainstorming/user-review-gate', { skill: 'Brainstorming', gateId: 'user-review-gate' }],
    ['gate_param_unknown', 'gauntlet: gate=chase-bug/verdict-menu default=1', { recommended: null }],
    ['recommended_malformed', 'gauntlet: gate=chase-bug/verdict-menu recommended=', { recommended: null }],
    ['recommended_malformed', 'gauntlet: gate=chase-bug/verdict-menu recommended=01', { recommended: null }],
    ['recommended_malformed', 'gauntlet: gate=chase-bug/verdict-menu recommended=0', { recommended: null }],
    ['done_outcome_missing', 'gauntlet: done', { kind: 'done', outcome: null }],
    ['done_outcome_malformed', 'gauntlet: done pr=', { kind: 'done', outcome: 'pr=' }],
    ['done_outcome_malformed', 'gauntlet: done all good', { outcome: 'all good' }],
    ['done_outcome_malformed', 'gauntlet: done shipped,,pr=1', { outcome: 'shipped,,pr=1' }],
    ['stuck_reason_missing', 'gauntlet: stuck', { kind: 'stuck', reason: null }],
  ])('reports %s and still parses what it can (%s)', async (code, text, parsed) => {
    const { findings, data } = await verifyMarker(text, { inventory: INVENTORY });
    expect(findings.map((f) => f.reason)).toEqual([code]);
    expect(findings[0]).toMatchObject({ rule: 'marker/grammar', severity: 'blocker', line: 1 });
    expect(data.parsed).toMatchObject(parsed);
  });

  it('reports marker_unknown_kind with parsed null', async () => {
    for (const text of ['gauntlet: approve', 'gauntlet:', 'gauntlet: Question', 'gauntlet: gate brainstorming/x']) {
      const { findings, data } = await verifyMarker(text);
      expect(findings.map((f) => f.reason)).toContain('marker_unknown_kind');
      expect(data.parsed).toBeNull();
    }
  });

  it('keeps the first recommended= on repetition', async () => {
    expect(await parsedOf('gauntlet: gate=chase-bug/verdict-menu recommended=1 recommended=2')).toMatchObject({ recommended: 1 });
  });

  it('verifyMarker merges its options with the verify options', async () => {
    const { findings } = await verifyMarker('gauntlet: gate=a/b', { inventory: ['a/b'] }, { options: { inventory: [] } });
    expect(findings).toEqual([]);
    const unknown = await verifyMarker('gauntlet: gate=a/b', {}, { options: { inventory: ['c/d'] }, file: 'turn.txt' });
    expect(unknown.findings).toMatchObject([{ verifier: 'marker', rule: 'marker/grammar', reason: 'gate_unknown', severity: 'blocker', file: 'turn.txt' }]);
    expect(verdictOf(unknown.findings)).toBe('fail');
  });

  it('refuses an inventory that is not a list of strings, naming the family', async () => {
    await expect(verifyMarker('gauntlet: question', {}, { options: { inventory: 'a/b' } })).rejects.toThrow(/^marker option inventory must be/);
  });

  it('parses an inventory file: a JSON array or one reference per line', () => {
    expect(parseInventory('["a/b", "c/d"]')).toEqual({ ok: true, inventory: ['a/b', 'c/d'] });
    expect(parseInventory('a/b\n\n  c/d  \n')).toEqual({ ok: true, inventory: ['a/b', 'c/d'] });
    expect(parseInventory('[1]')).toMatchObject({ ok: false });
    expect(parseInventory('["a/b", 1]')).toEqual({ ok: false, problem: 'the JSON array holds a non-string' });
    expect(parseInventory('  ["a/b"]\n')).toEqual({ ok: true, inventory: ['a/b'] });
    // A file that only starts like JSON is read line by line.
    expect(parseInventory('[draft]\na/b\n')).toEqual({ ok: true, inventory: ['[draft]', 'a/b'] });
    expect(parseInventory('{"a/b": true}')).toEqual({ ok: true, inventory: ['{"a/b": true}'] });
  });

  it('never throws and always yields a result (property)', () => {
    const alphabet = fc.constantFrom('gauntlet:', ' ', '\t', '\n', '\r', 'gate=', 'a/b', 'done', 'question', 'stuck', 'recommended=', '1', '[recommended]', '`', '*', '>', 'x', '=', ',', '/');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 30 }).map((parts) => parts.join(''))), (text) => {
        const turn = parseTurn(text, { inventory: new Set(INVENTORY) });
        expect(turn.placement === null || turn.parsed === null).toBe(true);
        for (const issue of turn.issues) expect(issue.column).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
