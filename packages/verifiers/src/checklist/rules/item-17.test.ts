import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, SYNTHESIS_BLOCK, UI_BODY, UI_CONTRACT, UI_MENTION, WITH_HANDOFF, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const uiBody = (contract: string) => [PLAN_BODY, UI_MENTION, SYNTHESIS_BLOCK, contract].join('\n');
const CONTRACT_LINE = PLAN_BODY.split('\n').length + 2 + SYNTHESIS_BLOCK.split('\n').length;
const uiBlockLine = (body: string) => body.split('\n').length + 1;

ruleTester.run(checklistVerifier, 'checklist/item-17', {
  valid: [
    { name: 'a complete UI plan', input: plan(UI_BODY), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'no UI in scope: the answer is not required', input: plan(PLAN_BODY, { 17: null }), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'UI in scope through app/ pages', input: plan([PLAN_BODY, 'Edits app/billing/page.tsx', SYNTHESIS_BLOCK, UI_CONTRACT].join('\n')), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'the terms in any case', input: plan(uiBody(UI_CONTRACT.toUpperCase().replace('## UI INPUT/OUTPUT CONTRACT', '## UI Input/Output Contract'))), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'UI in scope, the answer missing',
      input: plan(UI_BODY, { 17: null }),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_missing', severity: 'blocker', line: uiBlockLine(UI_BODY), message: "Item not found. Expected 'Item 17 — UI input/output contract:'" }],
      verdict: 'fail',
      repaired: { input: plan(UI_BODY) },
    },
    {
      name: 'UI in scope, a placeholder answer',
      input: plan(UI_BODY, { 17: '...' }),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_unanswered', severity: 'blocker', line: uiBlockLine(UI_BODY) + 17, evidence: ['...'] }],
      verdict: 'fail',
    },
    {
      name: 'no checklist comment',
      input: { path: 'docs/plans/webhook-rotation.md', text: UI_BODY },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_block_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'UI in scope without the contract section',
      input: plan(uiBody('## UI notes\nsee the mockups')),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_ui_contract_missing', severity: 'blocker', line: null, message: 'UI files detected but no `## UI Input/Output Contract` section found.' }],
      verdict: 'fail',
      repaired: { input: plan(UI_BODY) },
    },
    {
      // The section runs to the next ## heading over the whole plan, checklist comment included,
      // as the reference reads it: "Input validation" and "traceability" there count.
      name: 'a contract section without most terms (the checklist comment after it counts)',
      input: plan(uiBody('## UI Input/Output Contract\nsurface: the table; input: filters; output: rows')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_ui_contract_terms_missing',
          severity: 'blocker',
          line: CONTRACT_LINE,
          message: 'UI Input/Output Contract missing term(s): taxonomy, operation, component, state, modality',
        },
      ],
      verdict: 'fail',
      repaired: { input: plan(UI_BODY) },
    },
    {
      name: 'terms after the next ## heading do not count',
      input: plan(uiBody(UI_CONTRACT.replace('component: DataTable', '\n## Notes\ncomponent: DataTable'))),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_ui_contract_terms_missing', severity: 'blocker', line: CONTRACT_LINE, message: 'UI Input/Output Contract missing term(s): component, state, modality, validation, traceability' }],
      verdict: 'fail',
    },
  ],
});
