import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCKER, HEADING, INFO, report, sections } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

const row = (line: number) => ({
  reason: 'markdown_table_forbidden',
  severity: 'blocker',
  line,
  message: `Line ${line} is a markdown table row; conflict reports use entries, never tables.`,
}) as const;

ruleTester.run(conflictVerifier, 'conflict/no-tables', {
  valid: [
    { name: 'entries, no table', input: sections({ blockers: [BLOCKER] }), verdict: 'fail' },
    { name: 'a pipe inside a sentence', input: report(HEADING, '[INFO] Pipes', '  Note: run a | b to see it'), verdict: 'pass' },
    { name: 'a line that starts with a pipe but does not end with one', input: report(HEADING, ...INFO, '| the left edge only'), verdict: 'pass' },
    { name: 'a line that ends with a pipe but does not start with one', input: report(HEADING, ...INFO, 'the right edge only |'), verdict: 'pass' },
    { name: 'two dashes after a pipe', input: report(HEADING, ...INFO, '  Note: a | -- b'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a table instead of entries',
      input: report(HEADING, '', '| Level | Entry | Fix |', '|---|---|---|', '| BLOCKER | ADR ignored | write a new ADR |'),
      errors: [{ ...row(3), column: 1, hint: 'Write each conflict as a [SEVERITY] entry with Found:/Expected: lines.' }, row(4), row(5)],
      verdict: 'fail',
      repaired: { input: sections({ info: [INFO] }) },
    },
    {
      name: 'a separator with colons, indented',
      input: report(HEADING, ...INFO, '   |:---|'),
      errors: [row(4)],
      verdict: 'fail',
      repaired: { input: report(HEADING, ...INFO) },
    },
    {
      name: 'a pipe then three dashes anywhere in the line',
      input: report(HEADING, ...INFO, '  Note: a |--- b'),
      errors: [row(4)],
      verdict: 'fail',
    },
    {
      name: 'a table without entries still fails',
      input: report('| a |'),
      errors: [row(1)],
      verdict: 'fail',
    },
    {
      name: 'a huge hostile row stays linear',
      input: report(HEADING, `${'| '.repeat(100_000)}|`),
      errors: [row(2)],
      verdict: 'fail',
    },
  ],
});
