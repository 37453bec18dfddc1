import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateQuestion, labels } from '../fixtures.test-helpers.js';
import { gatePromptVerifier } from '../index.js';

const yesNo = gateQuestion({ header: 'Confirm', options: labels('Yes', 'No') });
const routing = (...names: string[]) => gateQuestion({ header: 'Next Step', options: labels(...names) });

ruleTester.run(gatePromptVerifier, 'gate-prompt/pattern', {
  valid: [
    { name: 'no --pattern: nothing to match', input: gateQuestion(), verdict: 'pass' },
    { name: 'a fixed pattern, exactly', input: yesNo, options: { pattern: 'yes-no' }, verdict: 'pass' },
    { name: 'a dynamic pattern: header and last option', input: routing('Write tests', 'Something else'), options: { pattern: 'action-routing' }, verdict: 'pass' },
    { name: 'a dynamic pattern at its own cap', input: routing('A', 'B', 'C', 'Something else'), options: { pattern: 'action-routing' }, verdict: 'pass' },
    { name: 'a dynamic pattern without a cap', input: gateQuestion({ header: 'Decision', options: labels('A', 'B', 'C', 'D', 'Let Claude decide') }), options: { pattern: 'gray-area-option', maxOptions: 5 }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'another header and other options than the fixed pattern',
      input: gateQuestion({ header: 'Sure?', options: labels('Yes', 'Nope') }),
      options: { pattern: 'yes-no' },
      errors: [
        { reason: 'gate_prompt_pattern_mismatch', severity: 'blocker', line: null, message: 'Question 1: header "Sure?" is not "Confirm" (pattern yes-no).' },
        { reason: 'gate_prompt_pattern_mismatch', severity: 'blocker', line: null, message: 'Question 1: options "Yes", "Nope" are not "Yes", "No" (pattern yes-no).' },
      ],
      verdict: 'fail',
      repaired: { input: yesNo },
    },
    {
      name: 'the fixed options in another order',
      input: gateQuestion({ header: 'Confirm', options: labels('No', 'Yes') }),
      options: { pattern: 'yes-no' },
      errors: [{ reason: 'gate_prompt_pattern_mismatch', severity: 'blocker', line: null, message: /options "No", "Yes" are not "Yes", "No"/ }],
      verdict: 'fail',
    },
    {
      name: 'only the first fixed options: a prefix is not the pattern',
      input: gateQuestion({ header: 'Approve?', options: labels('Approve', 'Request changes') }),
      options: { pattern: 'approve-revise-abort' },
      errors: [{ reason: 'gate_prompt_pattern_mismatch', severity: 'blocker', line: null, message: 'Question 1: options "Approve", "Request changes" are not "Approve", "Request changes", "Abort" (pattern approve-revise-abort).' }],
      verdict: 'fail',
      repaired: { input: gateQuestion({ header: 'Approve?', options: labels('Approve', 'Request changes', 'Abort') }) },
    },
    {
      name: 'a dynamic pattern whose last option is not the fixed one',
      input: routing('Something else', 'Write tests'),
      options: { pattern: 'action-routing' },
      errors: [{ reason: 'gate_prompt_pattern_mismatch', severity: 'blocker', line: null, message: 'Question 1: the last option must be "Something else" (pattern action-routing).' }],
      verdict: 'fail',
      repaired: { input: routing('Write tests', 'Something else') },
    },
    {
      name: 'a dynamic pattern over its own cap',
      input: routing('A', 'B', 'C', 'D', 'Something else'),
      options: { pattern: 'action-routing', maxOptions: 6 },
      errors: [{ reason: 'gate_prompt_pattern_mismatch', severity: 'blocker', line: null, message: 'Question 1: 5 options; pattern action-routing allows at most 4.' }],
      verdict: 'fail',
    },
  ],
});
