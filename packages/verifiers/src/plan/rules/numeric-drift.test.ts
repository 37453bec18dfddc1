import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const drift = (count: string, first: string, line: number, firstLine: number): ExpectedFinding => ({
  reason: 'numeric_drift',
  severity: 'blocker',
  line,
  message: `The plan states ${count} orphans here but ${first} earlier (line ${firstLine}).`,
});

ruleTester.run(planVerifier, 'plan/numeric-drift', {
  valid: [
    { name: 'an empty plan', input: '', verdict: 'pass' },
    { name: 'one count', input: 'The sweep found 9 orphans.', verdict: 'pass' },
    { name: 'lines without a count state none', input: lines('# Cleanup', 'The sweep found 9 orphans.', 'Delete them in phase 2.', 'All 9 orphans go.'), verdict: 'pass' },
    { name: 'the same count twice', input: lines('The sweep found 9 orphans.', 'All 9 orphans go in phase 2.'), verdict: 'pass' },
    { name: 'singular and plural are one count', input: lines('1 orphan left.', 'Still 1 orphans.'), verdict: 'pass' },
    { name: 'counts compare as integers (leading zeros, other-script digits)', input: lines('007 orphans listed.', 'Then 7 orphans.', '\u0667 orphans at the end.'), verdict: 'pass' },
    {
      name: 'the greedy prefix quirk: after "Total", only the last count in reach is recorded',
      input: lines('Total: 6 orphans, then 5 orphans', 'We found 5 orphans.'),
      verdict: 'pass',
    },
    { name: 'astral digits are digits, compared by value', input: lines('12 orphans.', 'Still \u{1d7cf}\u{1d7d0} orphans.', 'And 1\u{1d7d0} orphans.'), verdict: 'pass' },
    { name: 'a count over 4 300 digits (too long for an int) compares as written', input: lines(`${'9'.repeat(4_400)} orphans.`, `${'9'.repeat(4_400)} orphans again.`), verdict: 'pass' },
    { name: 'counts inside a backtick fence are blanked', input: lines('9 orphans.', '```', '7 orphans', '```'), verdict: 'pass' },
    { name: 'counts inside an HTML comment are removed', input: lines('9 orphans.', '<!-- was 7 orphans -->'), verdict: 'pass' },
    { name: 'a number that is not followed by whitespace then "orphan"', input: lines('9 orphans.', '7-orphans, 7orphans, 7 orphanage'), verdict: 'pass' },
    { name: '"**12** orphans": the stars end the number before the space', input: lines('9 orphans.', 'Now **12** orphans.'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a later count that differs from the first',
      input: lines('The sweep found 9 orphans.', 'We now count 7 orphans.'),
      errors: [{ ...drift('7', '9', 2, 1), column: 1, evidence: ['We now count 7 orphans.'], hint: 'Recount and state one number, or say which count is current.' }],
      verdict: 'fail',
      repaired: { input: lines('The sweep found 9 orphans.', 'We now count 9 orphans.') },
    },
    {
      name: 'every later count is compared with the first, not with the previous one',
      input: lines('9 orphans.', '7 orphans.', '9 orphans.', '3 orphans.'),
      errors: [drift('7', '9', 2, 1), drift('3', '9', 4, 1)],
      verdict: 'fail',
    },
    {
      name: 'two counts on one line',
      input: lines('9 orphans.', 'Phase 1 removes 4 orphans. Phase 2: 5 orphans.'),
      errors: [drift('4', '9', 2, 1), drift('5', '9', 2, 1)],
      verdict: 'fail',
    },
    {
      name: 'the greedy prefix records the last count in reach of "removed"',
      input: lines('Removed 6 orphans, then 5 orphans', 'Removed 6 orphans.'),
      errors: [drift('6', '5', 2, 1)],
      verdict: 'fail',
    },
    {
      name: 'a greedy match is one count: the nouns it swallowed are not read again',
      input: lines('9 orphans.', 'Total: 6 orphans, then 5 orphans'),
      errors: [drift('5', '9', 2, 1)],
      verdict: 'fail',
    },
    { name: '"only" as a prefix, bold count', input: lines('12 orphans.', 'only **3 orphans** remain'), errors: [drift('3', '12', 2, 1)], verdict: 'fail' },
    {
      name: 'CRLF line endings',
      input: crlf('The sweep found 9 orphans.', '', 'We now count 7 orphans.'),
      errors: [drift('7', '9', 3, 1)],
      verdict: 'fail',
      repaired: { input: crlf('The sweep found 9 orphans.', '', 'We now count 9 orphans.') },
    },
    {
      name: 'a count in astral digits that differs',
      input: lines('12 orphans.', '\u{1d7cf}\u{1d7d1} orphans at the start of a line.'),
      errors: [drift('13', '12', 2, 1)],
      verdict: 'fail',
      repaired: { input: lines('12 orphans.', 'Now \u{1d7cf}\u{1d7d0} orphans.') },
    },
    { name: 'an astral digit glued to a letter is no count (no word boundary)', input: lines('2 orphans.', 'x\u{1d7d1} orphans, 3 orphans'), errors: [drift('3', '2', 2, 1)], verdict: 'fail' },
    { name: 'a BOM before the first count', input: '\ufeff9 orphans.\n7 orphans.', errors: [drift('7', '9', 2, 1)], verdict: 'fail' },
    { name: 'the file\'s line after a comment that swallowed a U+2028', input: lines('9 orphans.', '<!-- a\u2028b -->', '7 orphans.'), errors: [drift('7', '9', 4, 1)], verdict: 'fail' },
    {
      name: 'huge: 20 000 equal counts, then one that differs',
      input: `${'4 orphans.\n'.repeat(20_000)}5 orphans.\n`,
      errors: [drift('5', '4', 20_001, 1)],
      verdict: 'fail',
    },
    {
      name: 'hostile: 100 000 counts on one 1 MB line (a find-all, linear)',
      input: `${'8 orphans '.repeat(100_000)}9 orphans`,
      errors: [drift('9', '8', 1, 1)],
      verdict: 'fail',
    },
    {
      name: 'hostile: 50 000 numbers before one "orphans"',
      input: lines('8 orphans.', `${'9 '.repeat(50_000)}orphans`),
      errors: [drift('9', '8', 2, 1)],
      verdict: 'fail',
    },
  ],
});
