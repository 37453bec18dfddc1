import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(11);
const QUESTION = '- Grace period length? blocking-test: T-13';
const QUESTIONS_LINE = 6; // "## Open Questions" in PLAN_BODY
const body = (questions: string) => PLAN_BODY.replace(QUESTION, questions);

ruleTester.run(checklistVerifier, 'checklist/item-11', {
  valid: [
    ...base.valid,
    { name: 'no Open Questions section', input: plan(PLAN_BODY.replace('## Open Questions', '## Questions answered').replace(QUESTION, 'none left')), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'annotation in any case, without a space', input: plan(body('- Retry budget? BLOCKING-TEST:t-4')), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'blank and # lines are not questions', input: plan(body(`${QUESTION}\n\n# grouped by owner`)), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'a question without blocking-test',
      input: plan(body('- Grace period length?')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_open_question_unannotated',
          severity: 'warning',
          line: QUESTIONS_LINE,
          message: "1 Open Question line(s) lack a 'blocking-test: T-NN' annotation. Convert non-blocking questions to [ASSUMED: ...] entries.",
        },
      ],
      verdict: 'pass',
      repaired: { input: plan() },
    },
    {
      name: 'every unannotated line counts, up to the next ## heading',
      input: plan(body(`${QUESTION}\n- Who rotates?\n- Where is the log? blocking-test: T-`)),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_open_question_unannotated', severity: 'warning', line: QUESTIONS_LINE, message: /^2 Open Question line/ }],
      verdict: 'pass',
    },
  ],
});
