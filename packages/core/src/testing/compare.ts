import type { Finding, Verdict } from '@gauntlet/contracts/codes';
import type { ExpectedFinding } from './cases.js';

/** A finding reduced to the keys a case compares. */
export type ComparedFinding = Record<string, unknown>;

/** What a case compares: the findings of the rules it names and, when asserted, the verdict. */
export interface ComparedOutcome {
  verdict?: Verdict;
  findings: ComparedFinding[];
}

const OPTIONAL_KEYS = ['column', 'endLine', 'endColumn', 'file', 'evidence', 'hint'] as const;

/** The expected finding as it is compared (the rule filled in, `undefined` keys dropped). */
export function expectedShape(expected: ExpectedFinding, ruleId: string): ComparedFinding {
  const shape: ComparedFinding = { rule: expected.rule ?? ruleId, reason: expected.reason, severity: expected.severity, line: expected.line };
  for (const key of OPTIONAL_KEYS) if (expected[key] !== undefined) shape[key] = expected[key];
  if (expected.message !== undefined) shape.message = expected.message;
  return shape;
}

/**
 * The actual finding in the expected one's terms: the always-compared keys, plus each optional
 * key the expectation names. A message that matches an expected pattern is shown as that
 * pattern, so that only real differences remain in a diff.
 */
export function actualShape(actual: Finding, expected: ExpectedFinding | undefined): ComparedFinding {
  const shape: ComparedFinding = { rule: actual.rule, reason: actual.reason, severity: actual.severity, line: actual.line ?? null };
  if (expected === undefined) return { ...shape, message: actual.message };
  for (const key of OPTIONAL_KEYS) if (expected[key] !== undefined) shape[key] = actual[key] ?? null;
  const message = expected.message;
  if (message instanceof RegExp) shape.message = patternMatches(message, actual.message) ? message : actual.message;
  else if (message !== undefined) shape.message = actual.message;
  return shape;
}

function patternMatches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** Deep equality over JSON-like values (RegExps compare by source and flags). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof RegExp || b instanceof RegExp) {
    return a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameValue((a as Record<string, unknown>)[key], recordB[key]));
}

/** JSON with RegExps shown as `/source/flags`, for failure messages. */
export function show(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item instanceof RegExp ? String(item) : item), 2);
}
