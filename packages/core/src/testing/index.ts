/**
 * @gauntlet/core/testing: the RuleTester, framework-agnostic. Bind it to your test framework
 * once (`createRuleTester({ describe, it })`) and give each rule its valid and invalid cases.
 * See docs/rules/README.md, "Testing a rule".
 */
export type { CaseSetup, ExpectedFinding, InvalidCase, RepairedCase, RuleTests, ValidCase } from './cases.js';
export type { Assert, RuleTester, TestFramework } from './rule-tester.js';
export { RuleTestFailure, assertSame, checkInvalidCase, checkValidCase, coverageProblems, createRuleTester } from './rule-tester.js';
