import type { Finding } from '@gauntlet/contracts/codes';
import type { Host, MemoryHostOptions, RuleMeta, Verifier } from '../index.js';
import { createMemoryHost, verdictOf } from '../index.js';
import type { CaseSetup, ExpectedFinding, InvalidCase, RuleTests, ValidCase } from './cases.js';
import { type ComparedOutcome, actualShape, expectedShape, sameValue, show } from './compare.js';

/**
 * The test framework the tester registers its tests with: vitest, node:test, jest and mocha all
 * have this shape. `equal` asserts deep equality with the framework's own diff; without it the
 * tester compares itself and throws a `RuleTestFailure`.
 */
export interface TestFramework {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>): void;
  equal?(actual: unknown, expected: unknown, message: string): void;
}

/** A case whose outcome differs from what it expects. */
export class RuleTestFailure extends Error {
  readonly actual: unknown;
  readonly expected: unknown;

  constructor(message: string, actual: unknown, expected: unknown) {
    super(`${message}\nexpected: ${show(expected)}\nactual:   ${show(actual)}`);
    this.name = 'RuleTestFailure';
    this.actual = actual;
    this.expected = expected;
  }
}

export type Assert = (actual: unknown, expected: unknown, message: string) => void;

/** The tester's own deep-equality assertion (used when the framework brings none). */
export const assertSame: Assert = (actual, expected, message) => {
  if (!sameValue(actual, expected)) throw new RuleTestFailure(message, actual, expected);
};

export interface RuleTester {
  /**
   * Registers one `describe(ruleId)` with a test per case, a test per repaired twin, and a test
   * that every reason code of the rule is exercised and (for a blocker rule) that the gate closes.
   */
  run<TInput>(verifier: Verifier<TInput>, ruleId: string, tests: RuleTests<TInput>): void;
}

/** A RuleTester bound to a test framework: `createRuleTester({ describe, it })`. */
export function createRuleTester(framework: TestFramework): RuleTester {
  const assert = framework.equal ?? assertSame;
  return {
    run(verifier, ruleId, tests) {
      framework.describe(ruleId, () => {
        const uniqueName = uniqueNames();
        tests.valid.forEach((test) => {
          framework.it(uniqueName(`valid: ${titleOf(test)}`), () => checkValidCase(verifier, ruleId, test, assert));
        });
        tests.invalid.forEach((test) => {
          const name = uniqueName(`invalid: ${titleOf(test)}`);
          framework.it(name, () => checkInvalidCase(verifier, ruleId, test, assert));
          const repaired = test.repaired;
          if (repaired !== undefined) {
            const { errors: remaining = [], ...fixed } = repaired;
            const twin: ValidCase<(typeof test)['input']> = { ...test, ...fixed, verdict: repaired.verdict ?? 'pass' };
            const [first, ...rest] = remaining;
            framework.it(uniqueName(`${name}, repaired: ${titleOf(twin)}`), () =>
              first === undefined
                ? checkValidCase(verifier, ruleId, twin, assert)
                : checkInvalidCase(verifier, ruleId, { ...twin, errors: [first, ...rest], verdict: twin.verdict ?? 'pass' }, assert),
            );
          }
        });
        framework.it('covers every reason code, and the gate closes', async () => {
          const problems = coverageProblems(ruleOf(verifier, ruleId), tests);
          if (problems.length > 0) throw new RuleTestFailure(`${ruleId}: the cases do not cover the rule`, problems, []);
        });
      });
    },
  };
}

/** Runs one valid case: no finding of the rule, and the verdict when the case gives one. */
export async function checkValidCase<TInput>(verifier: Verifier<TInput>, ruleId: string, test: ValidCase<TInput>, assert: Assert = assertSame): Promise<void> {
  ruleOf(verifier, ruleId);
  const findings = await verify(verifier, test, test.input);
  const own = findings.filter((finding) => finding.rule === ruleId);
  const actual: ComparedOutcome = { findings: own.map((finding) => actualShape(finding, undefined)) };
  const expected: ComparedOutcome = { findings: [] };
  if (test.verdict !== undefined) {
    actual.verdict = verdictOf(findings);
    expected.verdict = test.verdict;
  }
  assert(actual, expected, `${ruleId}: valid case "${titleOf(test)}"`);
}

/**
 * Runs one invalid case: the findings of the rule under test and of every rule the expected
 * findings name are exactly the expected ones, in order, and the verdict is the expected one.
 */
export async function checkInvalidCase<TInput>(verifier: Verifier<TInput>, ruleId: string, test: InvalidCase<TInput>, assert: Assert = assertSame): Promise<void> {
  ruleOf(verifier, ruleId);
  test.errors.forEach((error, i) => {
    const rule = ruleOf(verifier, error.rule ?? ruleId);
    if (!rule.reasons.includes(error.reason)) {
      throw new TypeError(`${ruleId}: errors[${i}] expects reason ${error.reason}, which ${rule.id} does not declare (${rule.reasons.join(', ')})`);
    }
  });
  const named = new Set([ruleId, ...test.errors.map((error) => error.rule ?? ruleId)]);
  const findings = await verify(verifier, test, test.input);
  const compared = findings.filter((finding) => named.has(finding.rule));
  const actual: ComparedOutcome = {
    verdict: verdictOf(findings),
    findings: compared.map((finding, i) => actualShape(finding, test.errors[i])),
  };
  const expected: ComparedOutcome = { verdict: test.verdict, findings: test.errors.map((error) => expectedShape(error, ruleId)) };
  assert(actual, expected, `${ruleId}: invalid case "${titleOf(test)}"`);
}

/**
 * What the cases leave untested: a declared reason no invalid case expects (and `untested` does
 * not excuse), a stale excuse, and, for a blocker rule, the lack of a failing case whose repaired
 * twin passes.
 */
export function coverageProblems<TInput>(rule: RuleMeta, tests: RuleTests<TInput>): string[] {
  const problems: string[] = [];
  const expected = new Set<string>();
  for (const test of tests.invalid) {
    for (const error of [...test.errors, ...(test.repaired?.errors ?? [])]) if ((error.rule ?? rule.id) === rule.id) expected.add(error.reason);
  }
  const untested = tests.untested ?? {};
  for (const reason of rule.reasons) {
    if (!expected.has(reason) && untested[reason] === undefined) problems.push(`reason ${reason} has no invalid case`);
  }
  for (const [reason, why] of Object.entries(untested)) {
    if (!rule.reasons.includes(reason)) problems.push(`untested lists ${reason}, which ${rule.id} does not declare`);
    else if (expected.has(reason)) problems.push(`untested lists ${reason}, which an invalid case expects`);
    if (why.trim() === '') problems.push(`untested gives no reason why ${reason} is not tested`);
  }
  if (rule.severity === 'blocker' && !tests.invalid.some((test) => closesTheGate(rule.id, test))) {
    problems.push('no invalid case shows the gate closing: a blocker of the rule, verdict fail, and a repaired twin that passes');
  }
  return problems;
}

function closesTheGate<TInput>(ruleId: string, test: InvalidCase<TInput>): boolean {
  const blocksIn = (errors: readonly ExpectedFinding[]) => errors.some((error) => (error.rule ?? ruleId) === ruleId && error.severity === 'blocker');
  const repaired = test.repaired;
  return blocksIn(test.errors) && test.verdict === 'fail' && repaired !== undefined && (repaired.verdict ?? 'pass') === 'pass' && !blocksIn(repaired.errors ?? []);
}

function ruleOf<TInput>(verifier: Verifier<TInput>, ruleId: string): RuleMeta {
  const rule = verifier.rules.find((candidate) => candidate.id === ruleId);
  if (rule === undefined) throw new TypeError(`verifier ${verifier.id} has no rule ${ruleId}`);
  return rule;
}

async function verify<TInput>(verifier: Verifier<TInput>, setup: CaseSetup, input: TInput): Promise<Finding[]> {
  const { findings } = await verifier.verify(input, { host: hostOf(setup.host), file: setup.file, options: setup.options, rules: setup.rules, ruleOptions: setup.ruleOptions });
  return findings;
}

function hostOf(host: Host | MemoryHostOptions | undefined): Host | undefined {
  if (host === undefined) return undefined;
  return isHost(host) ? host : createMemoryHost(host);
}

function isHost(host: Host | MemoryHostOptions): host is Host {
  return typeof (host as Partial<Host>).readFile === 'function';
}

/**
 * Test names come from the cases themselves, never from their index: adding a case must not
 * rename the others (a mutation run, or a `-t` filter, keys results by test name). Cases sharing
 * a title are told apart by a counter among those cases only.
 */
function uniqueNames(): (name: string) => string {
  const seen = new Map<string, number>();
  return (name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  };
}

const TITLE_LENGTH = 72;

function titleOf(test: { readonly name?: string; readonly input: unknown }): string {
  if (test.name !== undefined) return test.name;
  const text = typeof test.input === 'string' ? test.input : (JSON.stringify(test.input) ?? String(test.input));
  const flat = JSON.stringify(text).slice(1, -1);
  return flat.length > TITLE_LENGTH ? `${flat.slice(0, TITLE_LENGTH - 1)}…` : flat;
}
