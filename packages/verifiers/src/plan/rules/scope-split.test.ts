import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const phases = (n: number, heading = '##') => Array.from({ length: n }, (_, i) => `${heading} Phase ${i + 1}`);

ruleTester.run(planVerifier, 'plan/scope-split', {
  valid: [
    { name: 'five phases', input: lines('# Plan', ...phases(5)), verdict: 'pass' },
    { name: 'six phases grouped by a milestone', input: lines('Milestone A covers phases 1-3.', ...phases(6)), verdict: 'pass' },
    { name: 'the milestone may come last', input: lines(...phases(8), 'Milestones: A, B.'), verdict: 'pass' },
    { name: 'H1 and H4 phases, "Phase One", "##Phase 2", indented headings do not count', input: lines(...phases(3, '#'), ...phases(3, '####'), '## Phase One', '##Phase 2', ' ## Phase 3', '## Phase 4', '## Phase 5'), verdict: 'pass' },
    { name: 'phases inside a fence do not count', input: lines('```', ...phases(6), '```'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'six phases and no milestone: information, not a failure',
      input: lines('# Plan', ...phases(6)),
      errors: [
        {
          reason: 'scope_split',
          severity: 'info',
          line: 2,
          message: '6 Phase headings without Milestone grouping.',
          evidence: ['6 Phase headings without Milestone grouping'],
          hint: 'Group the phases into milestones, or split the plan.',
        },
      ],
      verdict: 'pass',
    },
    {
      name: 'H3 headings and "Phase 4a" count; the finding is at the first',
      input: lines('Intro', '', ...phases(3, '###'), '## Phase 4a', '## Phase 5', '##   Phase 6'),
      errors: [{ reason: 'scope_split', severity: 'info', line: 3, message: '6 Phase headings without Milestone grouping.' }],
      verdict: 'pass',
    },
    {
      name: 'raised to a blocker by configuration, it fails until milestones group the phases',
      input: lines(...phases(7)),
      rules: { 'plan/scope-split': 'blocker' },
      errors: [{ reason: 'scope_split', severity: 'blocker', line: 1, message: '7 Phase headings without Milestone grouping.' }],
      verdict: 'fail',
      repaired: { input: lines(...phases(7), 'Milestone 1: phases 1-4.') },
    },
    { name: 'CRLF line endings', input: crlf(...phases(6)), errors: [{ reason: 'scope_split', severity: 'info', line: 1, message: '6 Phase headings without Milestone grouping.' }], verdict: 'pass' },
    { name: 'huge: 10 000 phases', input: lines(...phases(10_000)), errors: [{ reason: 'scope_split', severity: 'info', line: 1, message: '10000 Phase headings without Milestone grouping.' }], verdict: 'pass' },
  ],
});
