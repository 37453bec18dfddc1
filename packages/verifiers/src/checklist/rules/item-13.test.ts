import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(13);
const LENS = 'Analytical lens: Pugh matrix over three rotation schemes';
const body = (lens: string) => PLAN_BODY.replace(LENS, lens);

ruleTester.run(checklistVerifier, 'checklist/item-13', {
  valid: [
    ...base.valid,
    { name: 'any case, space before the colon', input: plan(body('ANALYTICAL LENS : JTBD')), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'no lens line in the body',
      input: plan(body('Lens: Pugh matrix')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_lens_missing',
          severity: 'warning',
          line: null,
          message: "No 'Analytical lens:' line found in the plan body. Name the lens (JTBD, QFD, TRIZ, Pugh/AHP, DSM, etc.) in Locked Decisions.",
        },
      ],
      verdict: 'pass',
      repaired: { input: plan() },
    },
    {
      name: 'bold markup between the words and the colon',
      input: plan(body('**Analytical lens**: JTBD')),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_lens_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
    {
      name: 'a lens named only in the checklist comment',
      input: plan(body('Method: Pugh'), { 13: 'Analytical lens: Pugh' }),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_lens_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
