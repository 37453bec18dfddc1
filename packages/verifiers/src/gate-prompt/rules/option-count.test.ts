import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateQuestion, labels } from '../fixtures.test-helpers.js';
import { gatePromptVerifier } from '../index.js';

const four = labels('Ship', 'Hold', 'Roll back', 'Ask the owner');
const five = labels('Ship', 'Hold', 'Roll back', 'Ask the owner', 'Escalate');

ruleTester.run(gatePromptVerifier, 'gate-prompt/option-count', {
  valid: [
    { name: 'two options, the floor', input: gateQuestion({ options: labels('Ship', 'Hold') }), verdict: 'pass' },
    { name: 'four options, the default cap', input: gateQuestion({ options: four }), verdict: 'pass' },
    { name: 'five options under --max-options 5', input: gateQuestion({ options: five }), options: { maxOptions: 5 }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'five options over the default cap of four',
      input: gateQuestion({ options: five }),
      errors: [
        {
          reason: 'gate_prompt_too_many_options',
          severity: 'blocker',
          line: null,
          message: 'Question 1: 5 options; the cap is 4.',
          hint: 'Merge or drop options, or raise the cap with --max-options when the host adds "Other" itself.',
        },
      ],
      verdict: 'fail',
      repaired: { input: gateQuestion({ options: four }) },
    },
    {
      name: 'three options over --max-options 2',
      input: gateQuestion({ options: labels('Ship', 'Hold', 'Roll back') }),
      options: { maxOptions: 2 },
      errors: [{ reason: 'gate_prompt_too_many_options', severity: 'blocker', line: null, message: 'Question 1: 3 options; the cap is 2.' }],
      verdict: 'fail',
    },
    {
      name: 'one option',
      input: gateQuestion({ options: labels('Ship') }),
      errors: [
        {
          reason: 'gate_prompt_too_few_options',
          severity: 'blocker',
          line: null,
          message: 'Question 1: 1 option; a gate needs at least 2.',
          hint: 'A gate is a choice: offer at least two options.',
        },
      ],
      verdict: 'fail',
      repaired: { input: gateQuestion({ options: labels('Ship', 'Hold') }) },
    },
    {
      name: 'no options',
      input: { questions: [gateQuestion(), gateQuestion({ options: [] })] },
      errors: [{ reason: 'gate_prompt_too_few_options', severity: 'blocker', line: null, message: 'Question 2: 0 options; a gate needs at least 2.' }],
      verdict: 'fail',
    },
  ],
});
