import { ruleTester } from '../../rule-tester.test-helpers.js';
import { HEADING, INFO, report } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

ruleTester.run(conflictVerifier, 'conflict/entry-title', {
  valid: [
    { name: 'a titled entry', input: report(HEADING, ...INFO), verdict: 'pass' },
    { name: 'a one-word title', input: report(HEADING, '[INFO] Glossary', '  Note: a new term'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an untitled INFO entry',
      input: report(HEADING, '', '[INFO]', '  Note: untitled observation'),
      errors: [
        {
          reason: 'entry_title_missing',
          severity: 'blocker',
          line: 3,
          column: 1,
          message: 'The [INFO] entry on line 3 has no title.',
          hint: 'Write a short title after the severity: [BLOCKER] <title>.',
        },
      ],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '[INFO] Glossary term added', '  Note: untitled observation') },
    },
    {
      name: 'only whitespace after the severity',
      input: report(HEADING, '[INFO]    ', '  Note: x'),
      errors: [{ reason: 'entry_title_missing', severity: 'blocker', line: 2, message: 'The [INFO] entry on line 2 has no title.' }],
      verdict: 'fail',
    },
    {
      name: 'an untitled entry of an unknown severity is named by its label',
      input: report(HEADING, '[NOTE]', '  Note: x'),
      errors: [{ reason: 'entry_title_missing', severity: 'blocker', line: 2, message: 'The [NOTE] entry on line 2 has no title.' }],
      verdict: 'fail',
    },
  ],
});
