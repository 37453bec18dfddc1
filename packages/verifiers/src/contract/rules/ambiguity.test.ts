import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, contractWith } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

ruleTester.run(contractVerifier, 'contract/ambiguity', {
  valid: [
    ...['high', 'medium', 'low'].map((confidence) => ({ name: confidence, input: contractWith('confidence: "medium"', `confidence: "${confidence}"`), verdict: 'pass' as const })),
    { name: 'no ambiguity resolutions', input: CONTRACT.replace(/^ambiguity_resolutions:\n(?: .*\n)*/m, ''), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a confidence that is no level',
      input: contractWith('confidence: "medium"', 'confidence: "certain"'),
      errors: [{ reason: 'contract_ambiguity_confidence_invalid', severity: 'warning', line: 29, message: 'ambiguity_resolutions[0].confidence: confidence "certain" is not high, medium or low.', evidence: ['path: ambiguity_resolutions[0].confidence'] }],
      verdict: 'pass',
      repaired: { input: CONTRACT },
    },
    {
      name: 'no confidence',
      input: contractWith(' confidence: "medium",', ''),
      errors: [{ reason: 'contract_ambiguity_confidence_invalid', severity: 'warning', line: 29, message: 'ambiguity_resolutions[0].confidence: confidence undefined is not high, medium or low.' }],
      verdict: 'pass',
    },
    {
      name: 'overridden to blocker, it closes the gate',
      input: contractWith('confidence: "medium"', 'confidence: 0.8'),
      rules: { 'contract/ambiguity': 'blocker' },
      errors: [{ reason: 'contract_ambiguity_confidence_invalid', severity: 'blocker', line: 29, message: 'ambiguity_resolutions[0].confidence: confidence 0.8 is not high, medium or low.' }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
  ],
});
