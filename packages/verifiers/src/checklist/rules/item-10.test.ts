import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(10);
const body = (heading: string) => PLAN_BODY.replace('## Spec Object (JSON)', heading);

ruleTester.run(checklistVerifier, 'checklist/item-10', {
  valid: [
    ...base.valid,
    { name: 'the heading in any case', input: plan(body('## spec object (json)')), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'words between the title and (JSON)', input: plan(body('## Spec Object, first draft (JSON)')), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'a level-3 heading is not the section',
      input: plan(body('### Spec Object (JSON)')),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_spec_object_missing', severity: 'warning', line: null, message: "No '## Spec Object (JSON)' section found. Emit a structured JSON block before rendering markdown." }],
      verdict: 'pass',
      repaired: { input: plan() },
    },
    {
      name: 'the heading without (JSON)',
      input: plan(body('## Spec Object')),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_spec_object_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
    {
      name: 'a heading inside the checklist comment does not count',
      input: plan(body('Spec object: see below'), { 10: 'yes\n## Spec Object (JSON)' }),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_spec_object_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
