import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkerReason, codesOf } from '@gauntlet/contracts/codes';
import { markerRules, parseInventory, parseTurn, verifyMarker } from './index.js';

const INVENTORY = ['brainstorming/user-review-gate', 'chase-bug/verdict-menu'];
const reasons = async (text: string, inventory: string[] | null = INVENTORY) => (await verifyMarker(text, { inventory })).findings.map((f) => f.reason);
const parsedOf = async (text: string) => (await verifyMarker(text, { inventory: INVENTORY })).data.parsed;

describe('marker', () => {
  it('locks the documented reason codes (gauntlet.md §8)', () => {
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
    ['stuck', 'gauntlet: stuck  base merge  unresolved (a.md)  ', null],
    ['CRLF', 'gauntlet: question\r\nWhich?\r\n', { kind: 'question' }],
  ])('passes a well-formed %s marker', async (name, text, parsed) => {
    if (parsed === null) return;
    expect(await reasons(text)).toEqual([]);
    expect(await parsedOf(text)).toMatchObject(parsed);
  });

  it('keeps the stuck reason as trimmed free text', async () => {
    expect(await reasons('gauntlet: stuck plan_check fails on L40-L52 (a.md, b.md)')).toEqual([]);
    expect(await parsedOf('gauntlet: stuck plan_check fails on L40-L52')).toMatchObject({ kind: 'stuck', reason: 'plan_check fails on L40-L52' });
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
  ])('reports %s (%s)', async (code, text, parsed) => {
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

  it('reports every line-1 code in the order met, left to right', async () => {
    expect(await reasons('gauntlet: gate=chase-bug/verdict-menu recommended=merge now')).toEqual(['recommended_malformed', 'marker_trailing_text']);
    expect(await reasons('gauntlet: gate=chase-bug/verdict-menu recommended=merge recommended=fix')).toEqual(['recommended_malformed', 'gate_param_repeated']);
    expect(await reasons('gauntlet:gate=nope x=1 ')).toEqual(['marker_spacing', 'gate_ref_malformed', 'gate_param_unknown', 'marker_spacing']);
    const { findings } = await verifyMarker('gauntlet: gate=chase-bug/verdict-menu recommended=merge now');
    expect(findings.map((f) => f.column)).toEqual([51, 57]);
  });

  it('keeps the first recommended= on repetition', async () => {
    expect(await reasons('gauntlet: gate=chase-bug/verdict-menu recommended=1 recommended=2')).toEqual(['gate_param_repeated']);
    expect(await parsedOf('gauntlet: gate=chase-bug/verdict-menu recommended=1 recommended=2')).toMatchObject({ recommended: 1 });
  });

  it('accepts any well-formed gate without an inventory', async () => {
    expect(await reasons('gauntlet: gate=anything/at-all', null)).toEqual([]);
    expect(await reasons('gauntlet: gate=anything/at-all', [])).toEqual(['gate_unknown']);
  });

  describe('recommended-row consistency', () => {
    const menu = (marker: string, rows: string[]) => [marker, '', 'Spec written.', '', ...rows].join('\n');
    it('passes a tagged row named by recommended=', async () => {
      expect(await reasons(menu('gauntlet: gate=brainstorming/user-review-gate recommended=3', ['1 - approve as it stands', '2 - approve with small fixes', '3 - stop here [recommended]']))).toEqual([]);
      expect(await reasons(menu('gauntlet: gate=chase-bug/verdict-menu', ['1. hotfix', '2) ticket']))).toEqual([]);
    });
    it('reports recommended_row_missing', async () => {
      const { findings } = await verifyMarker(menu('gauntlet: gate=brainstorming/user-review-gate recommended=3', ['1 - approve as it stands [recommended]', '2 - approve with small fixes', '3 - stop here']), { inventory: INVENTORY });
      expect(findings).toMatchObject([{ reason: 'recommended_row_missing', rule: 'marker/recommended-row', line: 7 }]);
      expect(await reasons(menu('gauntlet: gate=chase-bug/verdict-menu recommended=3', ['1 - a', '2 - b']))).toEqual(['recommended_row_missing']);
    });
    it('reports recommended_param_missing', async () => {
      const { findings } = await verifyMarker(menu('gauntlet: gate=chase-bug/verdict-menu', ['1 - patch it on the release branch [recommended]', '2 - file it for the next sprint']), { inventory: INVENTORY });
      expect(findings).toMatchObject([{ reason: 'recommended_param_missing', line: 5 }]);
    });
    it('skips the check without numbered rows, for item-letter menus, and when line 1 is invalid', async () => {
      expect(await reasons('gauntlet: gate=chase-bug/verdict-menu recommended=2\nno rows here')).toEqual([]);
      expect(await reasons(menu('gauntlet: gate=brainstorming/user-review-gate', ['1. Fewer announcements - Recommended: B', '2. Rename - Recommended: A']))).toEqual([]);
      expect(await reasons(menu('gauntlet: gate=unknown/gate', ['1 - a [recommended]']))).toEqual(['gate_unknown']);
    });
  });

  it('reports marker_repeated_in_body once, as a warning', async () => {
    const { findings, data } = await verifyMarker('gauntlet: done shipped\n\ngauntlet: question\n  gauntlet: question\n');
    expect(findings).toMatchObject([{ reason: 'marker_repeated_in_body', severity: 'warning', line: 3 }]);
    expect(data.parsed).toMatchObject({ kind: 'done', outcome: 'shipped' });
  });

  it('reads line 1 behind a byte-order mark', async () => {
    expect(await reasons('\uFEFFgauntlet: question\n')).toEqual([]);
  });

  it('handles a lone CR and huge input', async () => {
    expect(await reasons('\r')).toEqual(['marker_missing']);
    expect(await reasons(`gauntlet: stuck ${'x'.repeat(200_000)}`)).toEqual([]);
    expect(await reasons(`gauntlet: done ${'a,'.repeat(100_000)}a`)).toEqual([]);
    expect(await reasons(`${'*'.repeat(100_000)}`)).toEqual(['marker_missing']);
    expect(await reasons(`gauntlet: question\n${'1 - x\n'.repeat(50_000)}`)).toEqual([]);
  });

  it('parses an inventory file: a JSON array or one reference per line', () => {
    expect(parseInventory('["a/b", "c/d"]')).toEqual({ ok: true, inventory: ['a/b', 'c/d'] });
    expect(parseInventory('a/b\n\n  c/d  \n')).toEqual({ ok: true, inventory: ['a/b', 'c/d'] });
    expect(parseInventory('[1]')).toMatchObject({ ok: false });
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
