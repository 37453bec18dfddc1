import { renderClaudeAnswer, type ClaudeHookAnswer } from './claude.js';
import { decideHook } from './decide.js';
import { allow } from './decision.js';
import { readHookPayload } from './payload.js';
import type { HookConfig, HookDecision, HookEnvironment } from './types.js';

/** The config and environment for a payload's `cwd`, or why there are none (a note; the hook allows). */
export type EnvironmentResolution = { ok: true; config: HookConfig; environment: HookEnvironment } | { ok: false; note: string };

/**
 * Builds the environment of one request from the payload's `cwd` (null when the payload has
 * none, or no absolute one): the adapter decides which directories it serves and refuses the rest.
 */
export type ResolveEnvironment = (cwd: string | null) => Promise<EnvironmentResolution>;

export interface HookRequest {
  /** The payload: JSON text, its bytes, or an object already parsed. */
  payload: unknown;
  /** The event the hook was installed for (`gauntlet-lint hook EVENT`), if any. */
  event?: string | null;
}

/**
 * One Claude Code hook request from payload to answer: read the payload, resolve its
 * environment, decide, render. `gauntlet-lint hook` prints the answer; `serve` sends it as the
 * HTTP body; both give the same bytes for the same payload. Never throws.
 */
export async function answerClaudeHook(request: HookRequest, resolve: ResolveEnvironment): Promise<{ decision: HookDecision; answer: ClaudeHookAnswer }> {
  const decision = await decideRequest(request, resolve);
  return { decision, answer: renderClaudeAnswer(decision) };
}

async function decideRequest(request: HookRequest, resolve: ResolveEnvironment): Promise<HookDecision> {
  const reading = readHookPayload(request.payload, request.event);
  if (!reading.ok) return allow(reading.event, reading.outcome, { notes: [reading.note] });
  const { payload } = reading;
  let resolution: EnvironmentResolution;
  try {
    resolution = await resolve(payload.cwd);
  } catch (error) {
    resolution = { ok: false, note: `internal error: ${error instanceof Error ? error.message : String(error)} (this is a bug; please report it)` };
  }
  if (!resolution.ok) return allow(payload.event, 'check_failed', { notes: [resolution.note] });
  return decideHook(payload, resolution.config, resolution.environment);
}
