import { ruleTester } from '../../rule-tester.test-helpers.js';
import { PLAN_BODY, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(20);
const HEADING = '## Capability Gap Map';
const CONTENT = 'current: one secret; target: two live secrets; gap: verifier; validation: T-12';
const HEADING_LINE = PLAN_BODY.split('\n').indexOf(HEADING) + 1;
const body = (heading: string, content: string) => PLAN_BODY.replace(`${HEADING}\n${CONTENT}`, `${heading}\n${content}`);

ruleTester.run(checklistVerifier, 'checklist/item-20', {
  valid: [
    ...base.valid,
    { name: 'the heading in any case, terms in any case', input: plan(body(HEADING.toUpperCase().replace('## ', '## '), CONTENT.toUpperCase())), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'the section is missing',
      input: plan(body('## Notes', CONTENT)),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_section_missing', severity: 'warning', line: null, message: 'Implementation scope detected but no `## Capability Gap Map` section found.' }],
      verdict: 'pass',
      repaired: { input: plan() },
    },
    {
      name: 'a level-3 heading is not the section',
      input: plan(body('#' + HEADING, CONTENT)),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_section_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
    {
      name: 'the section without its terms',
      input: plan(body(HEADING, 'to be written')),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_section_terms_missing', severity: 'warning', line: HEADING_LINE, message: 'Section is present but missing term(s): current, target, gap, validation' }],
      verdict: 'pass',
      repaired: { input: plan() },
    },
  ],
});
