/**
 * @gauntlet/hosts: the decision core for agent hosts (docs/guides/claude-code.md,
 * docs/guides/pi.md). What a host event means (which verifier, block or allow, what message) is
 * a pure function of (payload, config, environment); the adapters (the `hook` command, `serve`,
 * the Agent SDK callbacks, the pi extension) only translate I/O.
 */
export type { HookAction, HookConfig, HookDecision, HookEnvironment, HookEventName, LintAnswer, LintFilesRequest, LintTextRequest, Linter } from './types.js';
export { answerClaudeHook, type EnvironmentResolution, type HookRequest, type ResolveEnvironment } from './answer.js';
export { decideHook } from './decide.js';
export { claudeHookOutput, renderClaudeAnswer, HOOK_NOTE_PREFIX, type ClaudeHookAnswer, type ClaudeHookOutput } from './claude.js';
export {
  HOOK_EVENTS,
  MAX_PAYLOAD_BYTES,
  normalizeEventName,
  readHookPayload,
  type HookPayload,
  type PayloadReading,
  type StopPayload,
  type SubagentStopPayload,
  type ToolPayload,
} from './payload.js';
export { DEFAULT_MAX_FINDINGS, hookSettings, receiptOptions, type HookSettings } from './settings.js';
export { WRITE_TOOLS, applyWrite, writtenPath, type EditOutcome } from './edits.js';
export { blockersOf, findingIdentity, introducedBlockers, warningsOf } from './ratchet.js';
export { MAX_REASON_CHARS, blockReason, clean as cleanReasonText, type ReasonInput } from './reason.js';
export { findReceipt } from './receipt.js';
export { lastAssistantText, MAX_TRANSCRIPT_RECORDS } from './transcript.js';
export { matchesAny, wildcardMatch } from './patterns.js';
export { projectPath } from './project.js';
export { MAX_FILE_BYTES, readInside, type ReadOutcome } from './reads.js';
export { checkProposedWrite, checkWrittenFile, type ProposedWrite } from './events/write-check.js';
export { LEDGER_GUARD_RULE } from './events/ledger-guard.js';
export { MAX_TRANSCRIPT_BYTES } from './events/subagent-stop.js';
export { checkTurnMarker } from './marker.js';
