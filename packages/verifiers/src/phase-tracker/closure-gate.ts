import type { SubagentResultEntry } from './types.js';

export const CONFORMANCE_REVIEWER = 'conformance-reviewer';

/**
 * The closure gate: `complete verify` is refused in an entered flow with `closureReview.enforce`
 * until a conformance-reviewer dispatch was observed (the latch). The waiver is `skip verify`
 * with a reason; there is no force on complete.
 */
export function closureGateBlocks(phase: string, entered: boolean, enforce: boolean, conformanceDispatched: boolean): boolean {
  return phase === 'verify' && entered && enforce && !conformanceDispatched;
}

/**
 * Does a `subagent` result set the latch? Only a successful result with a conformance-reviewer
 * entry that exited 0; async launches and management calls return no entries, so they never do.
 */
export function setsConformanceLatch(results: readonly SubagentResultEntry[], isError: boolean): boolean {
  return !isError && results.some((entry) => entry.agent === CONFORMANCE_REVIEWER && entry.exitCode === 0);
}
