import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const noCeiling = (line: number): ExpectedFinding => ({
  reason: 'external_call_without_budget_ceiling',
  severity: 'warning',
  line,
  message: 'An external call is added without a budget ceiling (budget, max tokens, timeout, rate limit) within 10 lines.',
});
const CALL = 'Integrate the OpenAI client for the weekly summaries.';
const filler = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1}.`);

ruleTester.run(planVerifier, 'plan/external-call-without-budget-ceiling', {
  valid: [
    { name: 'max_tokens and a timeout next to it', input: lines(CALL, 'max_tokens: 800, timeout 20 s.'), verdict: 'pass' },
    { name: 'a rate limit 10 lines below (the window edge)', input: lines(CALL, ...filler(9), 'Rate-limit: 5 per minute.'), verdict: 'pass' },
    { name: 'a cost cap 10 lines above', input: lines('Cost cap per run is fixed.', ...filler(9), CALL), verdict: 'pass' },
    { name: 'matched quirk: "x$5" counts as an amount', input: lines(CALL, 'cap x$5'), verdict: 'pass' },
    { name: 'no verb within 40 characters of the call', input: 'Add the summaries page, which the weekly batch already sends to Anthropic.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an external call with no ceiling: a warning',
      input: CALL,
      errors: [{ ...noCeiling(1), evidence: [CALL], hint: 'State the ceiling: a budget, max_tokens, a timeout or a rate limit.' }],
      verdict: 'pass',
      repaired: { input: lines(CALL, 'max_tokens: 800, timeout 20 s.') },
    },
    {
      name: 'the ceiling 11 lines below is out of the window',
      input: lines(CALL, ...filler(10), 'Budget: 2 USD per run.'),
      errors: [noCeiling(1)],
      verdict: 'pass',
      repaired: { input: lines(CALL, ...filler(9), 'Budget: 2 USD per run.') },
    },
    { name: 'matched quirk: "costs $5" does not count (the \\b before $)', input: lines(CALL, 'It costs $5.'), errors: [noCeiling(1)], verdict: 'pass' },
    { name: 'one separator at most: "max  tokens" does not count', input: lines(CALL, 'max  tokens 800'), errors: [noCeiling(1)], verdict: 'pass' },
    {
      name: 'every kind of call and verb',
      input: lines('Call the third-party API for rates.', 'Invoke an LLM call per ticket.', 'Wire up a webhook to Slack.', 'Add an HTTP fetch of the feed.', 'Introduce an API request per order.', 'Integrate Anthropic for triage.'),
      errors: [noCeiling(1), noCeiling(2), noCeiling(3), noCeiling(4), noCeiling(5), noCeiling(6)],
      verdict: 'fail',
    },
    {
      name: 'raised to a blocker by configuration',
      input: CALL,
      rules: { 'plan/external-call-without-budget-ceiling': 'blocker' },
      errors: [{ ...noCeiling(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines(CALL, 'Ceiling: 100 calls a day.') },
    },
    { name: 'CRLF line endings', input: crlf('# Summaries', CALL), errors: [noCeiling(2)], verdict: 'pass' },
    { name: 'hostile: a 200 kB line of verbs', input: `${'call '.repeat(40_000)}external api`, errors: [noCeiling(1)], verdict: 'pass' },
  ],
});
