import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const noLenses = (line: number): ExpectedFinding => ({
  reason: 'approach_lenses_missing',
  severity: 'warning',
  line,
  message: 'The plan makes design decisions but has no Approach Lenses section.',
});
const REFACTOR = 'Refactor the payments boundary.';

ruleTester.run(planVerifier, 'plan/approach-lenses-missing', {
  valid: [
    { name: 'an Approach Lenses heading', input: lines('# Plan', REFACTOR, '## Approach Lenses', 'Clean-sheet, constraints, bridge.'), verdict: 'pass' },
    { name: 'an "Approach Lenses: n/a" line anywhere', input: lines(REFACTOR, 'Approach Lenses: n/a - mechanical move'), verdict: 'pass' },
    { name: 'a trivial plan', input: lines(REFACTOR, 'This is a narrow fix.'), verdict: 'pass' },
    { name: 'no design word', input: 'Fix the typo in the footer.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a design decision and no lenses: a warning at the first design word',
      input: lines('# Plan', REFACTOR),
      errors: [{ ...noLenses(2), evidence: [REFACTOR], hint: 'Add "## Approach Lenses" (clean-sheet, current-constraints, bridge, recommendation) or "Approach Lenses: n/a - <reason>".' }],
      verdict: 'pass',
      repaired: { input: lines('# Plan', REFACTOR, '## Approach Lenses', 'Clean-sheet, constraints, bridge.') },
    },
    { name: 'bold lenses are not recognised (as in the reference), and "approach" is itself a design word', input: lines('**Approach Lenses**', REFACTOR), errors: [noLenses(1)], verdict: 'pass' },
    { name: '"api" matches case-insensitively inside a path', input: lines('# Notes', 'See /api/v1 for details.'), errors: [noLenses(2)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: REFACTOR,
      rules: { 'plan/approach-lenses-missing': 'blocker' },
      errors: [{ ...noLenses(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines(REFACTOR, 'This is a single-file change.') },
    },
    { name: 'CRLF line endings', input: crlf('# Plan', '', 'Pick Path A.'), errors: [noLenses(3)], verdict: 'pass' },
    { name: 'huge: the design word on line 20 001', input: `${'Plain step.\n'.repeat(20_000)}Change the schema.\n`, errors: [noLenses(20_001)], verdict: 'pass' },
  ],
});
