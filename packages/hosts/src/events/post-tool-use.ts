import { allow } from '../decision.js';
import { WRITE_TOOLS, writtenPath } from '../edits.js';
import type { ToolPayload } from '../payload.js';
import type { HookSettings } from '../settings.js';
import type { HookDecision, HookEnvironment } from '../types.js';
import { checkWrittenFile } from './write-check.js';

/** PostToolUse: after a Write/Edit/MultiEdit of a mapped file, lint the file on disk. */
export async function decidePostToolUse(payload: ToolPayload, settings: HookSettings, environment: HookEnvironment): Promise<HookDecision> {
  const event = 'PostToolUse';
  if (!WRITE_TOOLS.has(payload.toolName) || !settings.postToolUse.enabled || !settings.hasFileMapping) return allow(event, 'not_checked');
  const path = writtenPath(payload.toolInput);
  if (path === null) return allow(event, 'payload_malformed', { notes: [`the ${payload.toolName} payload has no usable file_path`] });
  return checkWrittenFile({ path, tool: payload.toolName }, settings, environment);
}
