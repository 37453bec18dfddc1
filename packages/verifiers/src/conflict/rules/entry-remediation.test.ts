import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCKER, HEADING, INFO, WARNING, report } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

const HINT = 'Add a line "→ <specific action>" (U+2192, then a space) to the entry.';
const closed = ['[BLOCKER] Phase 2 is closed', '  Found: the plan edits phase 2 work', '  Expected: ROADMAP lists phase 2 as done'];
const stale = ['[WARNING] Stale requirement id', '  Found: REQ-14', '  Impact: renumbered'];

ruleTester.run(conflictVerifier, 'conflict/entry-remediation', {
  valid: [
    { name: 'a BLOCKER and a WARNING with their remediation', input: report(HEADING, ...BLOCKER, ...WARNING), verdict: 'fail' },
    { name: 'INFO needs no remediation', input: report(HEADING, ...INFO), verdict: 'pass' },
    { name: 'a remediation anywhere in the entry', input: report(HEADING, '[WARNING] W', '  → act first', '  Found: a', '  Impact: b'), verdict: 'pass' },
    { name: 'an ASCII arrow inside a line is no remediation line', input: report(HEADING, '[INFO] I', '  Note: a -> b'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a BLOCKER without a remediation',
      input: report(HEADING, '', '### BLOCKERS (1)', '', ...closed),
      errors: [{ reason: 'entry_missing_remediation', severity: 'blocker', line: 5, column: 1, message: 'Entry "Phase 2 is closed" (line 5) has no "→ <action>" remediation line.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '### BLOCKERS (1)', '', ...closed, '  → move the work to phase 4'), verdict: 'fail' },
    },
    {
      name: 'a WARNING without a remediation',
      input: report(HEADING, ...stale),
      errors: [{ reason: 'entry_missing_remediation', severity: 'blocker', line: 2 }],
      verdict: 'fail',
      repaired: { input: report(HEADING, ...stale, '  → cite REQ-41') },
    },
    {
      name: 'a bare arrow is no remediation',
      input: report(HEADING, ...stale, '  →   '),
      errors: [{ reason: 'entry_missing_remediation', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
    {
      name: 'an ASCII arrow: an advisory, and the remediation is still missing',
      input: report(HEADING, '', '### WARNINGS (1)', '', ...stale, '  -> cite REQ-41'),
      errors: [
        {
          reason: 'remediation_ascii_arrow',
          severity: 'warning',
          line: 8,
          column: 1,
          message: 'Entry "Stale requirement id" (line 5): the remediation uses an ASCII "->"; the report format needs "→".',
          hint: HINT,
        },
        { reason: 'entry_missing_remediation', severity: 'blocker', line: 5 },
      ],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '### WARNINGS (1)', '', ...stale, '  → cite REQ-41') },
    },
    {
      name: 'an ASCII arrow next to a real one is only the advisory',
      input: report(HEADING, ...stale, '  -> cite REQ-41', '  → cite REQ-41'),
      errors: [{ reason: 'remediation_ascii_arrow', severity: 'warning', line: 5 }],
      verdict: 'pass',
    },
    {
      name: 'an ASCII arrow in an INFO entry',
      input: report(HEADING, ...INFO, '  -> nothing to do'),
      errors: [{ reason: 'remediation_ascii_arrow', severity: 'warning', line: 4 }],
      verdict: 'pass',
    },
  ],
});
