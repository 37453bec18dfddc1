import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const MESSAGE = 'A route change (redirect, removal, deprecation or rewrite) has no evidence within 5 lines.';
const routeChange = (line: number): ExpectedFinding => ({ reason: 'route_change_evidence', severity: 'blocker', line, message: MESSAGE });
const REDIRECT = 'Serve /v1/cards with a 308 redirect to /v2/cards.';
/** `n` filler lines that neither trigger nor suppress. */
const filler = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1} of the rollout.`);
// Another shim rule fires on "308 redirect"; its verdict is not this rule's business.
const shimOff = { 'plan/less-invasive-shim': 'off' } as const;

ruleTester.run(planVerifier, 'plan/route-change-evidence', {
  valid: [
    { name: 'a status marker on the next line', input: lines(REDIRECT, '✅ verified: the edge already proxies /v2/cards.'), verdict: 'pass' },
    { name: 'a rejected alternative in the window', input: lines(REDIRECT, 'A dual mount was considered and rejected.'), verdict: 'pass' },
    { name: 'the evidence 5 lines below (the window edge)', input: lines(REDIRECT, ...filler(4), '⚠ the mobile app pins /v1: rationale in the ticket.'), verdict: 'pass' },
    { name: 'the evidence 5 lines above', input: lines('✅ traffic on /v1 is zero since March.', ...filler(4), REDIRECT), verdict: 'pass' },
    { name: 'U+FE0F alone counts as a marker (matched quirk)', input: lines(REDIRECT, 'Ship it \ufe0f'), verdict: 'pass' },
    { name: 'whole words: "redirects", "remove routes", "rewrite towards"', input: 'Old links 301 redirects; we remove routes and rewrite towards v2.', rules: shimOff, verdict: 'pass' },
    { name: 'a trigger inside a fence is blanked', input: lines('```nginx', 'return 308 redirect;', '```'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a 308 redirect with no evidence',
      input: REDIRECT,
      errors: [
        {
          ...routeChange(1),
          column: 1,
          evidence: [REDIRECT],
          hint: 'Add a status marker (✅/⚠️) with the verification, or record the alternatives considered and why they were rejected.',
        },
      ],
      rules: shimOff,
      verdict: 'fail',
      repaired: { input: lines(REDIRECT, '✅ verified: the edge already proxies /v2/cards.') },
    },
    { name: 'remove route', input: lines('# Cleanup', '  Remove route /beta once traffic moves.'), errors: [{ ...routeChange(2), column: 3 }], verdict: 'fail' },
    { name: 'deprecate the endpoint', input: 'Deprecate the endpoint /v1/cards in May.', errors: [routeChange(1)], verdict: 'fail' },
    { name: 'deprecate path (no article)', input: 'deprecate path /legacy', errors: [routeChange(1)], verdict: 'fail' },
    { name: 'rewrite to', input: 'Rewrite to /v2 at the edge.', errors: [routeChange(1)], verdict: 'fail' },
    { name: '301, 302 and 307 count too; one finding per line', input: lines('A 301 redirect and a 302 redirect.', 'Then a 307   redirect.'), errors: [routeChange(1), routeChange(2)], verdict: 'fail' },
    {
      name: 'the evidence 6 lines below is out of the window',
      input: lines(REDIRECT, ...filler(5), '✅ verified: the edge already proxies /v2/cards.'),
      errors: [routeChange(1)],
      verdict: 'fail',
      repaired: { input: lines(REDIRECT, ...filler(4), '✅ verified: the edge already proxies /v2/cards.') },
    },
    { name: 'the evidence 6 lines above is out of the window', input: lines('✅ traffic on /v1 is zero since March.', ...filler(5), REDIRECT), errors: [routeChange(7)], verdict: 'fail' },
    { name: 'a marker inside a fence does not count', input: lines(REDIRECT, '```', '✅', '```'), errors: [routeChange(1)], verdict: 'fail' },
    {
      name: 'CRLF line endings',
      input: crlf('# Rollout', REDIRECT),
      errors: [routeChange(2)],
      verdict: 'fail',
      repaired: { input: crlf('# Rollout', REDIRECT, '✅ verified on staging') },
    },
    { name: 'huge: the one trigger after 20 000 lines', input: `${'Plain step.\n'.repeat(20_000)}${REDIRECT}\n`, errors: [routeChange(20_001)], verdict: 'fail' },
    { name: 'hostile: a 200 kB line of near-miss words', input: `${'redirect 308 remove routes '.repeat(8_000)}rewrite to /v2`, errors: [routeChange(1)], verdict: 'fail' },
  ],
});
