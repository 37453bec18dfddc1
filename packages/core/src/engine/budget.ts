/**
 * A per-run budget: work that input can make arbitrarily large (regex steps, glob product
 * states, git searches) draws from one counter, so a run stays bounded however many inputs,
 * records or targets it holds. When it is spent, the check says so with a finding
 * (`core/budget-exceeded`) rather than passing. Values: docs/guides/limits.md.
 */
export interface RunBudget {
  /** What is counted, for messages (`regex steps`, `glob states`, `git searches`). */
  readonly unit: string;
  readonly limit: number;
  used: number;
}

export function createRunBudget(unit: string, limit: number): RunBudget {
  return { unit, limit, used: 0 };
}

/** Draws `amount` from the budget; false (and the budget marked spent) when it does not fit. */
export function spendBudget(budget: RunBudget, amount = 1): boolean {
  if (budget.used + amount > budget.limit) {
    budget.used = budget.limit;
    return false;
  }
  budget.used += amount;
  return true;
}

export function budgetLeft(budget: RunBudget): number {
  return budget.limit - budget.used;
}

export function isBudgetSpent(budget: RunBudget): boolean {
  return budget.used >= budget.limit;
}

/** A budget from family options when the caller passed one (`options[key]`), else a fresh one per call. */
export function budgetOption(options: Readonly<Record<string, unknown>>, key: string, unit: string, limit: number): RunBudget {
  const given = options[key];
  if (typeof given === 'object' && given !== null && typeof (given as RunBudget).limit === 'number' && typeof (given as RunBudget).used === 'number') {
    return given as RunBudget;
  }
  return createRunBudget(unit, limit);
}
