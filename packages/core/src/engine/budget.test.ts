import { describe, expect, it } from 'vitest';
import { budgetLeft, budgetOption, createRunBudget, isBudgetSpent, spendBudget } from './budget.js';

describe('run budgets at their bounds', () => {
  it('a budget can be spent exactly to its limit; one step more is refused', () => {
    const budget = createRunBudget('steps', 3);
    expect(isBudgetSpent(budget)).toBe(false);
    expect(spendBudget(budget, 3)).toBe(true);
    expect([budget.used, budgetLeft(budget), isBudgetSpent(budget)]).toEqual([3, 0, true]);
    expect(spendBudget(budget, 1)).toBe(false);
  });

  it('a fresh or partly used budget is not spent', () => {
    const budget = createRunBudget('steps', 2);
    spendBudget(budget);
    expect([isBudgetSpent(budget), budgetLeft(budget)]).toEqual([false, 1]);
  });

  it('an absent key gives a fresh budget', () => {
    expect(budgetOption({}, 'budget', 'steps', 7)).toEqual({ unit: 'steps', limit: 7, used: 0 });
  });

  it.each([
    ['null', null],
    ['a number', 5],
    ['an object without a limit', { used: 0 }],
    ['an object with a string limit', { limit: '5', used: 0 }],
    ['an object without used', { limit: 5 }],
    ['an object with a string used', { limit: 5, used: '0' }],
  ])('only a real budget is shared: %s gives a fresh one', (_what, given) => {
    const budget = budgetOption({ budget: given }, 'budget', 'steps', 99);
    expect(budget).toEqual({ unit: 'steps', limit: 99, used: 0 });
    expect(budget).not.toBe(given);
  });
});
