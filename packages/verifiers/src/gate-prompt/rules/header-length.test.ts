import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateQuestion } from '../fixtures.test-helpers.js';
import { gatePromptVerifier } from '../index.js';

ruleTester.run(gatePromptVerifier, 'gate-prompt/header-length', {
  valid: [
    { name: '12 characters, the limit', input: gateQuestion({ header: 'Twelve chars' }), verdict: 'pass' },
    { name: '12 emoji are 12 code points', input: gateQuestion({ header: '🚀'.repeat(12) }), verdict: 'pass' },
    { name: 'an empty header', input: gateQuestion({ header: '' }), verdict: 'pass' },
    { name: 'a malformed payload is the shape rule\'s', input: { questions: 'none' }, verdict: 'fail' },
  ],
  invalid: [
    {
      name: '13 characters',
      input: gateQuestion({ header: 'Thirteen char' }),
      errors: [
        {
          reason: 'gate_prompt_header_too_long',
          severity: 'blocker',
          line: null,
          message: 'Question 1: header "Thirteen char" is 13 characters; the limit is 12.',
          hint: 'Shorten the header to a word or two; put the detail in the question text.',
        },
      ],
      verdict: 'fail',
      repaired: { input: gateQuestion({ header: 'Thirteen' }) },
    },
    {
      name: '13 emoji',
      input: gateQuestion({ header: '🚀'.repeat(13) }),
      errors: [{ reason: 'gate_prompt_header_too_long', severity: 'blocker', line: null, message: /is 13 characters/ }],
      verdict: 'fail',
    },
    {
      name: 'one finding per long header, numbered by question',
      input: { questions: [gateQuestion({ header: 'Way too long a header' }), gateQuestion(), gateQuestion({ header: 'Also far too long' })] },
      errors: [
        { reason: 'gate_prompt_header_too_long', severity: 'blocker', line: null, message: /^Question 1: / },
        { reason: 'gate_prompt_header_too_long', severity: 'blocker', line: null, message: /^Question 3: / },
      ],
      verdict: 'fail',
    },
    {
      name: 'a config override re-rates it',
      input: gateQuestion({ header: 'Thirteen char' }),
      rules: { 'gate-prompt/header-length': 'warning' },
      errors: [{ reason: 'gate_prompt_header_too_long', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
