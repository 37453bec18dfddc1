import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, WITH_HANDOFF, answerCases, checklist, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(14);
const text = `${PLAN_BODY}\n${checklist()}\n`;

ruleTester.run(checklistVerifier, 'checklist/item-14', {
  valid: [
    ...base.valid,
    { name: 'the stem keeps inner dots', input: { path: 'plans/v1.2.md', text }, host: { files: { 'plans/v1.2.handoff.md': 'x' } }, verdict: 'pass' },
    { name: 'a plan in the working directory', input: { path: 'plan.md', text }, host: { files: { 'plan.handoff.md': 'x' } }, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'no sibling handoff file',
      input: plan(),
      host: { files: {} },
      errors: [
        {
          reason: 'checklist_handoff_missing',
          severity: 'warning',
          line: null,
          message: "Sibling handoff file 'webhook-rotation.handoff.md' not found. Generate docs/plans/<slug>.handoff.md alongside the plan.",
        },
      ],
      verdict: 'pass',
      repaired: { input: plan(), host: WITH_HANDOFF },
    },
    {
      name: 'a handoff in another folder is not the sibling',
      input: plan(),
      host: { files: { 'docs/webhook-rotation.handoff.md': 'x' } },
      errors: [{ reason: 'checklist_handoff_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
    {
      name: 'without a Host, the handoff cannot be found',
      input: plan(),
      errors: [{ reason: 'checklist_handoff_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
