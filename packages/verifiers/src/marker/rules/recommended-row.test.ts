import { ruleTester } from '../../rule-tester.test-helpers.js';
import { markerVerifier } from '../index.js';

/** A gate turn: the marker, a sentence, then the numbered rows. */
const menu = (marker: string, ...rows: string[]) => [marker, '', 'Spec written.', '', ...rows, ''].join('\n');

ruleTester.run(markerVerifier, 'marker/recommended-row', {
  valid: [
    {
      name: 'recommended= names the tagged row',
      input: menu('gauntlet: gate=brainstorming/user-review-gate recommended=3', '1 - approve as it stands', '2 - approve with small fixes', '3 - stop here [recommended]'),
      verdict: 'pass',
    },
    { name: 'no recommendation at all', input: menu('gauntlet: gate=chase-bug/verdict-menu', '1. hotfix', '2) ticket'), verdict: 'pass' },
    { name: 'rows matched by number, not position', input: menu('gauntlet: gate=a/b recommended=7', '3 - c', '7 - g [recommended]'), verdict: 'pass' },
    { name: 'a duplicated number: one tagged copy is enough', input: menu('gauntlet: gate=a/b recommended=2', '2 - first', '2 - second [recommended]'), verdict: 'pass' },
    { name: 'no numbered rows: nothing to compare', input: 'gauntlet: gate=chase-bug/verdict-menu recommended=2\nno rows here\n', verdict: 'pass' },
    {
      name: 'item-letter menus carry no recommended=',
      input: menu('gauntlet: gate=brainstorming/user-review-gate', '1. Fewer announcements - Recommended: B', '2. Rename - Recommended: A'),
      verdict: 'pass',
    },
    { name: 'question turns are not gates', input: menu('gauntlet: question', '1 - a [recommended]'), verdict: 'pass' },
    { name: 'done turns are not gates', input: menu('gauntlet: done shipped', '1 - a [recommended]'), verdict: 'pass' },
    { name: 'skipped when line 1 has a grammar problem', input: menu('gauntlet: gate=unknown/gate', '1 - a [recommended]'), options: { inventory: [] }, verdict: 'fail' },
    { name: 'skipped when line 1 is no marker', input: menu('Menu:', '1 - a [recommended]'), verdict: 'fail' },
    { name: 'a number inside a line is no row', input: menu('gauntlet: gate=a/b', 'Option 2 - b [recommended]', 'x1 - c [recommended]'), verdict: 'pass' },
    { name: 'the tag is matched in lowercase only', input: menu('gauntlet: gate=a/b', '1 - a [Recommended]'), verdict: 'pass' },
    { name: 'CRLF rows', input: 'gauntlet: gate=a/b recommended=1\r\n\r\n1 - a [recommended]\r\n2 - b\r\n', verdict: 'pass' },
    { name: 'fifty thousand rows', input: `gauntlet: gate=a/b recommended=1\n1 - a [recommended]\n${'2 - x\n'.repeat(50_000)}`, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'recommended= names an untagged row',
      input: menu('gauntlet: gate=brainstorming/user-review-gate recommended=3', '1 - approve as it stands [recommended]', '2 - send it back', '3 - approve and let small fixes land'),
      errors: [
        {
          reason: 'recommended_row_missing',
          severity: 'blocker',
          line: 7,
          column: 1,
          message: 'recommended=3, but row 3 does not carry [recommended].',
          hint: 'Tag row 3 with [recommended], or point recommended= at the tagged row.',
        },
      ],
      verdict: 'fail',
      repaired: { input: menu('gauntlet: gate=brainstorming/user-review-gate recommended=1', '1 - approve as it stands [recommended]', '2 - send it back', '3 - approve and let small fixes land') },
    },
    {
      name: 'recommended= names a row the body does not have',
      input: menu('gauntlet: gate=chase-bug/verdict-menu recommended=3', '1 - a', '2 - b'),
      errors: [{ reason: 'recommended_row_missing', severity: 'blocker', line: 1, column: 1, message: 'recommended=3, but the body has no numbered row 3.' }],
      verdict: 'fail',
      repaired: { input: menu('gauntlet: gate=chase-bug/verdict-menu recommended=2', '1 - a', '2 - b [recommended]') },
    },
    {
      name: 'a tagged row without recommended=',
      input: menu('gauntlet: gate=chase-bug/verdict-menu', '1 - patch it on the release branch [recommended]', '2 - file it for the next sprint'),
      errors: [
        {
          reason: 'recommended_param_missing',
          severity: 'blocker',
          line: 5,
          column: 1,
          message: 'Row 1 carries [recommended], but the marker has no recommended=1.',
          hint: 'Add " recommended=1" to the marker line.',
        },
      ],
      verdict: 'fail',
      repaired: { input: menu('gauntlet: gate=chase-bug/verdict-menu recommended=1', '1 - patch it on the release branch [recommended]', '2 - file it for the next sprint') },
    },
    {
      name: 'every tagged row is reported',
      input: menu('gauntlet: gate=a/b', '1 - a [recommended]', '2 - b', '3 - c [recommended]'),
      errors: [
        { reason: 'recommended_param_missing', severity: 'blocker', line: 5, message: 'Row 1 carries [recommended], but the marker has no recommended=1.' },
        { reason: 'recommended_param_missing', severity: 'blocker', line: 7, message: 'Row 3 carries [recommended], but the marker has no recommended=3.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'a two-digit row number',
      input: 'gauntlet: gate=a/b recommended=12\n\n11 - a\n12 - b\n',
      errors: [{ reason: 'recommended_row_missing', severity: 'blocker', line: 4, message: 'recommended=12, but row 12 does not carry [recommended].' }],
      verdict: 'fail',
      repaired: { input: 'gauntlet: gate=a/b recommended=12\n\n11 - a\n12 - b [recommended]\n' },
    },
    {
      name: 'a row written "1." with no space before the dot',
      input: 'gauntlet: gate=a/b\n1. a [recommended]\n',
      errors: [{ reason: 'recommended_param_missing', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
    {
      name: 'indented rows with a closing parenthesis',
      input: 'gauntlet: gate=a/b recommended=2\n  1) a\n  2) b\n',
      errors: [{ reason: 'recommended_row_missing', severity: 'blocker', line: 3, message: 'recommended=2, but row 2 does not carry [recommended].' }],
      verdict: 'fail',
    },
  ],
});
