import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, SYNTHESIS_BLOCK, UI_BODY, UI_CONTRACT, UI_MENTION, WITH_HANDOFF, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const uiBody = (synthesis: string) => [PLAN_BODY, UI_MENTION, synthesis, UI_CONTRACT].join('\n');
const SYNTHESIS_LINE = PLAN_BODY.split('\n').length + 2;
const uiBlockLine = (body: string) => body.split('\n').length + 1;

ruleTester.run(checklistVerifier, 'checklist/item-15', {
  valid: [
    { name: 'a complete UI plan', input: plan(UI_BODY), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'no UI in scope: the answer is not required', input: plan(PLAN_BODY, { 15: null }), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'no UI in scope: a placeholder is fine', input: plan(PLAN_BODY, { 15: 'TBD' }), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'no UI in scope: no synthesis block needed', input: plan(), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'keys in any order, spaces before the colon', input: plan(uiBody(['Synthesis_Dimensions :', '  empty_state : none', '  visual_weight: x', '  copy_tone: x', '  cta_tier: x', '  placement: x'].join('\n'))), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'UI in scope, the answer missing',
      input: plan(UI_BODY, { 15: null }),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_missing', severity: 'blocker', line: uiBlockLine(UI_BODY), message: "Item not found. Expected 'Item 15 — Synthesis dimensions:'" }],
      verdict: 'fail',
      repaired: { input: plan(UI_BODY) },
    },
    {
      name: 'UI in scope, a placeholder answer',
      input: plan(UI_BODY, { 15: 'todo' }),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_unanswered', severity: 'blocker', line: uiBlockLine(UI_BODY) + 15, evidence: ['todo'] }],
      verdict: 'fail',
    },
    {
      name: 'no checklist comment',
      input: { path: 'docs/plans/webhook-rotation.md', text: PLAN_BODY },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_block_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'UI in scope without a synthesis_dimensions block',
      input: plan(uiBody('')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_synthesis_block_missing',
          severity: 'blocker',
          line: null,
          message: 'UI files detected but no `synthesis_dimensions:` block. Required keys: placement, cta_tier, copy_tone, visual_weight, empty_state.',
        },
      ],
      verdict: 'fail',
      repaired: { input: plan(UI_BODY) },
    },
    {
      name: 'a block with two of the five keys',
      input: plan(uiBody(['synthesis_dimensions:', '  placement: top', '  cta_tier: primary'].join('\n'))),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_synthesis_keys_missing',
          severity: 'blocker',
          line: SYNTHESIS_LINE,
          message: 'synthesis_dimensions missing key(s): copy_tone, visual_weight, empty_state',
        },
      ],
      verdict: 'fail',
      repaired: { input: plan(UI_BODY) },
    },
    {
      name: 'a key that is not indented ends the block',
      input: plan(uiBody(SYNTHESIS_BLOCK.replace('  empty_state', 'empty_state'))),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_synthesis_keys_missing', severity: 'blocker', line: SYNTHESIS_LINE, message: 'synthesis_dimensions missing key(s): empty_state' }],
      verdict: 'fail',
    },
    {
      name: 'a missing answer and a missing block: the answer first',
      input: plan(uiBody(''), { 15: null }),
      host: WITH_HANDOFF,
      errors: [
        { reason: 'checklist_item_missing', severity: 'blocker', line: uiBlockLine(uiBody('')) },
        { reason: 'checklist_synthesis_block_missing', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
    },
  ],
});

