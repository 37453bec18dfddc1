import type { HookOutcome } from '@gauntlet/contracts/codes';
import type { HookEventName } from './types.js';

/**
 * Hook payloads are written by the agent host from what the agent did: untrusted JSON. Reading
 * one is validation; anything we cannot read is allowed with one note (docs/guides/claude-code.md).
 */

/** The largest payload read (a Write payload carries the whole file). */
export const MAX_PAYLOAD_BYTES = 32 * 1024 * 1024;
/** Longer names, ids and paths in a payload are not read. */
const MAX_FIELD_CHARS = 4096;

interface PayloadBase {
  /** The raw payload object, for checks that read other spellings (the gate-ledger guard). */
  raw: Record<string, unknown>;
  /** The session's working directory (absolute), or null when absent or not absolute. */
  cwd: string | null;
  agentType: string | null;
}

export interface ToolPayload extends PayloadBase {
  event: 'PreToolUse' | 'PostToolUse';
  toolName: string;
  toolInput: Record<string, unknown>;
}

export interface SubagentStopPayload extends PayloadBase {
  event: 'SubagentStop';
  stopHookActive: boolean;
  agentId: string | null;
  transcriptPath: string | null;
  lastAssistantMessage: string | null;
}

export interface StopPayload extends PayloadBase {
  event: 'Stop';
  stopHookActive: boolean;
  lastAssistantMessage: string | null;
}

export type HookPayload = ToolPayload | SubagentStopPayload | StopPayload;

export type PayloadReading =
  | { ok: true; payload: HookPayload }
  | { ok: false; event: HookEventName | null; outcome: Extract<HookOutcome, 'payload_malformed' | 'event_unknown'>; note: string };

export const HOOK_EVENTS: readonly HookEventName[] = ['PreToolUse', 'PostToolUse', 'SubagentStop', 'Stop'];

/** `PreToolUse`, `pre-tool-use` (any case) → `PreToolUse`; anything else → null. */
export function normalizeEventName(name: string): HookEventName | null {
  const squashed = name.replace(/[-_]/g, '').toLowerCase();
  return HOOK_EVENTS.find((event) => event.toLowerCase() === squashed) ?? null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shortString = (value: unknown): string | null => (typeof value === 'string' && value !== '' && value.length <= MAX_FIELD_CHARS && !value.includes('\0') ? value : null);
const absolute = (value: unknown): string | null => {
  const path = shortString(value);
  return path !== null && path.startsWith('/') ? path : null;
};

/** A value shown in a note: short, one line, control characters escaped. */
export function quoted(value: string, max = 60): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value;
  return JSON.stringify(cut).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function parse(input: unknown): { value: unknown } | { problem: string } {
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) return { value: input };
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > MAX_PAYLOAD_BYTES) return { problem: `the payload is over the ${MAX_PAYLOAD_BYTES}-byte cap` };
  const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
  if (text.trim() === '') return { problem: 'the payload is empty' };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: 'the payload is not JSON' };
  }
}

/**
 * Reads a hook payload (JSON text, bytes, or an already parsed object) for the event it names,
 * which must equal `expected` when given (the hook's EVENT argument). Never throws.
 */
export function readHookPayload(input: unknown, expected?: string | null): PayloadReading {
  const wanted = expected === undefined || expected === null ? null : normalizeEventName(expected);
  if (expected !== undefined && expected !== null && wanted === null) {
    return { ok: false, event: null, outcome: 'event_unknown', note: `unknown hook event ${quoted(expected)} (handled: ${HOOK_EVENTS.join(', ')})` };
  }
  const parsed = parse(input);
  if ('problem' in parsed) return { ok: false, event: wanted, outcome: 'payload_malformed', note: parsed.problem };
  const raw = parsed.value;
  if (!isRecord(raw)) return { ok: false, event: wanted, outcome: 'payload_malformed', note: 'the payload is not a JSON object' };
  const named = raw.hook_event_name;
  if (typeof named !== 'string') return { ok: false, event: wanted, outcome: 'payload_malformed', note: 'the payload has no hook_event_name' };
  const event = normalizeEventName(named);
  if (event === null) return { ok: false, event: wanted, outcome: 'event_unknown', note: `no check for hook event ${quoted(named)}` };
  if (wanted !== null && event !== wanted) {
    return { ok: false, event: wanted, outcome: 'event_unknown', note: `the payload is a ${event} event, the hook was installed for ${wanted}` };
  }
  const base: PayloadBase = { raw, cwd: absolute(raw.cwd), agentType: shortString(raw.agent_type) };
  const message = typeof raw.last_assistant_message === 'string' ? raw.last_assistant_message : null;
  const active = raw.stop_hook_active === true;
  switch (event) {
    case 'PreToolUse':
    case 'PostToolUse': {
      const toolName = shortString(raw.tool_name);
      if (toolName === null) return { ok: false, event, outcome: 'payload_malformed', note: `the ${event} payload has no tool_name` };
      return { ok: true, payload: { ...base, event, toolName, toolInput: isRecord(raw.tool_input) ? raw.tool_input : {} } };
    }
    case 'SubagentStop':
      return {
        ok: true,
        payload: { ...base, event, stopHookActive: active, agentId: shortString(raw.agent_id), transcriptPath: absolute(raw.agent_transcript_path), lastAssistantMessage: message },
      };
    case 'Stop':
      return { ok: true, payload: { ...base, event, stopHookActive: active, lastAssistantMessage: message } };
  }
}
