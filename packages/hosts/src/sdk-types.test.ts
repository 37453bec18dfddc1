import type {
  HookInput,
  PostToolUseHookInput,
  PreToolUseHookInput,
  StopHookInput,
  SubagentStopHookInput,
  SyncHookJSONOutput,
} from '@anthropic-ai/claude-agent-sdk';
import { describe, expect, it } from 'vitest';
import { claudeHookOutput, type ClaudeHookOutput } from './claude.js';
import { FAILING_RECEIPT, PASSING_RECEIPT, postToolUse, preToolUse, stop, subagentStop } from './fixtures.test-helpers.js';
import { readHookPayload } from './payload.js';
import type { HookDecision } from './types.js';

// Compiled by `tsc` (pnpm typecheck): a field we misspell in a fixture or an output fails the build.
const payloads = {
  write: preToolUse('Write', { file_path: '/work/a.md', content: 'x' }) satisfies PreToolUseHookInput,
  edit: preToolUse('Edit', { file_path: '/work/a.md', old_string: 'a', new_string: 'b', replace_all: true }) satisfies PreToolUseHookInput,
  multiEdit: preToolUse('MultiEdit', { file_path: '/work/a.md', edits: [{ old_string: 'a', new_string: 'b' }] }) satisfies PreToolUseHookInput,
  post: postToolUse('Write', { file_path: '/work/a.md', content: 'x' }) satisfies PostToolUseHookInput,
  subagentPass: subagentStop({ last_assistant_message: PASSING_RECEIPT }) satisfies SubagentStopHookInput,
  subagentFail: subagentStop({ last_assistant_message: FAILING_RECEIPT, stop_hook_active: true }) satisfies SubagentStopHookInput,
  subagentTranscript: subagentStop({ agent_type: 'crucible-implementer' }) satisfies SubagentStopHookInput,
  stop: stop() satisfies StopHookInput,
  stopActive: stop({ stop_hook_active: true }) satisfies StopHookInput,
} satisfies Record<string, HookInput>;

// Every shape the renderer can produce is a SyncHookJSONOutput.
const asSdkOutput = (output: ClaudeHookOutput): SyncHookJSONOutput => output;
const outputs = {
  deny: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'r' } },
  approve: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', permissionDecisionReason: 'r' } },
  block: { decision: 'block', reason: 'r' },
  context: { hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'c' } },
  message: { systemMessage: 'm' },
} satisfies Record<string, SyncHookJSONOutput & ClaudeHookOutput>;

const decision = (extra: Partial<HookDecision>): HookDecision => ({ event: 'Stop', action: 'allow', outcome: 'clean', findings: [], notes: [], ...extra });

describe('Agent SDK types', () => {
  it('every fixture payload reads as the event it declares', () => {
    for (const payload of Object.values(payloads)) {
      const reading = readHookPayload(JSON.stringify(payload));
      expect(reading).toMatchObject({ ok: true, payload: { event: payload.hook_event_name } });
    }
  });

  it('rendered outputs are the typed shapes', () => {
    expect(claudeHookOutput(decision({ event: 'PreToolUse', action: 'deny', reason: 'r' }))).toEqual(outputs.deny);
    expect(claudeHookOutput(decision({ event: 'PreToolUse', approve: true }))?.hookSpecificOutput).toMatchObject({ permissionDecision: 'allow' });
    expect(claudeHookOutput(decision({ event: 'Stop', action: 'block', reason: 'r' }))).toEqual(outputs.block);
    expect(claudeHookOutput(decision({ event: 'PostToolUse', context: 'c' }))).toEqual(outputs.context);
    expect(claudeHookOutput(decision({ event: 'SubagentStop', systemMessage: 'm' }))).toEqual(outputs.message);
    expect(claudeHookOutput(decision({}))).toBeNull();
    expect(asSdkOutput(outputs.block)).toBe(outputs.block);
  });
});
