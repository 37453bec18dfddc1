import { ruleTester } from '../../rule-tester.test-helpers.js';
import { VALID } from '../fixtures.test-helpers.js';
import { specVerifier } from '../index.js';

// A placeholder line appended to a valid spec lands on line 20 (docs/rules/spec/placeholder.md).
const LINE = 20;
const withLine = (line: string) => `${VALID}${line}\n`;
const HINT = 'Resolve the placeholder, or turn it into a named Open Question.';
const hit = (column: number, text: string) =>
  ({ reason: 'placeholder_found', severity: 'warning', line: LINE, column, endLine: LINE, endColumn: column + text.length, message: `Placeholder "${text}" left in the spec.` }) as const;

ruleTester.run(specVerifier, 'spec/placeholder', {
  valid: [
    { name: 'a spec without placeholders', input: VALID, verdict: 'pass' },
    { name: 'a decided value', input: withLine('Retry count: 3 (see Open Questions: "retry budget")'), verdict: 'pass' },
    { name: 'tokens in inline code spans', input: withLine('The scan looks for `TODO` and ``<fill in>`` in prose.'), verdict: 'pass' },
    { name: 'tokens in fenced blocks', input: withLine('```\nTODO: sample\n```\n~~~\nTBD\n~~~'), verdict: 'pass' },
    { name: 'not whole words, or another case', input: withLine('mTODO, TBDs, todo, TODOS and xxxx do not count.'), verdict: 'pass' },
    { name: 'hyphenated compounds are prose', input: withLine('The TODO-list view, the pre-TBD phase, XXX-large shirts.'), verdict: 'pass' },
    { name: 'an empty line', input: withLine(''), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'TBD as a value',
      input: withLine('Retry count: TBD'),
      errors: [{ ...hit(14, 'TBD'), evidence: ['Retry count: TBD'], hint: HINT }],
      verdict: 'pass',
      repaired: { input: withLine('Retry count: 3') },
    },
    {
      name: 'every token, in column order, as written',
      input: withLine('TODO <Fill In> [Example] XXX TBD'),
      errors: [hit(1, 'TODO'), hit(6, '<Fill In>'), hit(16, '[Example]'), hit(26, 'XXX'), hit(30, 'TBD')],
      verdict: 'pass',
    },
    {
      name: 'in brackets, and next to a dash that is punctuation',
      input: withLine('(TODO) TODO - pick; TBD- and TODO-12'),
      errors: [hit(2, 'TODO'), hit(8, 'TODO'), hit(21, 'TBD'), hit(30, 'TODO')],
      verdict: 'pass',
    },
    {
      name: 'an unclosed backtick is not a code span',
      input: withLine('unclosed `TODO here'),
      errors: [hit(11, 'TODO')],
      verdict: 'pass',
    },
    {
      name: 'columns count UTF-16 code units',
      input: withLine('é TBD'),
      errors: [hit(3, 'TBD')],
      verdict: 'pass',
    },
    {
      name: 'CRLF line ends',
      input: withLine('Owner: <fill in>').replace(/\n/g, '\r\n'),
      errors: [hit(8, '<fill in>')],
      verdict: 'pass',
    },
    {
      name: 'a hostile run of 100 000 backticks that nothing closes',
      input: withLine(`x${'`'.repeat(100_000)} TODO`),
      errors: [hit(100_003, 'TODO')],
      verdict: 'pass',
    },
    {
      name: 'raised to a blocker for a finalised spec, the gate closes',
      input: withLine('Owner: <fill in>'),
      rules: { 'spec/placeholder': 'blocker' },
      errors: [{ ...hit(8, '<fill in>'), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: withLine('Owner: the billing team') },
    },
  ],
});
