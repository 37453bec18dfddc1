import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const vague = (line: number): ExpectedFinding => ({
  reason: 'synthesis_dim_vague_value',
  severity: 'blocker',
  line,
  message: 'A synthesis dimension has a vague value; name the concrete decision.',
});

ruleTester.run(planVerifier, 'plan/synthesis-dim-vague-value', {
  valid: [
    { name: 'concrete values', input: lines('synthesis_dimensions:', '  placement: after <OrderCard> in the feed', '  cta_tier: secondary'), verdict: 'pass' },
    { name: 'a vague word in the key is not the value', input: lines('synthesis_dimensions:', '  reasonable_default: 3', '  appropriate: yes'), verdict: 'pass' },
    { name: 'vague words outside a block', input: lines('Use appropriate spacing as needed.', 'synthesis_dimensions:', '  placement: top'), verdict: 'pass' },
    { name: 'a block inside a fence is invisible', input: lines('```yaml', 'synthesis_dimensions:', '  placement: as needed', '```'), verdict: 'pass' },
    { name: 'an unindented line ends the block', input: lines('synthesis_dimensions:', '  placement: top', 'notes: follow existing patterns'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a vague value',
      input: lines('synthesis_dimensions:', '  placement: appropriate, as needed'),
      errors: [{ ...vague(2), column: 3, evidence: ['placement: appropriate, as needed'], hint: 'Replace "appropriate"/"as needed"/"follow existing" with the actual choice (e.g. placement: "after <Card> in Feed.tsx").' }],
      verdict: 'fail',
      repaired: { input: lines('synthesis_dimensions:', '  placement: after <OrderCard> in the feed') },
    },
    {
      name: 'every vague phrase, once per entry; blank lines do not end the block',
      input: lines('synthesis_dimensions:', '  a: follow existing', '', '  b: match patterns', '\tc: see existing code', '  d: reasonable', '  e: match pattern'),
      errors: [vague(2), vague(4), vague(5), vague(6), vague(7)],
      verdict: 'fail',
    },
    {
      name: 'the block header in any case',
      input: lines('  Synthesis_Dimensions :', '  placement: as needed'),
      errors: [vague(2)],
      verdict: 'fail',
      repaired: { input: lines('  Synthesis_Dimensions :', '  placement: top') },
    },
    { name: 'an entry without a colon is all value', input: lines('synthesis_dimensions:', '  whatever is appropriate'), errors: [vague(2)], verdict: 'fail' },
    { name: 'a second block', input: lines('synthesis_dimensions:', '  a: top', '## Next', 'synthesis_dimensions:', '  b: as needed'), errors: [vague(5)], verdict: 'fail' },
    { name: 'CRLF line endings', input: crlf('synthesis_dimensions:', '  placement: appropriate'), errors: [vague(2)], verdict: 'fail', repaired: { input: crlf('synthesis_dimensions:', '  placement: top') } },
    { name: 'turned into a warning by configuration, the gate passes', input: lines('synthesis_dimensions:', '  placement: as needed'), rules: { 'plan/synthesis-dim-vague-value': 'warning' }, errors: [{ ...vague(2), severity: 'warning' }], verdict: 'pass' },
    { name: 'huge: 900 vague entries', input: lines('synthesis_dimensions:', ...Array.from({ length: 900 }, (_, i) => `  d${i}: as needed`)), errors: Array.from({ length: 900 }, (_, i) => vague(i + 2)) as [ExpectedFinding, ...ExpectedFinding[]], verdict: 'fail' },
  ],
});
