import type { PostToolUseHookInput, PreToolUseHookInput, StopHookInput, SubagentStopHookInput } from '@anthropic-ai/claude-agent-sdk';

/**
 * Payloads and artifacts for the decision core's tests, written by us. The payload builders are
 * typed against the Agent SDK's `HookInput` types in `sdk-types.test.ts`.
 */

export const PASSING_RECEIPT = [
  'RCPT v1.1 hooks/7-implementer',
  'VERDICT  PASS  conf=0.80',
  'ARTIFACTS',
  '  vitest.log  sha256:0b7a3c1d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b  640',
  'TRACE',
  '  1  EDIT   src/queue.ts  sha256:1f2e3d4c5b6a79880716253443526170809f8e7d6c5b4a392817161514131211',
  '  2  EXEC   `pnpm vitest queue`  exit=0  dur=2.2s  out=vitest.log#L1-L20',
  'CLAIMS',
  '  tests-ran=true    from=TRACE#2',
  '  tests-pass=true   from=vitest.log#L18-L20  pattern="0 failed"',
  'WITNESS    exec:`pnpm vitest queue`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2',
  'SUSPICION  0.10',
  'NEXT       merge after review',
  'TRIPWIRE:  wrote(src/queue*)',
  'SUPERSEDES: none',
].join('\n');

/** The same receipt claiming tests pass from an EXEC that exited 1 (receipt/tests-claims, line 10). */
export const FAILING_RECEIPT = PASSING_RECEIPT.replace('exit=0', 'exit=1').replace('from=vitest.log#L18-L20  pattern="0 failed"', 'from=TRACE#2');

const SESSION = 'sess-hooks-1';
const TRANSCRIPT = '/home/dev/.claude/projects/-work/sess-hooks-1.jsonl';

export function preToolUse(tool_name: string, tool_input: Record<string, unknown>): PreToolUseHookInput & { tool_input: Record<string, unknown> } {
  return { session_id: SESSION, transcript_path: TRANSCRIPT, cwd: '/work', hook_event_name: 'PreToolUse', tool_name, tool_input, tool_use_id: 'toolu_01' };
}

export function postToolUse(tool_name: string, tool_input: Record<string, unknown>): PostToolUseHookInput {
  return { session_id: SESSION, transcript_path: TRANSCRIPT, cwd: '/work', hook_event_name: 'PostToolUse', tool_name, tool_input, tool_response: { success: true }, tool_use_id: 'toolu_02' };
}

export function subagentStop(fields: { last_assistant_message?: string; agent_type?: string; stop_hook_active?: boolean; agent_transcript_path?: string }): SubagentStopHookInput {
  const payload: SubagentStopHookInput = {
    session_id: SESSION,
    transcript_path: TRANSCRIPT,
    cwd: '/work',
    hook_event_name: 'SubagentStop',
    stop_hook_active: fields.stop_hook_active ?? false,
    agent_id: 'agent-5',
    agent_type: fields.agent_type ?? 'general-purpose',
    agent_transcript_path: fields.agent_transcript_path ?? '/home/dev/.claude/projects/-work/sess-hooks-1/subagents/agent-5.jsonl',
  };
  if (fields.last_assistant_message !== undefined) payload.last_assistant_message = fields.last_assistant_message;
  return payload;
}

export function stop(fields: { stop_hook_active?: boolean } = {}): StopHookInput {
  return { session_id: SESSION, transcript_path: TRANSCRIPT, cwd: '/work', hook_event_name: 'Stop', stop_hook_active: fields.stop_hook_active ?? false };
}

/** Turns (the `marker` command's input) that pass and fail. */
export const GOOD_TURN = 'gauntlet: done responded\nThe summary is above.\n';
export const BAD_TURN = 'Gauntlet: done responded\nThe summary is above.\n';

/** A config mapping turn files to the marker command. */
export const CONFIG = { files: { 'turns/*.txt': 'marker' } };
