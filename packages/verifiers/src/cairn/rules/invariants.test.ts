import { ruleTester } from '../../rule-tester.test-helpers.js';
import { checked } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const FIRST = 9; // the first INVARIANTS line of the default cairn
const invariants = (...lines: string[]) => checked({ invariants: lines });
const hint = 'Write "I-NN: <fact>  [ref: <12 hex>]", ordinals 01, 02, ... in order, at most 240 chars, no TODO.';

ruleTester.run(cairnVerifier, 'cairn/invariants', {
  valid: [
    { name: 'numbered facts', input: checked(), verdict: 'pass' },
    { name: 'a supersedes line naming an earlier invariant', input: invariants('I-01: Refunds are manual', 'I-02 supersedes I-01: Refunds are automatic'), verdict: 'pass' },
    { name: 'exactly 240 characters', input: invariants(`I-01: ${'x'.repeat(234)}`), verdict: 'pass' },
    { name: '240 characters outside the BMP count once each', input: invariants(`I-01: ${'🧾'.repeat(234)}`), verdict: 'pass' },
    { name: 'TODO inside a word is a fact', input: invariants('I-01: TODOS are tracked in the board'), verdict: 'pass' },
    { name: 'no invariants yet', input: invariants(), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a line outside the grammar',
      input: invariants('I-01: Refunds are idempotent', 'Webhooks retry three times'),
      errors: [{ reason: 'cairn_line_grammar', severity: 'blocker', line: FIRST + 1, message: 'INVARIANTS line violates grammar "I-NN: <fact>": Webhooks retry three times', hint }],
      verdict: 'fail',
      repaired: { input: invariants('I-01: Refunds are idempotent', 'I-02: Webhooks retry three times') },
    },
    {
      name: 'a one-digit ordinal is outside the grammar',
      input: invariants('I-1: Refunds are idempotent'),
      errors: [{ reason: 'cairn_line_grammar', severity: 'blocker', line: FIRST }],
      verdict: 'fail',
    },
    {
      name: '241 characters',
      input: invariants(`I-01: ${'x'.repeat(235)}`),
      errors: [{ reason: 'cairn_line_too_long', severity: 'blocker', line: FIRST, message: 'INVARIANTS line exceeds 240 chars (241).' }],
      verdict: 'fail',
      repaired: { input: invariants(`I-01: ${'x'.repeat(234)}`) },
    },
    {
      name: 'a TODO fact',
      input: invariants('I-01: TODO decide the retry budget'),
      errors: [{ reason: 'cairn_invariant_todo', severity: 'blocker', line: FIRST, message: 'I-01 is a TODO placeholder, not a fact.' }],
      verdict: 'fail',
      repaired: { input: invariants('I-01: The retry budget is three attempts') },
    },
    {
      name: 'a gap in the ordinals is reported once',
      input: invariants('I-01: a', 'I-03: b', 'I-05: c'),
      errors: [{ reason: 'cairn_invariant_ordinal', severity: 'blocker', line: FIRST + 1, message: 'invariant ordinals must run 1, 2, 3, ...: expected I-02, found I-03.' }],
      verdict: 'fail',
      repaired: { input: invariants('I-01: a', 'I-02: b', 'I-03: c') },
    },
    {
      name: 'superseding a later invariant',
      input: invariants('I-01 supersedes I-02: a', 'I-02: b'),
      errors: [{ reason: 'cairn_invariant_ordinal', severity: 'blocker', line: FIRST, message: 'I-01 supersedes I-02, which is not an earlier invariant.' }],
      verdict: 'fail',
    },
    {
      name: 'too long and a TODO on one line: both, length first',
      input: invariants(`I-01: TODO ${'x'.repeat(240)}`),
      errors: [
        { reason: 'cairn_line_too_long', severity: 'blocker', line: FIRST },
        { reason: 'cairn_invariant_todo', severity: 'blocker', line: FIRST },
      ],
      verdict: 'fail',
    },
  ],
});
