import { allow } from '../decision.js';
import { WRITE_TOOLS, applyWrite, writtenPath } from '../edits.js';
import type { ToolPayload } from '../payload.js';
import { projectPath } from '../project.js';
import { MAX_FILE_BYTES, readInside } from '../reads.js';
import type { HookSettings } from '../settings.js';
import type { HookDecision, HookEnvironment } from '../types.js';
import { guardLedger } from './ledger-guard.js';
import { checkProposedWrite } from './write-check.js';

/**
 * PreToolUse: for Write/Edit/MultiEdit, the gate-ledger write guard, then the content the tool
 * would leave, checked with the ratchet.
 */
export async function decidePreToolUse(payload: ToolPayload, settings: HookSettings, environment: HookEnvironment): Promise<HookDecision> {
  const event = 'PreToolUse';
  if (!WRITE_TOOLS.has(payload.toolName) || !settings.enabled) return allow(event, 'not_checked');
  const path = writtenPath(payload.toolInput);
  if (path === null) return allow(event, 'payload_malformed', { notes: [`the ${payload.toolName} payload has no usable file_path`] });
  if (settings.preToolUse.ledgerGuard) {
    const refused = await guardLedger(payload, environment);
    if (refused) return refused;
  }
  if (!settings.preToolUse.enabled || !settings.hasFileMapping) return allow(event, 'not_checked');
  const inside = projectPath(environment.host, path);
  if (inside === null) return allow(event, 'not_checked', { notes: [`not checked: ${path} is outside the project`] });
  const existing = await readInside(environment.host, inside, [environment.host.cwd], MAX_FILE_BYTES);
  if (!existing.ok && !existing.missing) return allow(event, 'not_checked', { notes: [`not checked: ${existing.why}`] });
  const content = applyWrite(payload.toolName, payload.toolInput, existing.ok ? existing.text : null);
  if (!content.ok) return allow(event, 'not_checked', { notes: [`not checked: the ${payload.toolName} fails by itself (${content.why})`] });
  return checkProposedWrite({ path: inside, content: content.content, exists: existing.ok, tool: payload.toolName }, settings, environment);
}
