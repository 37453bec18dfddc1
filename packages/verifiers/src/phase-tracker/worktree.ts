import { flowGuardApplies } from './flow-entry.js';
import { gitInvocations, resolveRepoDir } from './git-command.js';
import type { PhaseName, TrackerContext, TrackerOutcome, TrackerState } from './types.js';

/** The phases whose work belongs in a worktree, never on a new branch of the primary checkout. */
export const WORKTREE_PHASES: readonly PhaseName[] = ['brainstorm', 'plan', 'implement'];

/** `git switch ...` and `git checkout -b|-B ...` change the branch; `git checkout <file>` and `git worktree ...` do not. */
export function switchesBranch(subcommand: string, args: readonly string[]): boolean {
  if (subcommand === 'switch') return true;
  if (subcommand !== 'checkout') return false;
  const options = args.indexOf('--') < 0 ? args : args.slice(0, args.indexOf('--'));
  return options.includes('-b') || options.includes('-B');
}

/**
 * Worktree discipline: during brainstorm, plan and implement, a branch switch in the primary
 * checkout is refused (work goes to a `git worktree`). `isPrimaryCheckout(dir)` answers for the
 * directory the git command runs in (the caller asks git; this function does no I/O).
 */
export function worktreeGuard(state: TrackerState, context: TrackerContext, command: string, cwd: string, isPrimaryCheckout: (dir: string) => boolean): TrackerOutcome {
  if (context.child || !flowGuardApplies(state.entered, context.settings.flowGuards.enforce)) return { ok: true };
  const phase = WORKTREE_PHASES.find((name) => state.phases[name].status === 'in_progress');
  if (phase === undefined) return { ok: true };
  for (const invocation of gitInvocations(command, { assignments: true })) {
    if (!switchesBranch(invocation.subcommand, invocation.args)) continue;
    let primary: boolean;
    try {
      primary = isPrimaryCheckout(resolveRepoDir(invocation, cwd));
    } catch {
      primary = true; // unknown: treat as the primary checkout rather than let the switch through
    }
    if (primary) {
      return { ok: false, code: 'worktree_switch_blocked', error: `git ${invocation.subcommand} in the primary checkout during ${phase}; create a worktree (git worktree add) instead` };
    }
  }
  return { ok: true };
}
