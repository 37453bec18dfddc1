import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const judgmentOnScript = (line: number): ExpectedFinding => ({
  reason: 'tier_sanity_judgment_on_script',
  severity: 'warning',
  line,
  message: 'dispatch_tier is script, but the work around it calls for judgment.',
});
const REVIEW = 'Review the API design and choose a pagination scheme.';

ruleTester.run(planVerifier, 'plan/tier-sanity-judgment-on-script', {
  valid: [
    { name: 'an empty plan', input: '', verdict: 'pass' },
    { name: 'judgment work on a model tier', input: lines(REVIEW, 'dispatch_tier: sonnet'), verdict: 'pass' },
    { name: 'mechanical work on script', input: lines('Rename the config files.', 'dispatch_tier: script'), verdict: 'pass' },
    { name: 'the judgment word three lines above is outside the window', input: lines(REVIEW, 'Step one.', 'Step two.', 'dispatch_tier: script'), verdict: 'pass' },
    { name: 'a judgment word after the tier line does not count', input: lines('dispatch_tier: script', REVIEW), verdict: 'pass' },
    { name: 'an unknown tier name', input: lines(REVIEW, 'dispatch_tier: scripted-bot'), verdict: 'pass' },
    { name: 'word-bounded: "reviewer", "designs" are not judgment', input: lines('Ping the reviewer about the designs.', 'dispatch_tier: script'), verdict: 'pass' },
    { name: 'a tier line inside a fence is blanked', input: lines(REVIEW, '```', 'dispatch_tier: script', '```'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'judgment work dispatched to a script: a warning on the tier line (the gate stays open)',
      input: lines(REVIEW, 'dispatch_tier: script'),
      errors: [{ ...judgmentOnScript(2), evidence: ['dispatch_tier: script'], hint: 'Dispatch judgment work to a model tier (sonnet/opus), or split out the mechanical part.' }],
      verdict: 'pass',
      repaired: { input: lines(REVIEW, 'dispatch_tier: sonnet') },
    },
    { name: 'the judgment word on the tier line itself', input: '- decide the schema (dispatch_tier = `script`)', errors: [judgmentOnScript(1)], verdict: 'pass' },
    { name: 'two lines above, across a blank line', input: lines('Evaluate the trade-off.', '', 'dispatch_tier: "SCRIPT"'), errors: [judgmentOnScript(3)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration: the gate closes',
      input: lines(REVIEW, 'dispatch_tier: script'),
      rules: { 'plan/tier-sanity-judgment-on-script': 'blocker' },
      errors: [{ ...judgmentOnScript(2), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines(REVIEW, 'dispatch_tier: opus') },
    },
    { name: 'every tier line', input: lines('Judge the copy.', 'dispatch_tier: script', 'Assess the risk.', 'dispatch_tier: script'), errors: [judgmentOnScript(2), judgmentOnScript(4)], verdict: 'pass' },
    { name: 'CRLF line endings', input: crlf(REVIEW, 'dispatch_tier: script'), errors: [judgmentOnScript(2)], verdict: 'pass' },
    { name: 'huge: the tier line after 20 000 lines', input: `${'Plain step.\n'.repeat(20_000)}${REVIEW}\ndispatch_tier: script\n`, errors: [judgmentOnScript(20_002)], verdict: 'pass' },
    { name: 'hostile: a 200 kB line of near-miss tier text', input: `${'dispatch_tier dispatch_tier: scrip '.repeat(6_000)}review\ndispatch_tier: script`, errors: [judgmentOnScript(2)], verdict: 'pass' },
  ],
});
