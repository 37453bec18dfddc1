import { describe, expect, it } from 'vitest';
import { createRunBudget } from '@gauntlet/core';
import type { ReceiptDocument } from './document.js';
import { BASE_V1, W, insertAfter, withLine } from './fixtures.test-helpers.js';
import { parseReceiptDocument } from './parse.js';
import { WITNESS_BUDGET_MESSAGE, WITNESS_TIMEOUT_MESSAGE, citedEntry, evaluatePredicate, firstToken, substantiveCount, witnessPattern, witnessSource } from './witness-eval.js';

/** The witness predicate and what it reads, on parsed receipts (docs/rules/receipt/witness-evidence.md). */
const doc = (witness: string, edits: (text: string) => string = (text) => text) => parseReceiptDocument(edits(W(witness)));
const verdict = (value: 'PASS' | 'FAIL' | 'BLOCKED') => (text: string) => withLine(text, 'VERDICT', `VERDICT  ${value}  conf=0.80`);
const exitOf = (code: string) => (text: string) => withLine(text, '2  EXEC', `  2  EXEC  \`pnpm test clock\`  exit=${code}  dur=2.1s  out=run.log#L1-L20`);
const evaluate = (parsed: ReceiptDocument, body: string | undefined, bound = true, budget?: Parameters<typeof evaluatePredicate>[5]) =>
  evaluatePredicate(parsed, citedEntry(parsed)!, 'run.log', body, bound, budget);

describe('citedEntry', () => {
  it('is the TRACE entry ran=TRACE#N names, by position', () => {
    expect(citedEntry(doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#2'))).toMatchObject({ index: 2, verb: 'EXEC', line: 7 });
    expect(citedEntry(doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#1'))).toMatchObject({ index: 1, verb: 'EDIT', line: 6 });
  });

  it('is nothing for a TRACE#N past the end, a SKIPPED or UNRUNNABLE witness, or no witness', () => {
    expect(citedEntry(doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#3'))).toBeUndefined();
    expect(citedEntry(doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#0'))).toBeUndefined();
    expect(citedEntry(doc('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:no browser'))).toBeUndefined();
    expect(citedEntry(parseReceiptDocument(withLine(BASE_V1, 'WITNESS', 'WITNESS')))).toBeUndefined();
  });
});

describe('witnessSource', () => {
  it('a ranged grep reads its own range', () => {
    const source = witnessSource(doc('grep:out.txt#B3-B9  pattern=/x/  expect-fail=match  ran=TRACE#2'));
    expect(source).toEqual({ cited: expect.objectContaining({ index: 2 }), artifact: 'out.txt', range: { kind: 'B', start: 3, end: 9 } });
  });

  it('an EXEC reads its out= range; bounds int() cannot read fall back to 1 and 0', () => {
    expect(witnessSource(doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#2'))).toMatchObject({ artifact: 'run.log', range: { kind: 'L', start: 1, end: 20 } });
    const huge = '9'.repeat(5000);
    const unusable = doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#2', (text) => withLine(text, '2  EXEC', `  2  EXEC  \`t\`  exit=0  out=run.log#B${huge}-B${huge}`));
    expect(witnessSource(unusable)).toMatchObject({ artifact: 'run.log', range: { kind: 'B', start: 1, end: 0 } });
    const noOut = doc('exec:`x`  expect-fail=/boom!/  ran=TRACE#2', (text) => withLine(text, '2  EXEC', '  2  EXEC  `t`  exit=0'));
    expect(witnessSource(noOut)).toMatchObject({ artifact: undefined, range: undefined });
  });

  it('a PASS citing a READ or WROTE reads the whole file it names; a FAIL or another verb reads nothing', () => {
    const read = (verb: string, edits: (text: string) => string = (text) => text) =>
      witnessSource(doc('grep:notes.md  expect-fail=/TODO/  ran=TRACE#3', (text) => edits(insertAfter(text, '2  EXEC', `  3  ${verb}  notes.md  extra`))));
    expect(read('READ')).toEqual({ cited: expect.objectContaining({ index: 3, verb: 'READ' }), artifact: 'notes.md', range: undefined });
    expect(read('WROTE')).toMatchObject({ artifact: 'notes.md', range: undefined });
    expect(read('READ', verdict('FAIL'))).toMatchObject({ artifact: undefined, range: undefined });
    expect(read('CONSULTED')).toMatchObject({ artifact: undefined, range: undefined });
    expect(read('READ', (text) => text.replace('notes.md  extra', 'notes.md  out=run.log#L1-L2'))).toMatchObject({ artifact: 'notes.md', range: undefined });
    expect(witnessSource(doc('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:no browser'))).toBeUndefined();
  });

  it('firstToken is the first whitespace token', () => {
    expect(firstToken('  a.md  b ')).toBe('a.md');
    expect(firstToken('   ')).toBeUndefined();
  });
});

describe('witnessPattern', () => {
  it('a /regex/ as written, a "literal" escaped, match takes the clause', () => {
    expect(witnessPattern(doc('exec:`x`  expect-fail=/a+b/  ran=TRACE#2'))).toBe('a+b');
    expect(witnessPattern(doc('exec:`x`  expect-fail="a.b"  ran=TRACE#2'))).toBe('a\\.b');
    expect(witnessPattern(doc('grep:run.log#L1-L2  pattern="x y"  expect-fail=match  ran=TRACE#2'))).toBe('x\\ y');
    expect(witnessPattern(doc('grep:run.log#L1-L2  expect-fail=match  ran=TRACE#2'))).toBeUndefined();
    expect(witnessPattern(doc('exec:`x`  expect-fail=exit!=0  ran=TRACE#2'))).toBeUndefined();
  });
});

describe('substantiveCount', () => {
  it('counts printable ASCII and other letters, marks and symbols, not blanks, controls, format characters or U+FFFD', () => {
    expect(substantiveCount('!~')).toBe(2);
    expect(substantiveCount(' \t\n\x7f\x00')).toBe(0);
    expect(substantiveCount('\u00e9\u00a0\u200b\ufffd\u2028')).toBe(1);
    expect(substantiveCount('\u{1F600}\u3000')).toBe(1);
  });

  it('stops counting at atLeast (4 by default)', () => {
    expect(substantiveCount('abcdefgh')).toBe(4);
    expect(substantiveCount('abcdefgh', 6)).toBe(6);
    expect(substantiveCount('abc', 6)).toBe(3);
  });
});

describe('evaluatePredicate', () => {
  const WITNESS = 'exec:`x`  expect-fail=/[1-9] failing/  ran=TRACE#2';

  it('PASS, regex: a body the witness matches rejects the PASS; the evaluation counts on bound, substantive bytes', () => {
    const parsed = doc(WITNESS);
    expect(evaluate(parsed, 'ok\n3 failing\n')).toEqual({
      failure: {
        reason: 't2_witness_fired',
        message: 'Tier-2: WITNESS expect-fail regex /[1-9] failing/ matches body of run.log (witness would have fired → PASS rejected)',
        line: 11,
        column: 1,
      },
      evaluated: true,
      discarded: false,
    });
    expect(evaluate(parsed, 'all 0 failing\n')).toEqual({ failure: undefined, evaluated: true, discarded: false });
    expect(evaluate(parsed, 'all 0 failing\n', false)).toEqual({ failure: undefined, evaluated: false, discarded: false });
    expect(evaluate(parsed, '3 failing', false).failure?.reason).toBe('t2_witness_fired');
    expect(evaluate(parsed, ' ok \n')).toEqual({ failure: undefined, evaluated: false, discarded: false });
    expect(evaluate(parsed, 'ok!!')).toEqual({ failure: undefined, evaluated: true, discarded: false });
    expect(evaluate(parsed, undefined)).toEqual({ failure: undefined, evaluated: false, discarded: false });
  });

  it('PASS, exit clause of an exec witness: compared with the cited run\'s exit', () => {
    const fired = evaluate(doc('exec:`x`  expect-fail=exit!=0  ran=TRACE#2', exitOf('1')), undefined);
    expect(fired).toEqual({
      failure: { reason: 't2_exit_clause_fired', message: 'Tier-2: WITNESS expect-fail exit-clause matches actual exit=1 (witness would have fired → PASS rejected)', line: 11, column: 1 },
      evaluated: true,
      discarded: false,
    });
    expect(evaluate(doc('exec:`x`  expect-fail=exit!=0  ran=TRACE#2'), undefined)).toEqual({ failure: undefined, evaluated: true, discarded: false });
    expect(evaluate(doc('exec:`x`  expect-fail=exit=3  ran=TRACE#2', exitOf('3')), undefined).failure?.reason).toBe('t2_exit_clause_fired');
    expect(evaluate(doc('exec:`x`  expect-fail=exit=-3  ran=TRACE#2', exitOf('-3')), undefined).failure?.message).toContain('actual exit=-3');
    expect(evaluate(doc('exec:`x`  expect-fail=exit=3  ran=TRACE#2', exitOf('2')), undefined)).toEqual({ failure: undefined, evaluated: true, discarded: false });
    const noExit = doc('exec:`x`  expect-fail=exit!=0  ran=TRACE#2', (text) => withLine(text, '2  EXEC', '  2  EXEC  `t`  out=run.log#L1-L20'));
    expect(evaluate(noExit, 'x')).toEqual({ failure: undefined, evaluated: false, discarded: false });
    // A grep witness with an exit signature has no exit to compare: nothing to search either.
    expect(evaluate(doc('grep:run.log#L1-L2  expect-fail=exit!=0  ran=TRACE#2', exitOf('1')), '3 failing')).toEqual({ failure: undefined, evaluated: false, discarded: false });
  });

  it('FAIL: evidence of failure is a cited run that exited 0 and a body the witness matches', () => {
    const fail = (witness: string, code = '0') => doc(witness, (text) => exitOf(code)(verdict('FAIL')(text)));
    expect(evaluate(fail(WITNESS), 'x\n2 failing\n')).toEqual({ failure: undefined, evaluated: true, discarded: false });
    expect(evaluate(fail(WITNESS), 'all passed\n')).toEqual({
      failure: {
        reason: 't2_fail_without_evidence',
        message: 'Tier-2 FAIL: no evidence of failure — exit=0 AND body does not match expect-fail /[1-9] failing/ (weak positive-evidence check)',
        line: 11,
        column: 1,
      },
      evaluated: true,
      discarded: false,
    });
    expect(evaluate(fail(WITNESS, '2'), 'all passed\n')).toEqual({ failure: undefined, evaluated: false, discarded: true });
    expect(evaluate(fail('exec:`x`  expect-fail=exit!=0  ran=TRACE#2'), 'all passed\n')).toEqual({ failure: undefined, evaluated: false, discarded: false });
    const noExit = doc(WITNESS, (text) => verdict('FAIL')(withLine(text, '2  EXEC', '  2  EXEC  `t`  out=run.log#L1-L20')));
    expect(evaluate(noExit, 'all passed\n')).toEqual({ failure: undefined, evaluated: false, discarded: true });
  });

  it('a pattern the engine cannot compile never counts as a hit (Tier-1 refuses it first; here it is switched off)', () => {
    const invalid = 'exec:`x`  expect-fail=/(/  ran=TRACE#2';
    expect(evaluate(doc(invalid), '( failing')).toEqual({ failure: undefined, evaluated: true, discarded: false });
    expect(evaluate(doc(invalid, (text) => exitOf('0')(verdict('FAIL')(text))), '( failing').failure?.reason).toBe('t2_fail_without_evidence');
  });

  it('BLOCKED: nothing is evaluated', () => {
    expect(evaluate(doc(WITNESS, verdict('BLOCKED')), '3 failing\n')).toEqual({ failure: undefined, evaluated: false, discarded: false });
  });

  it('a search the engine gives up on, or that the run\'s budget cannot pay for, fails closed', () => {
    const hostile = doc('exec:`x`  expect-fail=/(?:a{1000}){1000}/  ran=TRACE#2');
    const timeout = { reason: 't2_witness_timeout', message: WITNESS_TIMEOUT_MESSAGE, line: 11, column: 1 };
    expect(evaluate(hostile, 'a a a a')).toEqual({ failure: timeout, evaluated: true, discarded: false });
    expect(evaluate(hostile, 'a', true)).toEqual({ failure: timeout, evaluated: false, discarded: false });
    const spent = createRunBudget('regex steps', 10);
    spent.used = 10;
    const budget = { reason: 't2_witness_timeout', message: WITNESS_BUDGET_MESSAGE, line: 11, column: 1 };
    expect(evaluate(doc(WITNESS), '3 failing', true, spent)).toEqual({ failure: budget, evaluated: true, discarded: false });
    expect(evaluate(doc(WITNESS), '3 failing', false, spent)).toEqual({ failure: budget, evaluated: false, discarded: false });
    expect(evaluate(doc(WITNESS, (text) => exitOf('0')(verdict('FAIL')(text))), '3 failing', true, spent)).toEqual({ failure: budget, evaluated: true, discarded: false });
  });
});
