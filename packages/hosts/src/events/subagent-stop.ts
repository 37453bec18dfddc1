import { allow, checkFailed, refuse } from '../decision.js';
import type { SubagentStopPayload } from '../payload.js';
import { quoted } from '../payload.js';
import { matchesAny } from '../patterns.js';
import { outsideReadRoots } from '../project.js';
import { blockersOf } from '../ratchet.js';
import { readInside } from '../reads.js';
import { blockReason, countBlockers } from '../reason.js';
import { findReceipt } from '../receipt.js';
import { receiptOptions, type HookSettings } from '../settings.js';
import { lastAssistantText } from '../transcript.js';
import type { HookDecision, HookEnvironment } from '../types.js';

/** The largest transcript read when the payload carries no `last_assistant_message`. */
export const MAX_TRANSCRIPT_BYTES = 32 * 1024 * 1024;

/**
 * The subagent's last message: the payload's `last_assistant_message`, else the last assistant
 * text of its transcript (inside the project or `~/.claude/projects`, a regular file, capped).
 */
async function lastMessage(payload: SubagentStopPayload, environment: HookEnvironment): Promise<{ text: string | null; note?: string }> {
  if (payload.lastAssistantMessage !== null) return { text: payload.lastAssistantMessage };
  if (payload.transcriptPath === null) return { text: null };
  const roots = [environment.host.cwd, ...outsideReadRoots(environment)];
  const transcript = await readInside(environment.host, payload.transcriptPath, roots, MAX_TRANSCRIPT_BYTES);
  if (!transcript.ok) return { text: null, note: `the subagent transcript was not read: ${transcript.why}` };
  return { text: lastAssistantText(transcript.text) };
}

/**
 * SubagentStop: lint the receipt the subagent returns (Tier 1 always; Tier 2, strict, roots and
 * the ledger binding as configured). An agent type that must return a receipt and returned none
 * is blocked. While `stop_hook_active`, blockers are reported, not blocked again (the loop guard).
 */
export async function decideSubagentStop(payload: SubagentStopPayload, settings: HookSettings, environment: HookEnvironment): Promise<HookDecision> {
  const event = 'SubagentStop';
  const config = settings.subagentStop;
  if (!config.enabled) return allow(event, 'not_checked');
  const message = await lastMessage(payload, environment);
  const notes = message.note === undefined ? [] : [message.note];
  const receipt = message.text === null ? null : findReceipt(message.text);
  const agent = payload.agentType;
  const required = agent !== null && matchesAny(config.requireReceipt, agent);
  const refuseOrReport = (decision: HookDecision): HookDecision =>
    payload.stopHookActive && !config.blockWhenActive
      ? allow(event, 'loop_guard', { systemMessage: decision.reason ?? '', findings: decision.findings, notes: decision.notes })
      : decision;

  if (receipt === null) {
    if (!required) return allow(event, 'not_checked', { notes });
    if (message.note !== undefined && message.text === null) return checkFailed(event, message.note, config.failClosed);
    const reason = [
      `gauntlet: agent type ${quoted(agent ?? '')} must end its work with a receipt, and its last message has none`,
      'rules: hooks/receipt-required (docs/guides/claude-code.md)',
      '- receipt_missing: no line of the last message begins "RCPT v1".',
      '  fix: End your final message with your receipt, starting at column 0 with "RCPT v1.1 <skill>/<dispatch-id>".',
    ].join('\n');
    return refuseOrReport(refuse(event, 'receipt_missing', reason, [], notes));
  }
  const answer = await environment.linter.lintText({ command: 'receipt', text: receipt, options: receiptOptions(config.receipt) });
  if (!answer.ok) return checkFailed(event, `cannot lint the receipt: ${answer.error}`, config.failClosed);
  const blockers = blockersOf(answer.report);
  if (blockers.length === 0) return allow(event, 'clean', { notes });
  const reason = blockReason({
    headline: `the receipt returned${agent === null ? '' : ` by ${quoted(agent)}`} has ${countBlockers(blockers.length)}`,
    findings: blockers,
    max: settings.maxFindings,
    footer: 'Fix the receipt (or the work it describes) and return it again; line numbers count from the RCPT line.',
  });
  return refuseOrReport(refuse(event, 'receipt_has_blockers', reason, blockers, notes));
}
