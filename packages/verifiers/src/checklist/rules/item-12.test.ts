import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BODY_LINES, PLAN_BODY, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(12);
const mention = (text: string) => `${PLAN_BODY}\n${text}`;

ruleTester.run(checklistVerifier, 'checklist/item-12', {
  valid: [
    ...base.valid,
    { name: 'a mention with an ADR section', input: plan(`${mention('The DB choice stays Postgres.')}\n## ADR-01: keep Postgres`), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'a mention only in the checklist comment', input: plan(PLAN_BODY, { 12: 'no auth provider change' }), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'a low-reversibility mention without an ADR',
      input: plan(mention('The DB choice stays Postgres.')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_adr_missing',
          severity: 'warning',
          line: BODY_LINES + 1,
          message: "1 low-reversibility decision mention(s) found but no '## ADR-NN:' section detected. Each such decision needs an ADR record.",
        },
      ],
      verdict: 'pass',
      repaired: { input: plan(`${mention('The DB choice stays Postgres.')}\n## ADR-01: keep Postgres`) },
    },
    {
      name: 'mentions in any case are counted per line; an ADR heading needs its number',
      input: plan(`${mention('Swap the AUTH PROVIDER and the public schema.')}\nLow-reversibility: API contract v2\n## ADR: pending`),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_adr_missing', severity: 'warning', line: BODY_LINES + 1, message: /^2 low-reversibility decision mention/ }],
      verdict: 'pass',
    },
  ],
});
