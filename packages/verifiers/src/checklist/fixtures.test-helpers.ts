import type { InvalidCase, RuleTests } from '@gauntlet/core/testing';
import type { ChecklistInput } from './parse.js';

/** The item names, as a plan's checklist comment spells them. */
export const ITEM_NAMES = [
  'Auth guard', 'External APIs', 'Rate-limit criterion', 'Discoverability', 'Server/client boundary', 'Concurrency',
  'Observability', 'Input validation', 'Stable ID traceability', 'JSON spec object', 'Blocking-and-novel question gate',
  'Low-reversibility ADRs', 'Analytical lens', 'Handoff document', 'Synthesis dimensions', 'Risk reason',
  'UI input/output contract', 'Dispatch tier per work item', 'Env-var manifest', 'Capability gap map',
  'Single-shot build guardrails', 'Read-before-edit map',
] as const;

/**
 * A plan body every structural check accepts (no UI in scope): a lens, a spec object, traced
 * P0 lines, annotated open questions and the three implementation sections.
 */
export const PLAN_BODY = [
  '# Plan: rotate the billing webhook secret',
  'Analytical lens: Pugh matrix over three rotation schemes',
  '## Spec Object (JSON)',
  '{"goal": "rotate without dropped events"}',
  '[P0] U-7 operator rotates, F-3 dual-secret window, T-12 replay test',
  '## Open Questions',
  '- Grace period length? blocking-test: T-13',
  '## Capability Gap Map',
  'current: one secret; target: two live secrets; gap: verifier; validation: T-12',
  '## Single-Shot Build Guardrails',
  'guardrail: feature flag; prevents: lockout; evidence: canary log',
  '## Read-Before-Edit Map',
  'read first: webhook/verify.ts; why: signature order; edit after: tests',
].join('\n');

/** Lines of `PLAN_BODY`; a checklist comment appended after it starts on the next line. */
export const BODY_LINES = PLAN_BODY.split('\n').length;
export const BLOCK_LINE = BODY_LINES + 1;
/** The line of item `n`'s answer in `plan()`. */
export const itemLine = (n: number) => BLOCK_LINE + n;

/**
 * A checklist comment answering every item; `answers` replaces an item's answer, and `null`
 * drops its line.
 */
export function checklist(answers: Readonly<Record<number, string | null>> = {}): string {
  const lines = ITEM_NAMES.map((name, i) => {
    const answer = answers[i + 1];
    if (answer === null) return null;
    return `Item ${i + 1} — ${name}: ${answer ?? `answered for item ${i + 1}`}`;
  });
  return ['<!-- checklist', ...lines.filter((line) => line !== null), '-->'].join('\n');
}

export const PLAN_PATH = 'docs/plans/webhook-rotation.md';
export const HANDOFF_PATH = 'docs/plans/webhook-rotation.handoff.md';
/** A host with the plan's sibling handoff file. */
export const WITH_HANDOFF = { files: { [HANDOFF_PATH]: '# Handoff\n' } };

/** The plan `{ path, text }` input: `body` then the checklist comment. */
export function plan(body: string = PLAN_BODY, answers: Readonly<Record<number, string | null>> = {}): ChecklistInput {
  return { path: PLAN_PATH, text: `${body}\n${checklist(answers)}\n` };
}

/** The cases every item shares: a missing answer, a placeholder, no checklist at all, N/A. */
export function answerCases(n: number): { valid: RuleTests<ChecklistInput>['valid']; invalid: Array<InvalidCase<ChecklistInput>> } {
  const rule = `checklist/item-${n}`;
  return {
    valid: [
      { name: 'a complete plan', input: plan(), host: WITH_HANDOFF, verdict: 'pass' },
      { name: 'N/A with a reason is an answer', input: plan(PLAN_BODY, { [n]: 'N/A: out of scope for this change' }), host: WITH_HANDOFF, verdict: 'pass' },
      { name: 'the item answered in lower case and with a plain dash', input: { ...plan(), text: plan().text.replace(`Item ${n} — `, `item ${n} - `) }, host: WITH_HANDOFF, verdict: 'pass' },
    ],
    invalid: [
      {
        name: 'the item line is missing',
        input: plan(PLAN_BODY, { [n]: null }),
        host: WITH_HANDOFF,
        errors: [{ reason: 'checklist_item_missing', severity: 'blocker', line: BLOCK_LINE, message: `Item not found. Expected 'Item ${n} — ${ITEM_NAMES[n - 1]}:'` }],
        verdict: 'fail',
        repaired: { input: plan() },
      },
      ...['TBD', 'todo', 'None', '<answer>', '...', ''].map(
        (placeholder): InvalidCase<ChecklistInput> => ({
          name: `the placeholder answer "${placeholder}"`,
          input: plan(PLAN_BODY, { [n]: placeholder }),
          host: WITH_HANDOFF,
          errors: [
            {
              reason: 'checklist_item_unanswered',
              severity: 'blocker',
              line: itemLine(n),
              message: "Placeholder or empty. Provide answer or 'N/A: <reason>'.",
              evidence: [placeholder],
            },
          ],
          verdict: 'fail',
          repaired: { input: plan(PLAN_BODY, { [n]: 'rotation runs behind the billing flag' }) },
        }),
      ),
      {
        name: 'no checklist comment at all',
        input: { path: PLAN_PATH, text: `${PLAN_BODY}\n` },
        host: WITH_HANDOFF,
        errors: [{ reason: 'checklist_block_missing', severity: 'blocker', line: 1, message: 'No <!-- checklist --> block found in plan file.' }],
        verdict: 'fail',
        repaired: { input: plan() },
      },
      {
        name: 'turned down to a warning in config',
        input: plan(PLAN_BODY, { [n]: null }),
        host: WITH_HANDOFF,
        rules: { [rule]: 'warning' },
        errors: [{ reason: 'checklist_item_missing', severity: 'warning', line: BLOCK_LINE }],
        verdict: 'pass',
      },
    ],
  };
}

/** A body line that puts UI in scope (a component file). */
export const UI_MENTION = 'Touches web/components/InvoiceTable.tsx';
export const SYNTHESIS_BLOCK = ['synthesis_dimensions:', '  placement: above the fold', '  cta_tier: secondary', '  copy_tone: plain', '  visual_weight: low', '  empty_state: hint text'].join('\n');
export const UI_CONTRACT = [
  '## UI Input/Output Contract',
  'surface: invoice table; input: filters; output: rows; taxonomy: status; operation: filter;',
  'component: DataTable; state: loading; modality: pointer; validation: dates; traceability: T-12',
].join('\n');
/** A UI plan body every structural check accepts: `PLAN_BODY`, the UI mention, synthesis block and UI contract. */
export const UI_BODY = [PLAN_BODY, UI_MENTION, SYNTHESIS_BLOCK, UI_CONTRACT].join('\n');

/**
 * The cases of the three section items (20–22): the shared answer cases, then the section in any
 * case, missing, demoted to level 3, and present without its terms. `content` is the section's
 * line in PLAN_BODY; `terms` is how the rule's message lists them.
 */
export function sectionItemCases(n: number, heading: string, content: string, terms: string): RuleTests<ChecklistInput> {
  const base = answerCases(n);
  const headingLine = PLAN_BODY.split('\n').indexOf(heading) + 1;
  const body = (title: string, text: string) => PLAN_BODY.replace(`${heading}\n${content}`, `${title}\n${text}`);
  return {
    valid: [
      ...base.valid,
      { name: 'the heading in any case, terms in any case', input: plan(body(heading.toUpperCase(), content.toUpperCase())), host: WITH_HANDOFF, verdict: 'pass' },
    ],
    invalid: [
      ...base.invalid,
      {
        name: 'the section is missing',
        input: plan(body('## Notes', content)),
        host: WITH_HANDOFF,
        errors: [{ reason: 'checklist_section_missing', severity: 'warning', line: null, message: `Implementation scope detected but no \`${heading}\` section found.` }],
        verdict: 'pass',
        repaired: { input: plan() },
      },
      {
        name: 'a level-3 heading is not the section',
        input: plan(body('#' + heading, content)),
        host: WITH_HANDOFF,
        errors: [{ reason: 'checklist_section_missing', severity: 'warning', line: null }],
        verdict: 'pass',
      },
      {
        name: 'the section without its terms',
        input: plan(body(heading, 'to be written')),
        host: WITH_HANDOFF,
        errors: [{ reason: 'checklist_section_terms_missing', severity: 'warning', line: headingLine, message: `Section is present but missing term(s): ${terms}` }],
        verdict: 'pass',
        repaired: { input: plan() },
      },
    ],
  };
}
