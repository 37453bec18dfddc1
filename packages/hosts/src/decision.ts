import type { Finding, HookOutcome } from '@gauntlet/contracts/codes';
import type { HookDecision, HookEventName } from './types.js';

/** An allow. */
export function allow(event: HookEventName | null, outcome: HookOutcome, extra: Partial<HookDecision> = {}): HookDecision {
  return { event, action: 'allow', outcome, findings: [], notes: [], ...extra };
}

/** A block (or, for PreToolUse, a deny) with the reason the model reads. */
export function refuse(event: HookEventName, outcome: HookOutcome, reason: string, findings: Finding[], notes: string[] = []): HookDecision {
  return { event, action: event === 'PreToolUse' ? 'deny' : 'block', outcome, reason, findings, notes };
}

/**
 * Our own failure: allowed with a note (principle 2: never break the agent on our own fault), or,
 * with `failClosed`, refused with the note as the reason.
 */
export function checkFailed(event: HookEventName, note: string, failClosed: boolean): HookDecision {
  if (!failClosed) return allow(event, 'check_failed', { notes: [note] });
  return refuse(event, 'check_failed', `gauntlet could not check this (failClosed is on): ${note}`, [], [note]);
}
