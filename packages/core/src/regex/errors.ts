/** Thrown when a pattern the linear engine cannot run (backreferences) exhausts its step budget. */
export class RegexBudgetExceeded extends Error {
  constructor(source: string) {
    super(`regex evaluation exceeded its step budget: ${source}`);
    this.name = 'RegexBudgetExceeded';
  }
}
