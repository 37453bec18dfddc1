import { describe, expect, it } from 'vitest';
import { defineRule } from '../engine/rule.js';
import { defineVerifier } from '../engine/verifier.js';
import type { InvalidCase, RuleTests } from './cases.js';
import { RuleTestFailure, type TestFramework, checkInvalidCase, checkValidCase, coverageProblems, createRuleTester } from './rule-tester.js';

// A small family: a title rule (blocker, two reasons) and a length rule (warning) that reads a
// file through the Host when the input names one.
const title = defineRule<string>({
  id: 'memo/title',
  description: 'The memo starts with "# ".',
  severity: 'blocker',
  reasons: ['title_missing', 'title_empty'],
  check(text, { report }) {
    if (!text.startsWith('#')) report({ reason: 'title_missing', message: 'No title line.', line: 1, column: 1 });
    else if (text.split('\n')[0]?.trim() === '#') report({ reason: 'title_empty', message: 'The title is empty.', line: 1 });
  },
});
const length = defineRule<string>({
  id: 'memo/length',
  description: 'The memo has at most three lines.',
  severity: 'warning',
  reasons: ['too_long'],
  check(text, { report }) {
    const lines = text.split('\n').length;
    if (lines > 3) report({ reason: 'too_long', message: `${lines} lines.` });
  },
});
const memo = defineVerifier<string>({
  id: 'memo',
  description: 'Memos.',
  rules: [title, length],
  prepare: async (input, { host }) => (input.startsWith('@') ? new TextDecoder().decode(await host.readFile(input.slice(1))) : input),
});

/** A framework that records tests, so that they can be run (and expected to fail) here. */
function recorder(): TestFramework & { tests: Map<string, () => Promise<void>> } {
  const tests = new Map<string, () => Promise<void>>();
  let prefix = '';
  return {
    tests,
    describe(name, body) {
      prefix = `${name} > `;
      body();
      prefix = '';
    },
    it(name, body) {
      tests.set(prefix + name, body);
    },
  };
}

const closing: InvalidCase<string> = {
  input: 'no title',
  errors: [{ reason: 'title_missing', severity: 'blocker', line: 1, column: 1 }],
  verdict: 'fail',
  repaired: { input: '# Title' },
};
const complete: RuleTests<string> = {
  valid: [{ input: '# Memo\nbody', verdict: 'pass' }],
  invalid: [closing, { input: '#\nbody', errors: [{ reason: 'title_empty', severity: 'blocker', line: 1 }], verdict: 'fail' }],
};

describe('createRuleTester', () => {
  it('registers one test per case, per repaired twin, and a coverage test, which all pass', async () => {
    const framework = recorder();
    createRuleTester(framework).run(memo, 'memo/title', complete);
    expect([...framework.tests.keys()]).toEqual([
      'memo/title > valid: # Memo\\nbody',
      'memo/title > invalid: no title',
      'memo/title > invalid: no title, repaired: # Title',
      'memo/title > invalid: #\\nbody',
      'memo/title > covers every reason code, and the gate closes',
    ]);
    for (const test of framework.tests.values()) await test();
  });

  it('names a test by its case, not its index, so adding a case renames no other test', () => {
    const framework = recorder();
    const twice: RuleTests<string> = { ...complete, valid: [{ input: '# A' }, { input: '# B' }, { input: '# A' }] };
    createRuleTester(framework).run(memo, 'memo/title', twice);
    const names = [...framework.tests.keys()];
    expect(names.slice(0, 3)).toEqual(['memo/title > valid: # A', 'memo/title > valid: # B', 'memo/title > valid: # A (2)']);
    const grown = recorder();
    createRuleTester(grown).run(memo, 'memo/title', { ...twice, valid: [{ input: '# New' }, ...twice.valid], invalid: [{ ...closing, name: 'new' }, ...complete.invalid] });
    for (const name of names) expect([...grown.tests.keys()]).toContain(name);
  });

  it('uses the framework\'s own assertion when it brings one', async () => {
    const seen: unknown[] = [];
    const framework = { ...recorder(), equal: (actual: unknown, expected: unknown) => void seen.push([actual, expected]) };
    createRuleTester(framework).run(memo, 'memo/title', { valid: [{ input: '# ok' }], invalid: [] , untested: { title_missing: 'x', title_empty: 'x' } });
    await framework.tests.get('memo/title > valid: # ok')?.();
    expect(seen).toEqual([[{ findings: [] }, { findings: [] }]]);
  });

  it('a repaired twin may fix the world around the input (its own host)', async () => {
    const framework = recorder();
    const fromFile: InvalidCase<string> = {
      name: 'memo from a file',
      input: '@memo.md',
      host: { files: { 'memo.md': 'no title' } },
      errors: [{ reason: 'title_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
      repaired: { input: '@memo.md', host: { files: { 'memo.md': '# Title' } } },
    };
    createRuleTester(framework).run(memo, 'memo/title', { valid: [], invalid: [fromFile], untested: { title_empty: 'covered above' } });
    for (const test of framework.tests.values()) await test();
    expect(framework.tests.size).toBe(3);
  });

  it('a repaired twin that still fails makes its test fail', async () => {
    const framework = recorder();
    createRuleTester(framework).run(memo, 'memo/title', { ...complete, invalid: [{ ...closing, repaired: { input: 'still no title' } }] });
    await expect(framework.tests.get('memo/title > invalid: no title, repaired: still no title')?.()).rejects.toThrow(RuleTestFailure);
  });
});

describe('checkInvalidCase: a failing gate is asserted whole', () => {
  it('passes when rule, reason, severity, line and verdict agree', async () => {
    await checkInvalidCase(memo, 'memo/title', closing);
  });

  it.each([
    ['severity', { ...closing, errors: [{ reason: 'title_missing', severity: 'warning', line: 1 }] }],
    ['line', { ...closing, errors: [{ reason: 'title_missing', severity: 'blocker', line: 2 }] }],
    ['line null for a finding that has one', { ...closing, errors: [{ reason: 'title_missing', severity: 'blocker', line: null }] }],
    ['column', { ...closing, errors: [{ reason: 'title_missing', severity: 'blocker', line: 1, column: 2 }] }],
    ['message', { ...closing, errors: [{ reason: 'title_missing', severity: 'blocker', line: 1, message: 'Other.' }] }],
    ['message pattern', { ...closing, errors: [{ reason: 'title_missing', severity: 'blocker', line: 1, message: /other/ }] }],
    ['verdict', { ...closing, verdict: 'pass' }],
    ['a missing finding', { ...closing, errors: [closing.errors[0], closing.errors[0]] }],
  ] as Array<[string, InvalidCase<string>]>)('fails on a wrong %s', async (_what, test) => {
    await expect(checkInvalidCase(memo, 'memo/title', test)).rejects.toThrow(RuleTestFailure);
  });

  it('fails on an unexpected extra finding of the rule', async () => {
    const twoRules = defineVerifier<string>({ id: 'memo', description: 'd', rules: [title, title] });
    await expect(checkInvalidCase(twoRules, 'memo/title', closing)).rejects.toThrow(/expected:[\s\S]*actual:/);
  });

  it('accepts a matching message pattern and exact optional keys', async () => {
    await checkInvalidCase(memo, 'memo/title', { ...closing, errors: [{ reason: 'title_missing', severity: 'blocker', line: 1, column: 1, message: /^No title/, file: 'memo.md' }], file: 'memo.md' });
  });

  it('compares the findings of every rule the case names, in order, and ignores the others', async () => {
    const input = 'no title\n2\n3\n4';
    await checkInvalidCase(memo, 'memo/length', { input, errors: [{ reason: 'too_long', severity: 'warning', line: null }], verdict: 'fail' });
    await checkInvalidCase(memo, 'memo/length', {
      input,
      errors: [
        { rule: 'memo/title', reason: 'title_missing', severity: 'blocker', line: 1 },
        { reason: 'too_long', severity: 'warning', line: null, message: '4 lines.' },
      ],
      verdict: 'fail',
    });
  });

  it('refuses a rule the verifier does not have, and a reason the rule does not declare', async () => {
    await expect(checkInvalidCase(memo, 'memo/nope', closing)).rejects.toThrow('verifier memo has no rule memo/nope');
    await expect(checkInvalidCase(memo, 'memo/title', { ...closing, errors: [{ reason: 'title_gone', severity: 'blocker', line: 1 }] })).rejects.toThrow(
      'errors[0] expects reason title_gone, which memo/title does not declare (title_missing, title_empty)',
    );
  });

  it('applies per-case overrides, options and an in-memory host', async () => {
    await checkInvalidCase(memo, 'memo/title', { ...closing, rules: { 'memo/title': 'warning' }, errors: [{ reason: 'title_missing', severity: 'warning', line: 1 }], verdict: 'pass' });
    await checkInvalidCase(memo, 'memo/title', { input: '@memo.md', host: { files: { 'memo.md': 'plain' } }, errors: [{ reason: 'title_missing', severity: 'blocker', line: 1 }], verdict: 'fail' });
  });

  it('type: an expected finding needs a severity and a line, an invalid case a verdict', () => {
    // @ts-expect-error severity is required
    const noSeverity: InvalidCase<string> = { input: 'x', errors: [{ reason: 'title_missing', line: 1 }], verdict: 'fail' };
    // @ts-expect-error line is required (null when the finding has none)
    const noLine: InvalidCase<string> = { input: 'x', errors: [{ reason: 'title_missing', severity: 'blocker' }], verdict: 'fail' };
    // @ts-expect-error verdict is required
    const noVerdict: InvalidCase<string> = { input: 'x', errors: [{ reason: 'title_missing', severity: 'blocker', line: 1 }] };
    // @ts-expect-error at least one expected finding
    const noErrors: InvalidCase<string> = { input: 'x', errors: [], verdict: 'fail' };
    expect([noSeverity, noLine, noVerdict, noErrors]).toHaveLength(4);
  });
});

describe('checkValidCase', () => {
  it('passes when the rule reports nothing (other rules may)', async () => {
    await checkValidCase(memo, 'memo/title', { input: '# t\n2\n3\n4' });
    await checkValidCase(memo, 'memo/title', { input: '# t\n2\n3\n4', verdict: 'pass' });
  });

  it('fails when the rule reports, or the verdict differs', async () => {
    await expect(checkValidCase(memo, 'memo/title', { input: 'no title' })).rejects.toThrow(RuleTestFailure);
    await expect(checkValidCase(memo, 'memo/length', { input: 'no title', verdict: 'pass' })).rejects.toThrow(/"verdict": "fail"/);
  });
});

describe('coverageProblems', () => {
  it('is empty for cases that cover every reason and close the gate', () => {
    expect(coverageProblems(title, complete)).toEqual([]);
  });

  it('names an untested reason, a stale or empty excuse, and a blocker rule without a closing pair', () => {
    const tests: RuleTests<string> = {
      valid: [],
      invalid: [{ input: '#', errors: [{ reason: 'title_empty', severity: 'blocker', line: 1 }], verdict: 'fail' }],
      untested: { title_empty: 'covered after all', nope: 'x', title_missing: ' ' },
    };
    expect(coverageProblems(title, tests)).toEqual([
      'untested lists title_empty, which an invalid case expects',
      'untested lists nope, which memo/title does not declare',
      'untested gives no reason why title_missing is not tested',
      'no invalid case shows the gate closing: a blocker of the rule, verdict fail, and a repaired twin that passes',
    ]);
    expect(coverageProblems(title, { valid: [], invalid: [] })).toEqual([
      'reason title_missing has no invalid case',
      'reason title_empty has no invalid case',
      'no invalid case shows the gate closing: a blocker of the rule, verdict fail, and a repaired twin that passes',
    ]);
  });

  it('asks no closing pair of a warning rule', () => {
    expect(coverageProblems(length, { valid: [], invalid: [{ input: '1\n2\n3\n4', errors: [{ reason: 'too_long', severity: 'warning', line: null }], verdict: 'pass' }] })).toEqual([]);
  });

  it('a closing pair needs the rule\'s own blocker and a repaired twin that passes', () => {
    const repairedFails: RuleTests<string> = { valid: [], invalid: [{ ...closing, repaired: { input: 'x', verdict: 'fail' } }], untested: { title_empty: 'n/a' } };
    expect(coverageProblems(title, repairedFails)).toHaveLength(1);
    const downgraded: RuleTests<string> = {
      valid: [],
      invalid: [{ ...closing, rules: { 'memo/title': 'warning' }, errors: [{ reason: 'title_missing', severity: 'warning', line: 1 }], verdict: 'pass' }],
      untested: { title_empty: 'n/a' },
    };
    expect(coverageProblems(title, downgraded)).toHaveLength(1);
  });
});

// The binding the house uses, run for real once.
createRuleTester({ describe, it, equal: (actual, expected, message) => expect(actual, message).toEqual(expected) }).run(memo, 'memo/title', complete);

describe('a repaired twin of a rule that always reports an outcome', () => {
  // A gate that always says what it decided: a blocker on "STOP", an info otherwise.
  const status = defineRule<string>({
    id: 'memo/status',
    description: 'The memo says whether work may go on.',
    severity: 'blocker',
    reasons: ['status_blocked', 'status_ok'],
    check(text, { report }) {
      if (text.includes('STOP')) report({ reason: 'status_blocked', message: 'Blocked.' });
      else report({ reason: 'status_ok', severity: 'info', message: 'Proceed.' });
    },
  });
  const gated = defineVerifier<string>({ id: 'memo', description: 'Memos.', rules: [status] });
  const blocked: InvalidCase<string> = {
    input: 'STOP',
    errors: [{ reason: 'status_blocked', severity: 'blocker', line: null }],
    verdict: 'fail',
    repaired: { input: 'go', errors: [{ reason: 'status_ok', severity: 'info', line: null, message: 'Proceed.' }] },
  };

  it('names the findings that remain, and closes the gate', async () => {
    const framework = recorder();
    createRuleTester(framework).run(gated, 'memo/status', { valid: [], invalid: [blocked] });
    expect([...framework.tests.keys()]).toContain('memo/status > invalid: STOP, repaired: go');
    for (const test of framework.tests.values()) await test();
    expect(coverageProblems(status, { valid: [], invalid: [blocked] })).toEqual([]);
  });

  it('fails when the remaining findings differ', async () => {
    const framework = recorder();
    const wrong: InvalidCase<string> = { ...blocked, repaired: { input: 'go', errors: [{ reason: 'status_ok', severity: 'warning', line: null }] } };
    createRuleTester(framework).run(gated, 'memo/status', { valid: [], invalid: [wrong] });
    await expect(framework.tests.get('memo/status > invalid: STOP, repaired: go')?.()).rejects.toThrow(RuleTestFailure);
  });

  it('a twin that still blocks does not close the gate', () => {
    const still: InvalidCase<string> = { ...blocked, repaired: { input: 'STOP', errors: [{ reason: 'status_blocked', severity: 'blocker', line: null }], verdict: 'pass' } };
    expect(coverageProblems(status, { valid: [], invalid: [still] })).toEqual([
      'reason status_ok has no invalid case',
      'no invalid case shows the gate closing: a blocker of the rule, verdict fail, and a repaired twin that passes',
    ]);
  });
});
