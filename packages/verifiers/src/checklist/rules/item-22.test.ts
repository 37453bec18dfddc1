import { ruleTester } from '../../rule-tester.test-helpers.js';
import { sectionItemCases } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

ruleTester.run(checklistVerifier, 'checklist/item-22', sectionItemCases(22, '## Read-Before-Edit Map', 'read first: webhook/verify.ts; why: signature order; edit after: tests', 'read first, why, edit after'));
