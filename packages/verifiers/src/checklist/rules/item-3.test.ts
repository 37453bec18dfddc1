import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCK_LINE, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(3);

ruleTester.run(checklistVerifier, 'checklist/item-3', {
  valid: [
    ...base.valid,
    // The answer key comes from the label: "Rate-limit criterion" and "rate limit criterion" both answer item 3.
    { name: 'the label without its dash', input: { ...plan(), text: plan().text.replace('Rate-limit criterion', 'rate limit criterion') }, host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'a label that is not the item\'s (another key) leaves the item missing',
      input: { ...plan(), text: plan().text.replace('Rate-limit criterion', 'Rate limits') },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_missing', severity: 'blocker', line: BLOCK_LINE }],
      verdict: 'fail',
    },
  ],
});
