/**
 * Flow entry: the gauntlet is entered when a `start` leaves brainstorm in progress, and left on
 * `reset`; every other action keeps the previous value. Guards are dormant outside a flow.
 */
export function nextGauntletEntered(prev: boolean, action: string, brainstormStatusAfter: string): boolean {
  if (action === 'reset') return false;
  if (action === 'start' && brainstormStatusAfter === 'in_progress') return true;
  return prev;
}

/** Flow guards (task backstop, marker commit guard, worktree discipline) act in an entered flow with `flowGuards.enforce`. */
export function flowGuardApplies(entered: boolean, enforce: boolean): boolean {
  return entered && enforce;
}
