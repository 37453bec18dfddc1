import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCKER, HEADING, INFO, WARNING, report, sections } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

const HINT = 'Start with "## Conflict Detection Report", then ### BLOCKERS (N), ### WARNINGS (N), ### INFO (N).';

ruleTester.run(conflictVerifier, 'conflict/report-structure', {
  valid: [
    { name: 'all three sections in order', input: sections({ blockers: [BLOCKER], warnings: [WARNING], info: [INFO] }), verdict: 'fail' },
    { name: 'sections may be omitted', input: sections({ info: [INFO, INFO] }), verdict: 'pass' },
    { name: 'a heading without a count', input: report(HEADING, '### WARNINGS', ...WARNING, ...WARNING), verdict: 'pass' },
    { name: 'no sections at all', input: report(HEADING, ...INFO), verdict: 'pass' },
    { name: 'no entries needs no heading', input: 'GSD > No conflicts detected.\n', verdict: 'pass' },
    { name: 'an empty section with (0)', input: report(HEADING, '### BLOCKERS (0)', '### INFO (1)', ...INFO), verdict: 'pass' },
    { name: 'CRLF and a BOM', input: `\uFEFF${sections({ warnings: [WARNING], info: [INFO] })}`.replace(/\n/g, '\r\n'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'entries without the report heading',
      input: report('### WARNINGS (1)', '', ...WARNING),
      errors: [{ reason: 'report_heading_missing', severity: 'blocker', line: 3, column: 1, message: 'No "## Conflict Detection Report" line precedes the first entry.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '### WARNINGS (1)', '', ...WARNING), verdict: 'pass' },
    },
    {
      name: 'the heading after the first entry',
      input: report(...INFO, HEADING),
      errors: [{ reason: 'report_heading_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
      repaired: { input: report(HEADING, ...INFO) },
    },
    {
      name: 'a count that does not match',
      input: report(HEADING, '', '### BLOCKERS (2)', '', ...BLOCKER),
      errors: [{ reason: 'section_count_mismatch', severity: 'blocker', line: 3, column: 1, message: 'Section BLOCKERS declares 2 entries but holds 1.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '### BLOCKERS (1)', '', ...BLOCKER), verdict: 'fail' },
    },
    {
      name: 'a count of one over two entries',
      input: report(HEADING, '### INFO (1)', ...INFO, ...INFO),
      errors: [{ reason: 'section_count_mismatch', severity: 'blocker', line: 2, message: 'Section INFO declares 1 entry but holds 2.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '### INFO (2)', ...INFO, ...INFO) },
    },
    {
      name: 'a misfiled entry',
      input: report(HEADING, '', '### BLOCKERS (1)', '', '[WARNING] Misfiled warning', '  Found: a', '  Impact: b', '  → c'),
      errors: [{ reason: 'entry_in_wrong_section', severity: 'blocker', line: 5, column: 1, message: 'The WARNING entry "Misfiled warning" sits in the BLOCKERS section.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '### WARNINGS (1)', '', '[WARNING] Misfiled warning', '  Found: a', '  Impact: b', '  → c') },
    },
    {
      name: 'an INFO entry among warnings',
      input: report(HEADING, '### WARNINGS (1)', ...INFO),
      errors: [{ reason: 'entry_in_wrong_section', severity: 'blocker', line: 3, message: 'The INFO entry "Glossary gains a word" sits in the WARNINGS section.' }],
      verdict: 'fail',
    },
    {
      name: 'sections out of order',
      input: report(HEADING, '### INFO (1)', ...INFO, '### BLOCKERS (1)', ...BLOCKER),
      errors: [{ reason: 'section_order', severity: 'blocker', line: 5, column: 1, message: 'Section BLOCKERS comes after INFO; the order is BLOCKERS, WARNINGS, INFO.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '### BLOCKERS (1)', ...BLOCKER, '### INFO (1)', ...INFO), verdict: 'fail' },
    },
    {
      name: 'WARNINGS after INFO',
      input: report(HEADING, '### INFO (1)', ...INFO, '### WARNINGS (1)', ...WARNING),
      errors: [{ reason: 'section_order', severity: 'blocker', line: 5, message: 'Section WARNINGS comes after INFO; the order is BLOCKERS, WARNINGS, INFO.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '### WARNINGS (1)', ...WARNING, '### INFO (1)', ...INFO) },
    },
    {
      name: 'a repeated section is an order violation',
      input: report(HEADING, '### INFO (1)', ...INFO, '### INFO (1)', ...INFO),
      errors: [{ reason: 'section_order', severity: 'blocker', line: 5, message: 'Section INFO comes after INFO; the order is BLOCKERS, WARNINGS, INFO.' }],
      verdict: 'fail',
    },
    {
      name: 'every problem, in order: heading, then sections, then entries',
      input: report('### INFO (2)', ...INFO, '### WARNINGS (1)', ...BLOCKER),
      errors: [
        { reason: 'report_heading_missing', severity: 'blocker', line: 2 },
        { reason: 'section_count_mismatch', severity: 'blocker', line: 1 },
        { reason: 'section_order', severity: 'blocker', line: 4 },
        { reason: 'entry_in_wrong_section', severity: 'blocker', line: 5 },
      ],
      verdict: 'fail',
    },
  ],
});
