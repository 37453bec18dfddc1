import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, PLAN_PATH, UI_BODY, WITH_HANDOFF, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

ruleTester.run(checklistVerifier, 'checklist/item-16', {
  valid: [
    { name: 'answered', input: plan(), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'never required: the line may be missing', input: plan(PLAN_BODY, { 16: null }), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'never required: a placeholder is fine', input: plan(PLAN_BODY, { 16: 'TBD' }), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'not even with UI in scope', input: plan(UI_BODY, { 16: null }), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no checklist comment at all',
      input: { path: PLAN_PATH, text: PLAN_BODY },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_block_missing', severity: 'blocker', line: 1, message: 'No <!-- checklist --> block found in plan file.' }],
      verdict: 'fail',
      repaired: { input: plan() },
    },
    {
      name: 'an unclosed comment is no checklist',
      input: { path: PLAN_PATH, text: plan().text.replace('-->', '') },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_block_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
  ],
});
