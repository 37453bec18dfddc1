import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChecklistReason, codesOf } from '@gauntlet/contracts/codes';
import { createMemoryHost } from '@gauntlet/core';
import { CHECKLIST_ITEMS, answerKeyOf, checklistRules, pathStem, uiInScope, verifyChecklist } from './index.js';

const LABELS = [
  'Auth guard', 'External APIs', 'Rate-limit criterion', 'Discoverability', 'Server/client boundary', 'Concurrency',
  'Observability', 'Input validation', 'Stable ID traceability', 'JSON spec object', 'Blocking-and-novel question gate',
  'Low-reversibility ADRs', 'Analytical lens', 'Handoff document', 'Synthesis dimensions', 'Risk reason',
  'UI input/output contract', 'Dispatch tier per work item', 'Env-var manifest', 'Capability gap map',
  'Single-shot build guardrails', 'Read-before-edit map',
];

const block = (answers: Record<number, string> = {}) =>
  ['<!-- checklist', ...LABELS.map((name, i) => `Item ${i + 1} — ${name}: ${answers[i + 1] ?? 'yes'}`), '-->'].join('\n');

const BODY = [
  '# Plan',
  'Analytical lens: JTBD',
  '## Spec Object (JSON)',
  '[P0] U-1 F-1 T-1 login works',
  '## Open Questions',
  '- Which cache? blocking-test: T-2',
  '## Capability Gap Map',
  'current target gap validation',
  '## Single-Shot Build Guardrails',
  'guardrail prevents evidence',
  '## Read-Before-Edit Map',
  'read first, why, edit after',
].join('\n');

const host = (files: Record<string, string> = { 'docs/plan.handoff.md': 'x' }) => createMemoryHost({ files });
const run = (text: string, files?: Record<string, string>) => verifyChecklist({ path: 'docs/plan.md', text }, { host: host(files), file: 'docs/plan.md' });
const reasons = async (text: string, files?: Record<string, string>) => (await run(text, files)).findings.map((f) => `${f.rule.slice(15)}:${f.reason}`);

describe('checklist', () => {
  it('locks the documented reason codes', () => {
    expect(codesOf(ChecklistReason)).toEqual([
      'checklist_block_missing', 'checklist_item_missing', 'checklist_item_unanswered', 'checklist_p0_untested',
      'checklist_trace_chain_missing', 'checklist_spec_object_missing', 'checklist_open_question_unannotated',
      'checklist_adr_missing', 'checklist_lens_missing', 'checklist_handoff_missing', 'checklist_synthesis_block_missing',
      'checklist_synthesis_keys_missing', 'checklist_ui_contract_missing', 'checklist_ui_contract_terms_missing',
      'checklist_section_missing', 'checklist_section_terms_missing',
    ]);
    expect(new Set(checklistRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ChecklistReason)));
    expect(checklistRules.map((rule) => rule.id)).toEqual(CHECKLIST_ITEMS.map((item) => `checklist/item-${item.n}`));
  });

  it('passes a complete plan', async () => {
    const result = await run(`${BODY}\n${block()}\n`);
    expect(result.findings).toEqual([]);
    expect(result.data).toMatchObject({ checklistFound: true, missingCount: 0, structuralWarningCount: 0, structuralFailCount: 0 });
  });

  it('reports 22 block-missing findings without a checklist, and nothing structural', async () => {
    const result = await run(BODY);
    expect(result.findings).toHaveLength(22);
    expect(new Set(result.findings.map((f) => f.reason))).toEqual(new Set(['checklist_block_missing']));
    expect(result.findings[0]?.message).toBe('No <!-- checklist --> block found in plan file.');
  });

  it('reports missing and placeholder answers; items 15-17 only when required', async () => {
    const text = `${BODY}\n${block({ 2: 'TBD', 3: '<answer>', 4: '...', 5: 'none', 6: 'N/A: no concurrency', 16: 'tbd' }).replace(/^Item 1 .*$/m, '')}`;
    expect(await reasons(text)).toEqual(['1:checklist_item_missing', '2:checklist_item_unanswered', '3:checklist_item_unanswered', '4:checklist_item_unanswered', '5:checklist_item_unanswered']);
  });

  it('points item findings at their lines', async () => {
    const text = `${BODY}\r\n${block({ 2: 'TBD' }).replace(/^Item 1 .*$/m, '')}`;
    const result = await run(text);
    const blockLine = BODY.split('\n').length + 1;
    expect(result.findings.map((f) => [f.reason, f.line])).toEqual([
      ['checklist_item_missing', blockLine],
      ['checklist_item_unanswered', blockLine + 2],
    ]);
  });

  it('points structural findings at their lines, counted in the file (checklist comment included)', async () => {
    const text = `${block()}\n${BODY.replace('guardrail prevents', 'guardrail').replace('U-1 F-1 T-1', 'U-1 F-1')}`;
    const result = await run(text);
    const offset = LABELS.length + 2;
    expect(result.findings.map((f) => [f.reason, f.line])).toEqual([
      ['checklist_p0_untested', offset + 4],
      ['checklist_section_terms_missing', offset + 9],
    ]);
  });

  it('normalises item labels into answer keys', () => {
    expect(answerKeyOf('item 3 - rate limit criterion')).toBe('item_3_rate_limit_criterion');
    expect(answerKeyOf('Item 3 — Rate-limit criterion')).toBe('item_3_rate_limit_criterion');
    expect(answerKeyOf('Item 5 — Server/client boundary')).toBe('item_5_serverclient_boundary');
    expect(answerKeyOf('Item 5 — Server client boundary')).toBe('item_5_server_client_boundary');
    expect(answerKeyOf('Item 1 — Auth guard (JWT)')).toBe('item_1_auth_guard_jwt');
    expect(answerKeyOf('Item ١ — Auth guard')).toBe('item_auth_guard');
  });

  it('last answer wins for a repeated item', async () => {
    const text = `${BODY}\n${block({ 1: 'TBD' })}`.replace('-->', 'Item 1 — Auth guard: requireAuth\n-->');
    expect(await reasons(text)).toEqual([]);
  });

  it.each([
    ['9 untested', BODY.replace('U-1 F-1 T-1', 'U-1 F-1'), '9:checklist_p0_untested'],
    ['9 no chain', BODY.replace('U-1 F-1 T-1', 'T-1'), '9:checklist_trace_chain_missing'],
    ['10', BODY.replace('## Spec Object (JSON)', '### Spec Object (JSON)'), '10:checklist_spec_object_missing'],
    ['11', BODY.replace('blocking-test: T-2', ''), '11:checklist_open_question_unannotated'],
    ['12', `${BODY}\nThe DB choice is low-reversibility.`, '12:checklist_adr_missing'],
    ['13', BODY.replace('Analytical lens: JTBD', '**Analytical lens**: JTBD'), '13:checklist_lens_missing'],
    ['20 missing', BODY.replace('## Capability Gap Map', '## Capability Map'), '20:checklist_section_missing'],
    ['21 terms', BODY.replace('guardrail prevents', 'guardrail'), '21:checklist_section_terms_missing'],
    ['22 terms', BODY.replace('read first', 'read  first'), '22:checklist_section_terms_missing'],
  ])('structural warning %s', async (_name, body, expected) => {
    const result = await run(`${body}\n${block()}`);
    expect(result.findings.map((f) => `${f.rule.slice(15)}:${f.reason}`)).toEqual([expected]);
    expect(result.findings[0]?.severity).toBe('warning');
  });

  it('warns when the sibling handoff is absent', async () => {
    expect(await reasons(`${BODY}\n${block()}`, {})).toEqual(['14:checklist_handoff_missing']);
    expect(pathStem('plan.md')).toBe('plan');
    expect(pathStem('a.b.md')).toBe('a.b');
    expect(pathStem('.md')).toBe('.md');
    expect(pathStem('..md')).toBe('.');
    expect(pathStem('x.')).toBe('x.');
  });

  it('fails UI plans without synthesis dimensions and a UI contract', async () => {
    const ui = `${BODY}\nTouches src/components/Feed.tsx\n${block()}`;
    expect(await reasons(ui)).toEqual(['15:checklist_synthesis_block_missing', '17:checklist_ui_contract_missing']);
    const partial = `${ui}\nsynthesis_dimensions:\n  placement: top\n  cta_tier: primary\n\n## UI Input/Output Contract\nsurface input output\n`;
    const result = await run(partial);
    expect(result.findings.map((f) => [f.reason, f.severity, f.message])).toEqual([
      ['checklist_synthesis_keys_missing', 'blocker', 'synthesis_dimensions missing key(s): copy_tone, visual_weight, empty_state'],
      ['checklist_ui_contract_terms_missing', 'blocker', 'UI Input/Output Contract missing term(s): taxonomy, operation, component, state, modality, validation, traceability'],
    ]);
  });

  it('requires items 15 and 17 only when UI is in scope', async () => {
    const text = `${BODY}\n${block()}`.replace(/^Item 15 .*$/m, '').replace(/^Item 17 .*$/m, '');
    expect(await reasons(text)).toEqual([]);
    const ui = `${text}\napp/page.tsx\nsynthesis_dimensions:\n  placement: a\n  cta_tier: b\n  copy_tone: c\n  visual_weight: d\n  empty_state: e\n## UI Input/Output Contract\nsurface input output taxonomy operation component state modality validation traceability\n`;
    expect(await reasons(ui)).toEqual(['15:checklist_item_missing', '17:checklist_item_missing']);
  });

  it.each([
    ['Feed.TSX', true],
    ['x.tsx.bak', true],
    ['é.tsx', true],
    ['x.tsx2', false],
    [' .tsx', false],
    ['src/components/x', true],
    ['(components/x', true],
    ['mycomponents/x', false],
    ['components/', false],
    ['app/page.ts', true],
    ['app/homepage.js', true],
    ['APP/Page.TS', true],
    ['app/api/page.ts', false],
    ['pages/_app.js', false],
    ['app/(m)/page.ts', false],
    ['myapp/page.ts', false],
    ['views/home.swift', true],
    ['MyViews/Home.swift', false],
    ['HomeView.swift', true],
    ['preview.swift', true],
    ['Model.swift', false],
  ])('UI in scope for %j: %s', (text, expected) => {
    expect(uiInScope(`see ${text} here`.replace('see  ', 'see '))).toBe(expected);
  });

  it('is linear on hostile UI-like runs', () => {
    const started = performance.now();
    uiInScope(`${'a/'.repeat(100_000)}x`);
    uiInScope(`${'/.'.repeat(100_000)}View.swift`);
    expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
  });

  it('many-star lines and long paths (the tripwire 7-star case) finish well under a second', () => {
    for (const length of [80, 2_000, 20_000]) {
      const path = `app/${'abcdefg/'.repeat(length / 8)}`.slice(0, length);
      const started = performance.now();
      expect(uiInScope(`${'*a*b*c*d*e*f*g* '.repeat(10)}${path}`)).toBe(false);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('never throws on any text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        const result = await run(`<!-- checklist\n${text}\n-->\n${text}`);
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
