import { describe, expect, it } from 'vitest';
import { createRunBudget } from '../engine/budget.js';
import { RegexBudgetExceeded, compileSafeRegex } from './index.js';

const regex = (source: string) => {
  const compiled = compileSafeRegex(source, { syntax: 'js' });
  if (!compiled.ok) throw new Error(compiled.error);
  return compiled.regex;
};

describe('a per-run regex budget shared by many searches', () => {
  it('draws every search from it and stops with scope "run" once spent', () => {
    const budget = createRunBudget('regex steps', 2_000);
    const word = regex('b+c');
    const text = `${'a'.repeat(200)}bc`;
    let searches = 0;
    let error: unknown;
    try {
      for (;;) {
        expect(word.test(text, budget)).toBe(true);
        searches++;
      }
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(RegexBudgetExceeded);
    expect((error as RegexBudgetExceeded).scope).toBe('run');
    expect(searches).toBeGreaterThan(0);
    expect(budget.used).toBe(budget.limit);
    // Spent is spent: the next search does not even start.
    expect(() => word.test('bc', budget)).toThrow(RegexBudgetExceeded);
  });

  it('keeps the per-call limit of a backtracking pattern (scope "call") while the run budget lasts', () => {
    const budget = createRunBudget('regex steps', 1_000_000_000);
    const backref = regex('^(a+)+\\1b');
    let error: unknown;
    try {
      backref.test(`${'a'.repeat(40)}c`, budget);
    } catch (thrown) {
      error = thrown;
    }
    expect((error as RegexBudgetExceeded).scope).toBe('call');
    expect(budget.used).toBeGreaterThan(0);
  });

  it('without a budget, searches are unlimited across calls (per-call limits only)', () => {
    const word = regex('b');
    for (let i = 0; i < 1000; i++) expect(word.test('aaab')).toBe(true);
  });
});
