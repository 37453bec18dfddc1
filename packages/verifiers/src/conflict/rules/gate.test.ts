import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCKER, HEADING, INFO, WARNING, report, sections } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

const IMPORT = { operation: 'import' };
const BLOCKED_HINT = 'Resolve every blocker (or fix the report) before writing any destination file.';
const PROCEED = { reason: 'gate_info_only', severity: 'info', line: null } as const;
const critical = report(HEADING, '[CRITICAL] Rows could vanish', '  Found: a', '  Expected: b', '  → c');

ruleTester.run(conflictVerifier, 'conflict/gate', {
  // The gate always reports its decision, so every input is an invalid case of this rule and a
  // repaired twin names the decision that remains (proceed, or approval required).
  valid: [],
  invalid: [
    {
      name: 'an invalid report is blocked (fails closed)',
      input: critical,
      options: IMPORT,
      errors: [
        { rule: 'conflict/severity-label', reason: 'unknown_severity', severity: 'blocker', line: 2 },
        {
          reason: 'gate_invalid_report',
          severity: 'blocker',
          line: null,
          message: 'Blocked: the conflict report is invalid, so no destination file may be written.',
          hint: BLOCKED_HINT,
        },
      ],
      verdict: 'fail',
      repaired: { input: critical.replace('[CRITICAL]', '[INFO]'), options: IMPORT, errors: [PROCEED] },
    },
    {
      name: 'an invalid report with no counted entry is still blocked',
      input: report(HEADING, '| a | b |'),
      errors: [{ reason: 'gate_invalid_report', severity: 'blocker', line: null }],
      verdict: 'fail',
      repaired: { input: report(HEADING), errors: [{ reason: 'gate_no_conflicts', severity: 'info', line: null }] },
    },
    {
      name: 'a valid report with a BLOCKER is blocked, with the banner',
      input: sections({ blockers: [BLOCKER], warnings: [WARNING], info: [INFO] }),
      options: IMPORT,
      errors: [{ reason: 'gate_blockers_present', severity: 'blocker', line: null, message: 'GSD > BLOCKED: 1 blockers must be resolved before import can proceed.', hint: BLOCKED_HINT }],
      verdict: 'fail',
      repaired: { input: sections({ warnings: [WARNING], info: [INFO] }), options: IMPORT, errors: [{ reason: 'gate_warnings_present', severity: 'warning', line: null }] },
    },
    {
      name: 'the banner counts every blocker and names the operation',
      input: sections({ blockers: [BLOCKER, BLOCKER] }),
      options: { operation: 'ingest' },
      errors: [{ reason: 'gate_blockers_present', severity: 'blocker', line: null, message: 'GSD > BLOCKED: 2 blockers must be resolved before ingest can proceed.' }],
      verdict: 'fail',
    },
    {
      name: 'without --operation the banner says "the operation"',
      input: sections({ blockers: [BLOCKER] }),
      errors: [{ reason: 'gate_blockers_present', severity: 'blocker', line: null, message: 'GSD > BLOCKED: 1 blockers must be resolved before the operation can proceed.' }],
      verdict: 'fail',
    },
    {
      name: 'a BLOCKER outside any section still blocks',
      input: report(HEADING, ...BLOCKER),
      errors: [{ reason: 'gate_blockers_present', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'warnings need approval: a warning, the run passes',
      input: sections({ warnings: [WARNING], info: [INFO] }),
      options: IMPORT,
      errors: [
        {
          reason: 'gate_warnings_present',
          severity: 'warning',
          line: null,
          message: 'Approval required: the report has warnings; show the whole report and ask approve / revise / abort.',
        },
      ],
      verdict: 'pass',
    },
    {
      name: 'info only: proceed',
      input: sections({ info: [INFO] }),
      errors: [{ reason: 'gate_info_only', severity: 'info', line: null, message: 'Proceed: the report has informational entries only.' }],
      verdict: 'pass',
    },
    {
      name: 'no conflicts: proceed',
      input: 'GSD > No conflicts detected.\n',
      errors: [{ reason: 'gate_no_conflicts', severity: 'info', line: null, message: 'GSD > No conflicts detected.' }],
      verdict: 'pass',
    },
    { name: 'an empty report: proceed', input: '', errors: [{ reason: 'gate_no_conflicts', severity: 'info', line: null }], verdict: 'pass' },
    {
      name: 'an advisory keeps the report valid: the gate decides on the counts',
      input: report(HEADING, '[INFO] I', '  Note: x', '  -> nothing to do'),
      errors: [{ reason: 'gate_info_only', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: '--strict-info: an INFO without Found: makes the report invalid',
      input: sections({ info: [INFO] }),
      options: { strictInfo: true },
      errors: [{ reason: 'gate_invalid_report', severity: 'blocker', line: null }],
      verdict: 'fail',
      repaired: { input: sections({ info: [INFO] }), options: { strictInfo: false }, errors: [PROCEED] },
    },
  ],
});
