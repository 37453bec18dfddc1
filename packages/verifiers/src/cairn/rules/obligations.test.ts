import { ruleTester } from '../../rule-tester.test-helpers.js';
import { checked } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const FIRST = 13; // the first OPEN_OBLIGATIONS line of the default cairn
const obligations = (...lines: string[]) => checked({ obligations: lines });

ruleTester.run(cairnVerifier, 'cairn/obligations', {
  valid: [
    { name: 'open and closed obligations', input: checked(), verdict: 'pass' },
    { name: 'none', input: obligations(), verdict: 'pass' },
    { name: 'an HTML comment is not a line', input: obligations('<!-- none open -->'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a bullet without a box',
      input: obligations('- Load-test the refund path'),
      errors: [
        {
          reason: 'cairn_line_grammar',
          severity: 'blocker',
          line: FIRST,
          message: 'OPEN_OBLIGATIONS line violates grammar "- [ ] <obligation>": - Load-test the refund path',
          hint: 'Write "- [ ] <obligation>" or "- [x] <obligation>  [closed-by: ...]", at most 240 chars.',
        },
      ],
      verdict: 'fail',
      repaired: { input: obligations('- [ ] Load-test the refund path') },
    },
    {
      name: 'a capital X is not a closed box',
      input: obligations('- [X] Pick the queue'),
      errors: [{ reason: 'cairn_line_grammar', severity: 'blocker', line: FIRST }],
      verdict: 'fail',
    },
    {
      name: '241 characters (and still in the grammar)',
      input: obligations(`- [ ] ${'y'.repeat(235)}`),
      errors: [{ reason: 'cairn_line_too_long', severity: 'blocker', line: FIRST, message: 'OPEN_OBLIGATIONS line exceeds 240 chars (241).' }],
      verdict: 'fail',
      repaired: { input: obligations(`- [ ] ${'y'.repeat(234)}`) },
    },
  ],
});
