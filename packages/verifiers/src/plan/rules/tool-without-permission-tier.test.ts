import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const noTier = (line: number): ExpectedFinding => ({
  reason: 'tool_without_permission_tier',
  severity: 'blocker',
  line,
  message: 'A new tool or capability is introduced without a permission tier within 10 lines.',
});
const PLUGIN = 'Register a refund plugin for billing.';
const filler = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1}.`);

ruleTester.run(planVerifier, 'plan/tool-without-permission-tier', {
  valid: [
    { name: 'a tier on the same line', input: 'Register a refund plugin for billing (T2: writes behind approval).', verdict: 'pass' },
    { name: 'permission_tier 10 lines below (the window edge)', input: lines(PLUGIN, ...filler(9), 'permission_tier: t1'), verdict: 'pass' },
    { name: '"permission tier" 10 lines above', input: lines('Every capability gets a permission tier.', ...filler(9), PLUGIN), verdict: 'pass' },
    { name: 'no creation verb within 40 characters of the tool', input: 'Add the refund flow that the existing billing and invoicing plugin calls.', verdict: 'pass' },
    { name: 'T6 is not a tier, but no tool is introduced either', input: 'Expose the T6 report.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a new plugin with no permission tier',
      input: PLUGIN,
      errors: [{ ...noTier(1), evidence: [PLUGIN], hint: 'State its permission tier (T0-T5, or permission_tier: ...) next to it.' }],
      verdict: 'fail',
      repaired: { input: 'Register a refund plugin for billing (T2: writes behind approval).' },
    },
    {
      name: 'the tier 11 lines below is out of the window',
      input: lines(PLUGIN, ...filler(10), 'permission_tier: t1'),
      errors: [noTier(1)],
      verdict: 'fail',
      repaired: { input: lines(PLUGIN, ...filler(9), 'permission_tier: t1') },
    },
    { name: 'the tier 11 lines above is out of the window', input: lines('permission tier: T1', ...filler(10), PLUGIN), errors: [noTier(12)], verdict: 'fail' },
    {
      name: 'every kind of capability',
      input: lines('Add a lookup tool.', 'Create a skill for triage.', 'Introduce a function tool.', 'Expose a hosted tool.', 'Add an agent capability to refund.'),
      errors: [noTier(1), noTier(2), noTier(3), noTier(4), noTier(5)],
      verdict: 'fail',
    },
    { name: 'T6 is not a permission tier', input: lines(PLUGIN, 'Tier: T6'), errors: [noTier(1)], verdict: 'fail' },
    { name: 'a tier inside a fence does not count', input: lines(PLUGIN, '```', 'T2', '```'), errors: [noTier(1)], verdict: 'fail' },
    { name: 'CRLF line endings', input: crlf('# Tools', PLUGIN), errors: [noTier(2)], verdict: 'fail', repaired: { input: crlf('# Tools', PLUGIN, 'T3') } },
    { name: 'hostile: a 200 kB line of verbs without a tool', input: `${'add new create '.repeat(13_000)}tool`, errors: [noTier(1)], verdict: 'fail' },
  ],
});
