import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const HINT = 'Number task headings T-1, T-2, ... once each, without gaps.';
const taskIds = (line: number, message: string | RegExp, evidence?: string): ExpectedFinding => ({
  reason: 'task_id_convention',
  severity: 'warning',
  line,
  message,
  ...(evidence === undefined ? {} : { evidence: [evidence] }),
});

ruleTester.run(planVerifier, 'plan/task-id-convention', {
  valid: [
    { name: 'sequential headings from T-1 (H2 to H4, up to three spaces of indent)', input: lines('## T-1 Extract helper', '### T-2 Wire hook', '   #### T-3 Docs'), verdict: 'pass' },
    { name: 'prose mentions only', input: 'We do T-3 then T-9.', verdict: 'pass' },
    { name: 'not defining: H1, H5, four spaces of indent, lower case', input: lines('# T-4 a', '##### T-5 b', '    ## T-6 c', '## t-7 d', 'See T-2.'), verdict: 'pass' },
    { name: 'headings inside a fence', input: lines('```', '## T-2 x', '```'), verdict: 'pass' },
    { name: 'a lower-case "## t-3" heading defines nothing, even on a line that says T-', input: lines('## T-1 a', '## t-3 sized in T-shirt units'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a gap in the headings: a warning at the first mention',
      input: lines('## T-1 Extract helper', '## T-4 Wire hook'),
      errors: [{ ...taskIds(1, 'T-N task IDs have gaps in defining headings; missing: T-2, T-3.', 'defining headings: [1, 4]'), hint: HINT }],
      verdict: 'pass',
      repaired: { input: lines('## T-1 Extract helper', '## T-2 Wire hook') },
    },
    { name: 'the first mention may be prose', input: lines('Start with T-9 notes.', '## T-1 a', '## T-3 c'), errors: [taskIds(1, 'T-N task IDs have gaps in defining headings; missing: T-2.')], verdict: 'pass' },
    {
      name: 'a duplicate heading, then a wrong start (no gap check after it)',
      input: lines('## T-2 a', '', '## T-2 b', '## T-5 c'),
      errors: [
        taskIds(1, 'T-2 appears as a task heading on 2 different lines.', 'T-2 heading at lines [1, 3]'),
        taskIds(1, 'T-N task IDs should start at T-1 (lowest defining heading: T-2).', 'first defining T-N is not T-1'),
      ],
      verdict: 'pass',
      repaired: { input: lines('## T-1 a', '', '## T-2 b', '## T-3 c') },
    },
    { name: 'a duplicate of T-1 three times', input: lines('## T-1 a', '## T-1 b', '## T-2 c', '## T-1 d'), errors: [taskIds(1, 'T-1 appears as a task heading on 3 different lines.', 'T-1 heading at lines [1, 2, 4]')], verdict: 'pass' },
    { name: 'the wrong start at the lowest heading\'s line', input: lines('## T-5 a', '## T-3 b', '## T-4 c'), errors: [taskIds(2, 'T-N task IDs should start at T-1 (lowest defining heading: T-3).')], verdict: 'pass' },
    { name: 'numbers compare as integers: T-01 is T-1', input: lines('## T-01 a', '## T-3 b'), errors: [taskIds(1, 'T-N task IDs have gaps in defining headings; missing: T-2.', 'defining headings: [1, 3]')], verdict: 'pass' },
    {
      name: 'the first mention is T-<n> in capitals: "T-shirt" and "t-9" are none',
      input: lines('T-shirt sizes: see t-9.', '## T-1 a', '## T-3 c'),
      errors: [taskIds(2, 'T-N task IDs have gaps in defining headings; missing: T-2.')],
      verdict: 'pass',
    },
    {
      name: 'the duplicate lines are the file\'s lines after a comment that swallowed a U+2028',
      input: lines('<!-- a\u2028b -->', '## T-1 a', '## T-1 b'),
      errors: [taskIds(3, 'T-1 appears as a task heading on 2 different lines.', 'T-1 heading at lines [3, 4]')],
      verdict: 'pass',
    },
    {
      name: 'more than 50 missing ids: the first 50 and a count',
      input: lines('## T-1 a', '## T-60 b'),
      errors: [taskIds(1, `T-N task IDs have gaps in defining headings; missing: ${Array.from({ length: 50 }, (_, i) => `T-${i + 2}`).join(', ')} (and 8 more).`)],
      verdict: 'pass',
    },
    { name: 'hostile: a huge gap is listed in constant time', input: lines('## T-1 a', '## T-999999999999 b'), errors: [taskIds(1, /^T-N task IDs have gaps in defining headings; missing: T-2, .*, T-51 \(and 999999999947 more\)\.$/)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: lines('## T-1 a', '## T-3 c'),
      rules: { 'plan/task-id-convention': 'blocker' },
      errors: [{ ...taskIds(1, 'T-N task IDs have gaps in defining headings; missing: T-2.'), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines('## T-1 a', '## T-2 c') },
    },
    { name: 'CRLF line endings', input: crlf('# Tasks', '## T-1 a', '## T-3 c'), errors: [taskIds(2, 'T-N task IDs have gaps in defining headings; missing: T-2.')], verdict: 'pass' },
  ],
});
