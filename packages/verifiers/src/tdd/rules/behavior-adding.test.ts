import { ruleTester } from '../../rule-tester.test-helpers.js';
import { task } from '../fixtures.test-helpers.js';
import { tddTaskVerifier } from '../index.js';

const not = (what: string) => `Not behavior-adding: ${what}.`;

ruleTester.run(tddTaskVerifier, 'tdd/behavior-adding', {
  valid: [
    { name: 'all three checks hold', input: task('tdd="true"', 'Member can reset a password', '\nsrc/auth.ts\nsrc/auth.test.ts\n'), verdict: 'pass' },
    { name: "single quotes, spaces and case around tdd='true'", input: task("TDD = 'TRUE'", 'x', 'src/a.ts'), verdict: 'pass' },
    { name: 'bullets and commas in <files>', input: task('tdd="true"', 'Print receipts', '- docs/receipts.md, * src/print/receipt.ts'), verdict: 'pass' },
    { name: 'CRLF', input: task('tdd="true"', 'x', '\r\nsrc/a.ts\r\n').replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'only the first <behavior> block counts', input: `${task('tdd="true"', 'first', 'src/a.ts')}<behavior></behavior>`, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no tdd="true"',
      input: task('tdd="false"', 'Member can reset a password', 'src/auth.ts'),
      errors: [
        {
          reason: 'tdd_attribute_absent',
          severity: 'info',
          line: null,
          message: not('tdd="true" frontmatter absent'),
          hint: 'Mark the task tdd="true" if it adds behaviour that a test should pin down.',
        },
      ],
      verdict: 'pass',
      repaired: { input: task('tdd="true"', 'Member can reset a password', 'src/auth.ts') },
    },
    { name: 'an unquoted true does not count', input: task('tdd=true', 'x', 'src/a.ts'), errors: [{ reason: 'tdd_attribute_absent', severity: 'info', line: null }], verdict: 'pass' },
    {
      name: 'an empty <behavior> block',
      input: task('tdd="true"', '  \n ', 'src/auth.ts'),
      errors: [
        {
          reason: 'behavior_block_missing_or_empty',
          severity: 'info',
          line: null,
          message: not('<behavior> block missing or empty'),
          hint: 'Describe the behaviour in the first <behavior>...</behavior> block.',
        },
      ],
      verdict: 'pass',
      repaired: { input: task('tdd="true"', 'Member can reset a password', 'src/auth.ts') },
    },
    {
      name: 'an unclosed <behavior> block (and many of them: linear)',
      input: `<task tdd="true">\n${'<behavior>'.repeat(50_000)}\n<files>src/a.ts</files>`,
      errors: [{ reason: 'behavior_block_missing_or_empty', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: 'only tests, docs, JSON, config and env files',
      input: task('tdd="true"', 'x', 'src/a.test.ts\nsrc/b.spec.js\ntests/c.py\nREADME.md\npackage.json\nci.yml\n.env.local\nsetup.cfg'),
      errors: [
        {
          reason: 'no_source_files',
          severity: 'info',
          line: null,
          message: not('<files> has no non-test source file'),
          hint: 'List the source files the task changes in <files> (tests, docs and config do not count).',
        },
      ],
      verdict: 'pass',
      repaired: { input: task('tdd="true"', 'x', 'src/a.test.ts\nsrc/a.ts') },
    },
    { name: 'no <files> block', input: '<task tdd="true">\n<behavior>x</behavior>\n</task>', errors: [{ reason: 'no_source_files', severity: 'info', line: null }], verdict: 'pass' },
    {
      name: 'every failing check, in order',
      input: '<task tdd="false">\n<behavior>  </behavior>\n<files>README.md</files>\n</task>',
      errors: [
        { reason: 'tdd_attribute_absent', severity: 'info', line: null },
        { reason: 'behavior_block_missing_or_empty', severity: 'info', line: null },
        { reason: 'no_source_files', severity: 'info', line: null },
      ],
      verdict: 'pass',
    },
    {
      name: 'an empty task',
      input: '',
      errors: [
        { reason: 'tdd_attribute_absent', severity: 'info', line: null },
        { reason: 'behavior_block_missing_or_empty', severity: 'info', line: null },
        { reason: 'no_source_files', severity: 'info', line: null },
      ],
      verdict: 'pass',
    },
  ],
});
