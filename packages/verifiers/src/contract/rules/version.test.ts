import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, contractWith } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const unsupported = (message: string, line: number | null = 1) => [{ reason: 'contract_version_unsupported', severity: 'blocker', line, message, evidence: ['path: version'] }] as const;

ruleTester.run(contractVerifier, 'contract/version', {
  valid: [
    { name: 'version "1.0"', input: CONTRACT, verdict: 'pass' },
    { name: 'single quotes are a string too', input: contractWith('version: "1.0"', "version: '1.0'"), verdict: 'pass' },
    { name: 'not YAML: contract/yaml reports it', input: '- a\n', verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'an unquoted 1.0 is a number',
      input: contractWith('version: "1.0"', 'version: 1.0'),
      errors: unsupported('version: the YAML number 1 is not the string "1.0" (an unquoted 1.0 is a number).'),
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'another version, and nothing else is checked',
      input: contractWith('version: "1.0"', 'version: "2.0"').replace('ticket: "#412"', 'ticket: "412"'),
      errors: unsupported('version: Contract version 2.0 is not supported. Expected version 1.0.'),
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    { name: 'no version', input: contractWith('version: "1.0"\n', ''), errors: unsupported('version: the contract has no version; expected version "1.0".', null), verdict: 'fail' },
    { name: 'an unquoted date', input: contractWith('version: "1.0"', 'version: 2026-09-18'), errors: unsupported('version: the YAML timestamp "2026-09-18T00:00:00.000Z" is not the string "1.0" (an unquoted 1.0 is a number).'), verdict: 'fail' },
    { name: 'yes is a boolean in YAML 1.1', input: contractWith('version: "1.0"', 'version: yes'), errors: unsupported('version: the YAML boolean true is not the string "1.0" (an unquoted 1.0 is a number).'), verdict: 'fail' },
  ],
});
