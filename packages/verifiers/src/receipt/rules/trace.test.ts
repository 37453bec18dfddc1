import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const after = (line: string) => insertAfter(BASE_V1, '2  EXEC', line);

ruleTester.run(receiptVerifier, 'receipt/trace', {
  valid: [
    { name: 'two entries', input: BASE_V1, verdict: 'pass' },
    { name: 'a verb with no args', input: after('  3  CONSULTED'), verdict: 'pass' },
    { name: 'a leading zero and Arabic-Indic digits are integers', input: after('  03  READ  a.md\n  ٤  READ  b.md'), verdict: 'pass' },
    { name: 'tabs between tokens', input: after('  3\tSKIPPED\tlint reason=none'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: '(none) next to entries',
      input: insertAfter(BASE_V1, 'TRACE', '  (none)'),
      errors: blocker('none_sentinel_not_alone', 6, 'TRACE (none) is the empty-set sentinel and must be the only entry'),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    { name: 'an index alone', input: after('  3'), errors: blocker('trace_malformed', 8, "TRACE malformed: '  3'"), verdict: 'fail', repaired: { input: after('  3  READ  a.md') } },
    {
      name: 'a word as index',
      input: after('  x  READ  a.md'),
      errors: blocker('trace_index_not_integer', 8, "TRACE index not integer: '  x  READ  a.md'"),
      verdict: 'fail',
      repaired: { input: after('  3  READ  a.md') },
    },
    {
      name: 'a verb outside the vocabulary',
      input: after('  3  DELETE  a.md'),
      errors: blocker('trace_unknown_verb', 8, "TRACE unknown verb: 'DELETE'"),
      verdict: 'fail',
      repaired: { input: after('  3  EDIT  a.md  sha256:' + 'f'.repeat(64)) },
    },
    { name: 'a lower-case verb', input: after('  3  read  a.md'), errors: blocker('trace_unknown_verb', 8, "TRACE unknown verb: 'read'"), verdict: 'fail' },
    {
      name: 'a superscript digit (isdigit, but not int())',
      input: after('  ²  READ  a.md'),
      errors: blocker('trace_index_unusable', 8, "TRACE index is not a usable integer: '²' (invalid literal for int() with base 10: '²')"),
      verdict: 'fail',
      repaired: { input: after('  3  READ  a.md') },
    },
    {
      name: 'an index past int()’s 4300 digits',
      input: after(`  ${'9'.repeat(4301)}  READ  a.md`),
      errors: blocker('trace_index_unusable', 8, /^TRACE index is not a usable integer: '9{40}'… \(Exceeds the limit \(4300 digits\)/),
      verdict: 'fail',
    },
    {
      name: 'a gap',
      input: after('  4  READ  a.md'),
      errors: blocker('trace_indices_not_contiguous', 8, 'TRACE indices not 1-based contiguous: expected 3 got 4'),
      verdict: 'fail',
      repaired: { input: after('  3  READ  a.md') },
    },
    {
      name: 'an index beyond 2^53 is shown exactly',
      input: after('  99999999999999999999  READ  a.md'),
      errors: blocker('trace_indices_not_contiguous', 8, 'TRACE indices not 1-based contiguous: expected 3 got 99999999999999999999'),
      verdict: 'fail',
    },
    {
      name: 'counting from zero',
      input: withLine(withLine(BASE_V1, '1  EDIT', `  0  EDIT  src/clock.ts  sha256:${'b'.repeat(64)}`), '2  EXEC', '  1  EXEC  `t`  out=run.log#L1-L2'),
      errors: blocker('trace_indices_not_contiguous', 6, 'TRACE indices not 1-based contiguous: expected 1 got 0'),
      verdict: 'fail',
    },
  ],
});
