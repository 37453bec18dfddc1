import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateQuestion, labels } from '../fixtures.test-helpers.js';
import { gatePromptVerifier } from '../index.js';

ruleTester.run(gatePromptVerifier, 'gate-prompt/unique-options', {
  valid: [
    { name: 'distinct labels', input: gateQuestion({ options: labels('Retry', 'Skip', 'Abort') }), verdict: 'pass' },
    { name: 'the same label in two questions', input: { questions: [gateQuestion({ options: labels('Yes', 'No') }), gateQuestion({ options: labels('Yes', 'No') })] }, verdict: 'pass' },
    { name: 'labels that differ inside', input: gateQuestion({ options: labels('Re try', 'Retry') }), verdict: 'pass' },
    // Labels compare lower-cased, character by character: "ß" is not "ss" (upper-casing would make both "SS").
    { name: 'labels that only upper-casing would merge', input: gateQuestion({ options: labels('Straße', 'STRASSE') }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a label repeated with other case and spaces',
      input: gateQuestion({ options: labels('Retry', 'Skip', '  retry ') }),
      errors: [
        {
          reason: 'gate_prompt_duplicate_option',
          severity: 'blocker',
          line: null,
          message: 'Question 1: option 3 "  retry " repeats option 1.',
          hint: 'Every option must be a distinct answer.',
        },
      ],
      verdict: 'fail',
      repaired: { input: gateQuestion({ options: labels('Retry', 'Skip', 'Abort') }) },
    },
    {
      name: 'every repeat is reported against the first',
      input: gateQuestion({ options: labels('Skip', 'SKIP', 'skip') }),
      errors: [
        { reason: 'gate_prompt_duplicate_option', severity: 'blocker', line: null, message: 'Question 1: option 2 "SKIP" repeats option 1.' },
        { reason: 'gate_prompt_duplicate_option', severity: 'blocker', line: null, message: 'Question 1: option 3 "skip" repeats option 1.' },
      ],
      verdict: 'fail',
    },
  ],
});
