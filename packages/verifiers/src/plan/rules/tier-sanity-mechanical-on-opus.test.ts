import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const mechanicalOnOpus = (line: number): ExpectedFinding => ({
  reason: 'tier_sanity_mechanical_on_opus',
  severity: 'warning',
  line,
  message: 'dispatch_tier is opus for mechanical work with no judgment involved.',
});
const RENAME = 'Rename the config files.';

ruleTester.run(planVerifier, 'plan/tier-sanity-mechanical-on-opus', {
  valid: [
    { name: 'an empty plan', input: '', verdict: 'pass' },
    { name: 'mechanical work on script', input: lines(RENAME, 'dispatch_tier: script'), verdict: 'pass' },
    { name: 'opus with judgment in the window, even beside mechanical work', input: lines('Rename and review the docs.', 'dispatch_tier = "opus"'), verdict: 'pass' },
    { name: 'opus with neither kind of word', input: lines('Write the onboarding guide.', 'dispatch_tier: opus'), verdict: 'pass' },
    { name: 'the mechanical word three lines above is outside the window', input: lines(RENAME, 'Step one.', 'Step two.', 'dispatch_tier: opus'), verdict: 'pass' },
    { name: '"delete a line" needs the single spaces', input: lines('Delete  a line in the header.', 'dispatch_tier: opus'), verdict: 'pass' },
    { name: 'word-bounded: "renamed", "moves" are not mechanical', input: lines('The renamed field moves data.', 'dispatch_tier: opus'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'mechanical work dispatched to opus: a warning on the tier line (the gate stays open)',
      input: lines(RENAME, 'dispatch_tier: opus'),
      errors: [{ ...mechanicalOnOpus(2), evidence: ['dispatch_tier: opus'], hint: 'Dispatch mechanical edits to a script or a small model tier.' }],
      verdict: 'pass',
      repaired: { input: lines(RENAME, 'dispatch_tier: script') },
    },
    { name: 'on the tier line itself, tier in backticks and upper case', input: '- bump the version (dispatch_tier: `OPUS`)', errors: [mechanicalOnOpus(1)], verdict: 'pass' },
    { name: 'phrases: find and replace, delete a line', input: lines('Find and replace the header; delete a line.', '', 'dispatch_tier: opus'), errors: [mechanicalOnOpus(3)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration: the gate closes',
      input: lines(RENAME, 'dispatch_tier: opus'),
      rules: { 'plan/tier-sanity-mechanical-on-opus': 'blocker' },
      errors: [{ ...mechanicalOnOpus(2), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines(RENAME, 'dispatch_tier: haiku') },
    },
    {
      name: 'both tier rules in one plan, each on its line',
      input: lines(RENAME, 'dispatch_tier: opus', '', '', 'Review the error copy.', 'dispatch_tier: script'),
      errors: [mechanicalOnOpus(2), { rule: 'plan/tier-sanity-judgment-on-script', reason: 'tier_sanity_judgment_on_script', severity: 'warning', line: 6 }],
      verdict: 'pass',
    },
    {
      name: 'blank lines contribute nothing to the window: a phrase split by one is joined with one space',
      input: lines('Find and', '', 'replace the header (dispatch_tier: opus)'),
      errors: [mechanicalOnOpus(3)],
      verdict: 'pass',
      repaired: { input: lines('Find and', '', 'replace the header (dispatch_tier: script)') },
    },
    { name: 'CRLF line endings', input: crlf(RENAME, 'dispatch_tier: opus'), errors: [mechanicalOnOpus(2)], verdict: 'pass' },
    { name: 'huge: the tier line after 20 000 lines', input: `${'Plain step.\n'.repeat(20_000)}${RENAME}\ndispatch_tier: opus\n`, errors: [mechanicalOnOpus(20_002)], verdict: 'pass' },
  ],
});
