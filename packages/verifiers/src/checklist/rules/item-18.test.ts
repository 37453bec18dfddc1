import { ruleTester } from '../../rule-tester.test-helpers.js';
import { answerCases } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

ruleTester.run(checklistVerifier, 'checklist/item-18', answerCases(18));
