import { ruleTester } from '../../rule-tester.test-helpers.js';
import { sectionItemCases } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

ruleTester.run(checklistVerifier, 'checklist/item-21', sectionItemCases(21, '## Single-Shot Build Guardrails', 'guardrail: feature flag; prevents: lockout; evidence: canary log', 'guardrail, prevents, evidence'));
