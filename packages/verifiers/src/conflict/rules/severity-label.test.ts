import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCKER, HEADING, INFO, WARNING, report, sections } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

const critical = ['[CRITICAL] Rows could vanish', '  Found: the migration deletes the notes column', '  Expected: migrations only add', '  → keep the column and stop writing it'];
const invalid = { rule: 'conflict/gate', reason: 'gate_invalid_report', severity: 'blocker', line: null } as const;

ruleTester.run(conflictVerifier, 'conflict/severity-label', {
  valid: [
    { name: 'the three severities', input: sections({ blockers: [BLOCKER], warnings: [WARNING], info: [INFO] }), verdict: 'fail' },
    { name: 'warnings and info only', input: sections({ warnings: [WARNING], info: [INFO] }), verdict: 'pass' },
    { name: 'no entries', input: 'GSD > No conflicts detected.\n', verdict: 'pass' },
    { name: 'an empty report', input: '', verdict: 'pass' },
    { name: 'a bracketed word inside a line is no entry header', input: report(HEADING, ...INFO, '  Note: see [CRITICAL] in the old report'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an invented severity',
      input: report(HEADING, '', ...critical),
      options: { operation: 'import' },
      errors: [
        {
          reason: 'unknown_severity',
          severity: 'blocker',
          line: 3,
          column: 1,
          message: 'Entry "Rows could vanish" has the severity [CRITICAL]; only [BLOCKER], [WARNING] and [INFO] exist.',
          hint: 'Use [BLOCKER], [WARNING] or [INFO]; fold other levels into these three.',
        },
        invalid,
      ],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', ...critical).replace('[CRITICAL]', '[INFO]'), verdict: 'pass' },
    },
    {
      name: 'a lower-case severity',
      input: report(HEADING, '[warning] Lower case', '  Found: a', '  Impact: b', '  → c'),
      errors: [{ reason: 'unknown_severity', severity: 'blocker', line: 2, message: 'Entry "Lower case" has the severity [warning]; only [BLOCKER], [WARNING] and [INFO] exist.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '[WARNING] Lower case', '  Found: a', '  Impact: b', '  → c'), verdict: 'pass' },
    },
    {
      name: 'one finding per unknown entry, CRLF and a BOM',
      input: `\uFEFF${report(HEADING, '[MAJOR] One', '  Note: a', '[MINOR] Two', '  Note: b')}`.replace(/\n/g, '\r\n'),
      errors: [
        { reason: 'unknown_severity', severity: 'blocker', line: 2 },
        { reason: 'unknown_severity', severity: 'blocker', line: 4 },
      ],
      verdict: 'fail',
    },
    {
      name: 'turned off in the config: the gate still fails closed on the invalid report',
      input: report(HEADING, ...critical),
      rules: { 'conflict/severity-label': 'off' },
      errors: [invalid],
      verdict: 'fail',
    },
  ],
});
