import { describe, expect, it } from 'vitest';
import { createRuleTester } from '@gauntlet/core/testing';

/**
 * The house's RuleTester, bound to vitest: `ruleTester.run(verifier, 'family/rule', { valid,
 * invalid })` in `src/<family>/rules/<rule>.test.ts`. See docs/rules/README.md, "Testing a rule".
 */
export const ruleTester = createRuleTester({
  describe,
  it,
  equal: (actual, expected, message) => expect(actual, message).toEqual(expected),
});
