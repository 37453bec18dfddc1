import { ruleTester } from '../../rule-tester.test-helpers.js';
import { manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const file = 'handoff-1-to-2.md';
const headerOnly = '# Phase Handoff: 1 → 2\n**Timestamp:** 2026-09-18T13:44:09Z\n**Goal:** Throttle calls\n**Mode:** feature\n';

ruleTester.run(handoffVerifier, 'handoff/sections', {
  valid: [
    { name: 'all four sections at 1 → 2', input: manifest(1), file, verdict: 'pass' },
    { name: 'all four at 3 → 4', input: manifest(3), file: 'handoff-3-to-4.md', verdict: 'pass' },
    { name: 'an empty section is still a section', input: manifest(1, { decisions: [] }), file, verdict: 'pass' },
    { name: 'no boundary: not checked', input: '# Phase Handoff: 2 → 2\n', verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'no Shed Receipt',
      input: manifest(1, { drop: '## Shed Receipt' }),
      file,
      errors: [{ reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Shed Receipt" section.', evidence: ['section: Shed Receipt'] }],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
    {
      name: 'no Inputs section',
      input: manifest(2, { drop: '## Inputs for Phase 3' }),
      file: 'handoff-2-to-3.md',
      errors: [{ reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Inputs for Phase 3" section.', evidence: ['section: Inputs for Phase 3'] }],
      verdict: 'fail',
      repaired: { input: manifest(2) },
    },
    {
      name: 'only the header and fields: every section is reported',
      input: headerOnly,
      errors: [
        { reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Inputs for Phase 2" section.' },
        { reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Decisions Carried Forward" section.' },
        { reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Active Constraints" section.' },
        { reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Shed Receipt" section.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'Inputs for the wrong phase',
      input: manifest(1).replace('## Inputs for Phase 2', '## Inputs for Phase 3'),
      file,
      errors: [{ reason: 'handoff_inputs_phase_mismatch', severity: 'blocker', line: 6, message: '"## Inputs for Phase 3" does not match the boundary 1 → 2.' }],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
    {
      name: 'a section name is compared exactly',
      input: manifest(1).replace('## Active Constraints', '## Active constraints'),
      file,
      errors: [{ reason: 'handoff_section_missing', severity: 'blocker', line: null, message: 'The manifest has no "## Active Constraints" section.' }],
      verdict: 'fail',
    },
  ],
});
