/**
 * Thrown when a search exhausts its step budget: the per-call budget of a pattern the linear
 * engine cannot run (backreferences), or (`scope: 'run'`) the caller's per-run budget.
 */
export class RegexBudgetExceeded extends Error {
  readonly scope: 'call' | 'run';

  constructor(source: string, scope: 'call' | 'run' = 'call') {
    super(scope === 'run' ? `the run's regex step budget is spent: ${source}` : `regex evaluation exceeded its step budget: ${source}`);
    this.name = 'RegexBudgetExceeded';
    this.scope = scope;
  }
}
