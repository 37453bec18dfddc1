import type { CodeOf } from './define.js';

/**
 * What an agent-host decision (`@gauntlet/hosts`: a Claude Code hook, an Agent SDK callback, a
 * pi extension event) concluded. Every decision carries one; a block or deny names the rules
 * and lines in its reason text. Documented in docs/guides/claude-code.md (section "Outcome codes").
 */
export const HookOutcome = {
  /** Allowed: the event was checked and nothing blocks. */
  clean: 'clean',
  /** Allowed: nothing of ours to check (another tool, an unmapped file, a hook turned off). */
  not_checked: 'not_checked',
  /** Allowed: the payload is not one we can read (not JSON, wrong shape, over the size cap). */
  payload_malformed: 'payload_malformed',
  /** Allowed: an event we do not handle, or one that disagrees with the hook's EVENT argument. */
  event_unknown: 'event_unknown',
  /** Our own failure (config, transcript, a lint that could not run): allowed, or blocked with `failClosed`. */
  check_failed: 'check_failed',
  /** Allowed with a system message: the agent already continues because of a stop hook. */
  loop_guard: 'loop_guard',
  /** PreToolUse denied: the new content introduces blockers the file on disk does not have. */
  write_introduces_blockers: 'write_introduces_blockers',
  /** PreToolUse denied: the gate-ledger write guard refuses a new `Status: PASS`. */
  ledger_guard: 'ledger_guard',
  /** PostToolUse blocked: the file as written has blockers. */
  file_has_blockers: 'file_has_blockers',
  /** SubagentStop blocked: the returned receipt has blockers. */
  receipt_has_blockers: 'receipt_has_blockers',
  /** SubagentStop blocked: an agent type that must return a receipt returned none. */
  receipt_missing: 'receipt_missing',
  /** Stop blocked: the changed files have blockers. */
  changes_have_blockers: 'changes_have_blockers',
  /** pi: a skill-owned turn ended without a valid first-line gate marker. */
  marker_invalid: 'marker_invalid',
} as const;
export type HookOutcome = CodeOf<typeof HookOutcome>;
