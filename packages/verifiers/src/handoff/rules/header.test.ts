import { ruleTester } from '../../rule-tester.test-helpers.js';
import { manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const missing = [
  { reason: 'handoff_header_missing', severity: 'blocker', line: null, message: 'No `# Phase Handoff: N → M` header; this is not a handoff manifest.' },
] as const;

ruleTester.run(handoffVerifier, 'handoff/header', {
  valid: [
    { name: '1 → 2 named handoff-1-to-2.md', input: manifest(1), file: 'handoff-1-to-2.md', verdict: 'pass' },
    { name: '2 → 3 in a folder', input: manifest(2), file: 'memory/handoff-2-to-3.md', verdict: 'pass' },
    { name: '3 → 4, Windows separators', input: manifest(3), file: 'memory\\handoff-3-to-4.md', verdict: 'pass' },
    { name: 'a name that is not handoff-N-to-M.md is not compared', input: manifest(1), file: 'notes.md', verdict: 'pass' },
    { name: 'no file name at all', input: manifest(1), verdict: 'pass' },
    { name: 'CRLF line ends', input: manifest(1).replace(/\n/g, '\r\n'), file: 'handoff-1-to-2.md', verdict: 'pass' },
    { name: 'a BOM', input: `\uFEFF${manifest(1)}`, file: 'handoff-1-to-2.md', verdict: 'pass' },
    { name: 'spaces around the arrow may be left out', input: manifest(1, { header: '# Phase Handoff:1→2' }), file: 'handoff-1-to-2.md', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'notes instead of a manifest',
      input: '# Notes\nthe design passed today\n',
      file: 'handoff-1-to-2.md',
      errors: missing,
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
    { name: 'empty input', input: '', errors: missing, verdict: 'fail', repaired: { input: manifest(1) } },
    { name: 'a second-level heading is not the header', input: manifest(1, { header: '## Phase Handoff: 1 → 2' }), errors: missing, verdict: 'fail' },
    { name: 'a ten-digit phase is no phase number', input: manifest(1, { header: `# Phase Handoff: ${'9'.repeat(10)} → 2` }), errors: missing, verdict: 'fail' },
    {
      name: 'an ASCII arrow: accepted, with a note',
      input: manifest(1, { header: '# Phase Handoff: 1 -> 2' }),
      file: 'handoff-1-to-2.md',
      errors: [{ reason: 'handoff_header_ascii_arrow', severity: 'info', line: 1, message: 'The header uses `->`; the template uses `→` (accepted).' }],
      verdict: 'pass',
      repaired: { input: manifest(1) },
    },
    {
      name: 'the file name names another boundary',
      input: manifest(1),
      file: 'handoff-2-to-3.md',
      errors: [{ reason: 'handoff_header_mismatch', severity: 'blocker', line: 1, message: 'The file is handoff-2-to-3.md but the header says 1 → 2.' }],
      verdict: 'fail',
      repaired: { input: manifest(1), file: 'handoff-1-to-2.md' },
    },
    {
      name: 'the header is not on line 1: the finding points at it',
      input: `<!-- written by the orchestrator -->\n${manifest(1)}`,
      file: 'handoff-3-to-4.md',
      errors: [{ reason: 'handoff_header_mismatch', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
    {
      name: 'a jump over a phase',
      input: manifest(1, { header: '# Phase Handoff: 1 → 3' }),
      file: 'handoff-1-to-3.md',
      errors: [{ reason: 'handoff_phase_pair_invalid', severity: 'blocker', line: 1, message: 'Phase Handoff 1 → 3 is not a phase boundary (1 → 2, 2 → 3 or 3 → 4).' }],
      verdict: 'fail',
      repaired: { input: manifest(1), file: 'handoff-1-to-2.md' },
    },
    { name: 'after the last phase', input: manifest(3, { header: '# Phase Handoff: 4 → 5' }), errors: [{ reason: 'handoff_phase_pair_invalid', severity: 'blocker', line: 1 }], verdict: 'fail' },
    { name: 'before the first phase', input: manifest(1, { header: '# Phase Handoff: 0 → 1' }), errors: [{ reason: 'handoff_phase_pair_invalid', severity: 'blocker', line: 1 }], verdict: 'fail' },
    { name: 'backwards', input: manifest(2, { header: '# Phase Handoff: 3 → 2' }), errors: [{ reason: 'handoff_phase_pair_invalid', severity: 'blocker', line: 1 }], verdict: 'fail' },
    {
      name: 'name and pair both wrong, with an ASCII arrow: three findings in order',
      input: manifest(1, { header: '# Phase Handoff: 2 -> 4' }),
      file: 'handoff-1-to-2.md',
      errors: [
        { reason: 'handoff_header_ascii_arrow', severity: 'info', line: 1 },
        { reason: 'handoff_header_mismatch', severity: 'blocker', line: 1, message: 'The file is handoff-1-to-2.md but the header says 2 → 4.' },
        { reason: 'handoff_phase_pair_invalid', severity: 'blocker', line: 1 },
      ],
      verdict: 'fail',
      repaired: { input: manifest(1) },
    },
  ],
});
