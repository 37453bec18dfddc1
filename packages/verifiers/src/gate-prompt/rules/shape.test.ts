import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateQuestion } from '../fixtures.test-helpers.js';
import { gatePromptVerifier } from '../index.js';

const malformed = (problem: string) =>
  [{ reason: 'gate_prompt_malformed', severity: 'blocker', line: null, message: `The gate payload is malformed: ${problem}.` }] as const;

ruleTester.run(gatePromptVerifier, 'gate-prompt/shape', {
  valid: [
    { name: 'a bare question', input: gateQuestion(), verdict: 'pass' },
    { name: 'a questions list', input: { questions: [gateQuestion(), gateQuestion({ header: 'Deploy' })] }, verdict: 'pass' },
    { name: 'an option with a description', input: gateQuestion({ options: [{ label: 'A', description: 'first' }, { label: 'B' }] }), verdict: 'pass' },
    { name: 'multiSelect missing is a single-choice finding, not a shape one', input: gateQuestion({ multiSelect: undefined }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a string instead of a payload',
      input: 'Merge?',
      errors: [{ ...malformed('the payload is not an object')[0], hint: 'Send {"questions": [{"question", "header", "options": [{"label"}], "multiSelect": false}]}.' }],
      verdict: 'fail',
      repaired: { input: gateQuestion() },
    },
    { name: 'null', input: null, errors: malformed('the payload is not an object'), verdict: 'fail' },
    { name: 'an array', input: [gateQuestion()], errors: malformed('the payload is not an object'), verdict: 'fail' },
    { name: 'questions is an object', input: { questions: {} }, errors: malformed('questions is not an array'), verdict: 'fail' },
    { name: 'questions is empty', input: { questions: [] }, errors: malformed('questions is empty'), verdict: 'fail' },
    {
      name: 'the second question has no header',
      input: { questions: [gateQuestion(), gateQuestion({ header: 7 })] },
      errors: malformed('questions[1].header is missing or not a string'),
      verdict: 'fail',
      repaired: { input: { questions: [gateQuestion(), gateQuestion({ header: 'Deploy' })] } },
    },
    { name: 'the question text is missing', input: gateQuestion({ question: undefined }), errors: malformed('the payload.question is missing or not a string'), verdict: 'fail' },
    { name: 'options is a string', input: gateQuestion({ options: 'Yes/No' }), errors: malformed('the payload.options is missing or not an array'), verdict: 'fail' },
    {
      name: 'an option without a label',
      input: gateQuestion({ options: [{ label: 'Yes' }, { text: 'No' }] }),
      errors: malformed('the payload.options[1].label is missing or not a string'),
      verdict: 'fail',
    },
    {
      name: 'a description that is not a string',
      input: gateQuestion({ options: [{ label: 'A', description: 1 }, { label: 'B' }] }),
      errors: malformed('the payload.options[0].description is not a string'),
      verdict: 'fail',
    },
    { name: 'multiSelect "no"', input: gateQuestion({ multiSelect: 'no' }), errors: malformed('the payload.multiSelect is not a boolean'), verdict: 'fail' },
  ],
});
