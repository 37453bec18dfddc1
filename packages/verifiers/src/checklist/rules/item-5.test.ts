import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCK_LINE, WITH_HANDOFF, answerCases, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(5);

ruleTester.run(checklistVerifier, 'checklist/item-5', {
  valid: base.valid,
  invalid: [
    ...base.invalid,
    {
      // Punctuation is deleted, not turned into a space: "Server client" is another key than "Server/client".
      name: 'the slash written as a space',
      input: { ...plan(), text: plan().text.replace('Server/client boundary', 'Server client boundary') },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_missing', severity: 'blocker', line: BLOCK_LINE }],
      verdict: 'fail',
    },
    {
      name: 'the last of two answers wins',
      input: { ...plan(), text: plan().text.replace('-->', 'Item 5 — Server/client boundary: TBD\n-->') },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_item_unanswered', severity: 'blocker', line: BLOCK_LINE + 23, evidence: ['TBD'] }],
      verdict: 'fail',
    },
  ],
});
