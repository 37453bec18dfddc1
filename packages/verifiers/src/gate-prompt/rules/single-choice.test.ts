import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateQuestion } from '../fixtures.test-helpers.js';
import { gatePromptVerifier } from '../index.js';

ruleTester.run(gatePromptVerifier, 'gate-prompt/single-choice', {
  valid: [
    { name: 'multiSelect false', input: gateQuestion({ multiSelect: false }), verdict: 'pass' },
    { name: 'turned off in config, the payload passes', input: gateQuestion({ multiSelect: true }), rules: { 'gate-prompt/single-choice': 'off' }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'multiSelect true',
      input: gateQuestion({ multiSelect: true }),
      errors: [
        {
          reason: 'gate_prompt_multiselect',
          severity: 'blocker',
          line: null,
          message: 'Question 1: multiSelect is true; a gate takes exactly one answer.',
          hint: 'Set "multiSelect": false.',
        },
      ],
      verdict: 'fail',
      repaired: { input: gateQuestion({ multiSelect: false }) },
    },
    {
      name: 'multiSelect missing',
      input: { questions: [gateQuestion(), gateQuestion({ multiSelect: undefined })] },
      errors: [{ reason: 'gate_prompt_multiselect', severity: 'blocker', line: null, message: 'Question 2: multiSelect is missing; a gate takes exactly one answer.' }],
      verdict: 'fail',
      repaired: { input: { questions: [gateQuestion(), gateQuestion()] } },
    },
  ],
});
