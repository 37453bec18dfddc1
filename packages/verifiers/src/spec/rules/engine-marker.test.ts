import { ruleTester } from '../../rule-tester.test-helpers.js';
import { VALID, withHeader } from '../fixtures.test-helpers.js';
import { specVerifier } from '../index.js';

// The header block starts on line 3 (docs/rules/spec/engine-marker.md). The rule always reports
// its reading, as an outcome (info) or a warning; it never fails a spec.
const GRANT = '**Amend-grant:** none';
const header = (engine: string) => withHeader(`${engine}\n${GRANT}`);
const NOT_DEFERRED = { reason: 'engine_not_deferred', severity: 'info', line: 3, column: 1, message: 'The **Engine:** value is not exactly "deferred" (nothing may follow it but blanks).' } as const;
const ABSENT = { reason: 'engine_line_absent', severity: 'info', line: null, column: null, message: 'The header block has no **Engine:** line.' } as const;

ruleTester.run(specVerifier, 'spec/engine-marker', {
  valid: [{ name: 'turned off in the config, it reads nothing', input: VALID, rules: { 'spec/engine-marker': 'off' }, verdict: 'pass' }],
  invalid: [
    {
      name: 'the marker',
      input: header('**Engine:** deferred'),
      errors: [{ reason: 'engine_deferred', severity: 'info', line: 3, column: 1, message: 'Engine: deferred (spec now, implementation later).' }],
      verdict: 'pass',
    },
    { name: 'tabs and trailing blanks', input: header('**Engine:**\tdeferred \t'), errors: [{ reason: 'engine_deferred', severity: 'info', line: 3 }], verdict: 'pass' },
    { name: 'a value after deferred', input: header('**Engine:** deferred - lands with #88'), errors: [NOT_DEFERRED], verdict: 'pass' },
    { name: 'Deferred is case-sensitive', input: header('**Engine:** Deferred'), errors: [NOT_DEFERRED], verdict: 'pass' },
    { name: 'no blank after the key', input: header('**Engine:**deferred'), errors: [NOT_DEFERRED], verdict: 'pass' },
    { name: 'no line in the header', input: VALID, errors: [ABSENT], verdict: 'pass' },
    { name: 'an empty text', input: '', errors: [{ rule: 'spec/ac-section', reason: 'ac_section_missing', severity: 'blocker', line: null }, ABSENT], verdict: 'fail' },
    {
      name: 'two lines: a warning',
      input: header('**Engine:** deferred\n**Engine:** deferred'),
      errors: [{ reason: 'engine_line_duplicated', severity: 'warning', line: 4, column: 1, message: 'The header block has 2 **Engine:** lines (lines 3, 4).' }],
      verdict: 'pass',
      repaired: { input: header('**Engine:** deferred'), errors: [{ reason: 'engine_deferred', severity: 'info', line: 3 }] },
    },
    {
      name: 'a marker below the header block: absent, and an advisory',
      input: withHeader(GRANT).replace('Finance exports', '**Engine:** deferred\nFinance exports'),
      errors: [ABSENT, { reason: 'engine_line_outside_header', severity: 'warning', line: 7, column: 1, message: 'The **Engine:** line on line 7 is below the header block, where it does not count.' }],
      verdict: 'pass',
      repaired: { input: header('**Engine:** deferred'), errors: [{ reason: 'engine_deferred', severity: 'info', line: 3 }] },
    },
    {
      name: 'only the first marker below the header is named',
      input: withHeader(GRANT).replace('Finance exports', '**Engine:** deferred\n**Engine:** deferred\nFinance exports'),
      errors: [ABSENT, { reason: 'engine_line_outside_header', severity: 'warning', line: 7 }],
      verdict: 'pass',
    },
    { name: 'CRLF line ends', input: header('**Engine:** deferred').replace(/\n/g, '\r\n'), errors: [{ reason: 'engine_deferred', severity: 'info', line: 3 }], verdict: 'pass' },
    {
      name: 'raised to a blocker in the config, the outcome fails the spec',
      input: header('**Engine:** deferred'),
      rules: { 'spec/engine-marker': 'blocker' },
      errors: [{ reason: 'engine_deferred', severity: 'blocker', line: 3 }],
      verdict: 'fail',
    },
  ],
});
