import { ruleTester } from '../../rule-tester.test-helpers.js';
import { INPUTS, manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const without = (n: 1 | 2 | 3, label: string) => manifest(n, { inputs: INPUTS[n].filter((line) => !line.includes(`**${label}:**`)) });

ruleTester.run(handoffVerifier, 'handoff/required-inputs', {
  valid: [
    { name: 'every input at 1 → 2', input: manifest(1), file: 'handoff-1-to-2.md', verdict: 'pass' },
    { name: 'every input at 2 → 3', input: manifest(2), file: 'handoff-2-to-3.md', verdict: 'pass' },
    { name: 'every input at 3 → 4', input: manifest(3), file: 'handoff-3-to-4.md', verdict: 'pass' },
    {
      name: 'labels are case-insensitive, a parenthesis is dropped, synonyms count',
      input: manifest(1, { inputs: ['- **design doc:** d.md', '- **Contract tests (refactor mode):** t.py'] }),
      verdict: 'pass',
    },
    { name: 'the `**Label**:` spelling', input: manifest(1, { inputs: ['- **Design**: d.md', '- **Acceptance test**: t.py'] }), verdict: 'pass' },
    { name: 'no Inputs section: handoff/sections reports it', input: manifest(1, { drop: '## Inputs for Phase 2' }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: '2 → 3 without the baseline',
      input: without(2, 'Baseline SHA'),
      file: 'handoff-2-to-3.md',
      errors: [
        {
          reason: 'handoff_required_input_missing',
          severity: 'warning',
          line: 6,
          message: 'The 2 → 3 handoff does not list the required input "Baseline SHA".',
          evidence: ['input: Baseline SHA'],
        },
      ],
      verdict: 'pass',
      repaired: { input: manifest(2) },
    },
    {
      name: '3 → 4 without the task summary',
      input: without(3, 'Task summary'),
      file: 'handoff-3-to-4.md',
      errors: [{ reason: 'handoff_required_input_missing', severity: 'warning', line: 6, message: 'The 3 → 4 handoff does not list the required input "Task summary".' }],
      verdict: 'pass',
    },
    {
      name: 'an unlabelled list names nothing',
      input: manifest(1, { inputs: ['- docs/plans/2026-09-18-throttle-design.md', '- tests/acceptance/test_throttle.py'] }),
      errors: [
        { reason: 'handoff_required_input_missing', severity: 'warning', line: 6, message: 'The 1 → 2 handoff does not list the required input "Design doc".' },
        { reason: 'handoff_required_input_missing', severity: 'warning', line: 6, message: 'The 1 → 2 handoff does not list the required input "Acceptance tests".' },
      ],
      verdict: 'pass',
      repaired: { input: manifest(1) },
    },
    {
      name: 'overridden to blocker, a missing input closes the gate',
      input: without(1, 'Design doc'),
      rules: { 'handoff/required-inputs': 'blocker' },
      errors: [{ reason: 'handoff_required_input_missing', severity: 'blocker', line: 6 }],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
  ],
});
