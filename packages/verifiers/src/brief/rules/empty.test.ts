import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { brief } from '../fixtures.test-helpers.js';
import { briefVerifier } from '../index.js';

const empty: ExpectedFinding = { reason: 'brief_empty', severity: 'warning', line: null, message: 'brief is empty', hint: 'Write the brief before dispatching the agent.' };
/** Only the field rule off: what the empty-brief warning does to the verdict on its own. */
const fieldsOff = { 'brief/field-missing': 'off' } as const;

ruleTester.run(briefVerifier, 'brief/empty', {
  valid: [
    { name: 'a complete brief', input: brief(), verdict: 'pass' },
    { name: 'a BOM only (U+FEFF is not Python whitespace)', input: '\ufeff', rules: fieldsOff, verdict: 'pass' },
    { name: 'a zero-width space only (not whitespace either)', input: '\u200b', rules: fieldsOff, verdict: 'pass' },
    { name: 'one word', input: 'owns', rules: fieldsOff, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no text at all: the warning, after the seven missing fields that fail the gate',
      input: '',
      errors: [empty],
      verdict: 'fail',
    },
    {
      name: 'an empty brief alone is a warning: the gate passes',
      input: '',
      rules: fieldsOff,
      errors: [empty],
      verdict: 'pass',
      repaired: { input: brief() },
    },
    { name: 'Python whitespace only (space, U+0085, U+001C)', input: ' \n\u0085\u001c\n', rules: fieldsOff, errors: [empty], verdict: 'pass' },
    { name: 'CRLF and lone CR only', input: '\r\n\r\n\r', rules: fieldsOff, errors: [empty], verdict: 'pass' },
    { name: 'huge: 500 kB of whitespace', input: ' \t\n'.repeat(170_000), rules: fieldsOff, errors: [empty], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration, it fails the gate',
      input: '\n\n',
      rules: { ...fieldsOff, 'brief/empty': 'blocker' },
      errors: [{ ...empty, severity: 'blocker' }],
      verdict: 'fail',
    },
  ],
});
