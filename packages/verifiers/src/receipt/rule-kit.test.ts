import { describe, expect, it } from 'vitest';
import { type FindingInput, type RuleContext, createMemoryHost } from '@gauntlet/core';
import { ReceiptReason } from '@gauntlet/contracts/codes';
import type { Entry, ReceiptOptions } from './document.js';
import { parseReceiptDocument } from './parse.js';
import { fail, isFailure, receiptRule, receiptTextRule, withoutSentinel } from './rule-kit.js';
import type { ReceiptRun } from './run.js';

/**
 * The rule kit on its own: what a receipt rule reports, with the hint, from a sync or async
 * check. No rule module is imported here, so a kit that cannot define a rule fails these tests
 * instead of only the loading of every rule.
 */
const runOf = (text: string): ReceiptRun => ({
  doc: parseReceiptDocument(text),
  options: {},
  host: createMemoryHost(),
  legs: { get: () => Promise.reject(new Error('no leg in these tests')), done: () => undefined },
});
const RECEIPT = 'RCPT v1 kit/1-probe\nVERDICT  PASS  conf=0.90\n';
const run = runOf(RECEIPT);

/** Runs a rule's `check` with a context that records what it reports. */
async function reported(rule: { check(run: ReceiptRun, context: RuleContext<ReceiptOptions>): unknown }): Promise<FindingInput[]> {
  const findings: FindingInput[] = [];
  const context: RuleContext<ReceiptOptions> = { host: run.host, file: undefined, options: {}, report: (finding) => findings.push(finding) };
  await rule.check(run, context);
  return findings;
}

const problem = fail(ReceiptReason.verdict_empty, 'VERDICT empty', 2);
const entry = (text: string, line: number): Entry => ({ raw: `  ${text}`, text, line });

describe('fail', () => {
  it('a failure without a line has no line and no column', () => {
    expect(fail(ReceiptReason.sections_missing, 'missing')).toStrictEqual({ reason: 'sections_missing', message: 'missing' });
  });

  it('a failure at a line points at its first column unless a column is given', () => {
    expect(fail(ReceiptReason.verdict_empty, 'VERDICT empty', 2)).toStrictEqual({ reason: 'verdict_empty', message: 'VERDICT empty', line: 2, column: 1 });
    expect(fail(ReceiptReason.verdict_empty, 'VERDICT empty', 2, 9)).toStrictEqual({ reason: 'verdict_empty', message: 'VERDICT empty', line: 2, column: 9 });
  });
});

describe('withoutSentinel', () => {
  it('hands back the entries when none is the sentinel', () => {
    const entries = [entry('a', 3), entry('b', 4)];
    expect(withoutSentinel('TRACE', entries)).toBe(entries);
    expect(withoutSentinel('TRACE', [])).toEqual([]);
  });

  it('(none) alone means no entries', () => {
    expect(withoutSentinel('CLAIMS', [entry('(none)', 8)])).toEqual([]);
  });

  it('(none) next to another entry fails at the sentinel line, first or last', () => {
    const message = 'ARTIFACTS (none) is the empty-set sentinel and must be the only entry';
    expect(withoutSentinel('ARTIFACTS', [entry('(none)', 3), entry('a', 4)])).toStrictEqual({ reason: 'none_sentinel_not_alone', message, line: 3, column: 1 });
    expect(withoutSentinel('ARTIFACTS', [entry('a', 3), entry('(none)', 4)])).toStrictEqual({ reason: 'none_sentinel_not_alone', message, line: 4, column: 1 });
  });

  it('isFailure tells a failure from a list of entries', () => {
    expect(isFailure(problem)).toBe(true);
    expect(isFailure([])).toBe(false);
    expect(isFailure([entry('a', 1)])).toBe(false);
  });
});

describe('receiptRule', () => {
  const definition = { id: 'receipt/kit-probe', description: 'probe', reasons: [ReceiptReason.verdict_empty], hint: 'Write a verdict.' };

  it('is a blocker rule with the definition\'s id, description and reasons', () => {
    const rule = receiptRule({ ...definition, check: () => undefined });
    expect(rule).toMatchObject({ id: 'receipt/kit-probe', description: 'probe', severity: 'blocker', reasons: ['verdict_empty'] });
  });

  it('reports a synchronous failure with the rule\'s hint, and nothing when the check passes', async () => {
    expect(await reported(receiptRule({ ...definition, check: () => problem }))).toStrictEqual([{ ...problem, hint: 'Write a verdict.' }]);
    expect(await reported(receiptRule({ ...definition, check: () => undefined }))).toEqual([]);
    expect(problem).not.toHaveProperty('hint');
  });

  it('reports an asynchronous failure once the check settles (a promise is never a failure)', async () => {
    const rule = receiptRule({ ...definition, check: async () => problem });
    const outcome = rule.check(run, { host: run.host, file: undefined, options: {}, report: () => undefined });
    expect(outcome).toBeInstanceOf(Promise);
    expect(await reported(rule)).toStrictEqual([{ ...problem, hint: 'Write a verdict.' }]);
    expect(await reported(receiptRule({ ...definition, check: async () => undefined }))).toEqual([]);
  });

  it('a synchronous check returns no promise', () => {
    const rule = receiptRule({ ...definition, check: () => problem });
    expect(rule.check(run, { host: run.host, file: undefined, options: {}, report: () => undefined })).toBeUndefined();
  });

  it('a failure\'s own hint wins; a rule without a hint adds none', async () => {
    const own = { ...problem, hint: 'Use conf=0.NN.' };
    expect(await reported(receiptRule({ ...definition, check: () => own }))).toStrictEqual([own]);
    expect(await reported(receiptRule({ ...definition, check: async () => own }))).toStrictEqual([own]);
    const { hint: _, ...plain } = definition;
    expect(await reported(receiptRule({ ...plain, check: () => problem }))).toStrictEqual([problem]);
  });
});

describe('receiptTextRule', () => {
  it('decides from the parsed receipt, with the rule\'s hint, synchronously', async () => {
    const seen: unknown[] = [];
    const rule = receiptTextRule({
      id: 'receipt/kit-text-probe',
      description: 'text probe',
      reasons: [ReceiptReason.verdict_empty],
      hint: 'Write a verdict.',
      decide: (doc) => (seen.push(doc), doc.verdict === 'PASS' ? undefined : problem),
    });
    expect(rule).toMatchObject({ id: 'receipt/kit-text-probe', description: 'text probe', severity: 'blocker', reasons: ['verdict_empty'] });
    expect(rule.decide(run.doc)).toBeUndefined();
    expect(seen.at(-1)).toBe(run.doc);
    const failing = runOf(RECEIPT.replace('PASS', 'FAIL'));
    const findings: FindingInput[] = [];
    expect(rule.check(failing, { host: failing.host, file: undefined, options: {}, report: (finding) => findings.push(finding) })).toBeUndefined();
    expect(findings).toStrictEqual([{ ...problem, hint: 'Write a verdict.' }]);
    expect(await reported(rule)).toEqual([]);
    expect(Object.isFrozen(rule)).toBe(true);
  });
});
