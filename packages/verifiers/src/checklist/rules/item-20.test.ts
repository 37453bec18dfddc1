import { ruleTester } from '../../rule-tester.test-helpers.js';
import { sectionItemCases } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

ruleTester.run(checklistVerifier, 'checklist/item-20', sectionItemCases(20, '## Capability Gap Map', 'current: one secret; target: two live secrets; gap: verifier; validation: T-12', 'current, target, gap, validation'));
