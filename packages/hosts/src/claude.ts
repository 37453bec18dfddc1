import { clean } from './reason.js';
import type { HookDecision } from './types.js';

/**
 * Claude Code's answer shapes (`SyncHookJSONOutput` of the Agent SDK; docs/guides/claude-code.md):
 * what `gauntlet-lint hook` prints, what `serve` answers, what the Agent SDK callbacks return.
 * Rendered here once, so every adapter gives the same bytes.
 */
export interface ClaudeHookOutput {
  decision?: 'block';
  reason?: string;
  systemMessage?: string;
  hookSpecificOutput?:
    | { hookEventName: 'PreToolUse'; permissionDecision: 'allow' | 'deny'; permissionDecisionReason?: string }
    | { hookEventName: 'PostToolUse'; additionalContext: string };
}

/** The JSON object a decision becomes, or null for a plain allow (exit 0, nothing printed). */
export function claudeHookOutput(decision: HookDecision): ClaudeHookOutput | null {
  if (decision.event === 'PreToolUse') {
    if (decision.action === 'deny') return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: decision.reason ?? '' } };
    if (decision.approve === true) {
      return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', permissionDecisionReason: 'gauntlet: checked, no new blockers' } };
    }
    return null;
  }
  if (decision.action !== 'allow') return { decision: 'block', reason: decision.reason ?? '' };
  const output: ClaudeHookOutput = {};
  if (decision.event === 'PostToolUse' && decision.context !== undefined) output.hookSpecificOutput = { hookEventName: 'PostToolUse', additionalContext: decision.context };
  if (decision.systemMessage !== undefined) output.systemMessage = decision.systemMessage;
  return Object.keys(output).length === 0 ? null : output;
}

/** What a command hook prints and exits with: stdout carries only the JSON, notes go to stderr. */
export interface ClaudeHookAnswer {
  stdout: string;
  stderr: string;
  exitCode: 0;
}

export const HOOK_NOTE_PREFIX = 'gauntlet-lint hook: ';

export function renderClaudeAnswer(decision: HookDecision): ClaudeHookAnswer {
  const output = claudeHookOutput(decision);
  const notes = decision.notes.map((note) => `${HOOK_NOTE_PREFIX}${clean(note, 1000)}\n`).join('');
  return { stdout: output === null ? '' : `${JSON.stringify(output)}\n`, stderr: notes, exitCode: 0 };
}
