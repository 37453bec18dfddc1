import type { Host } from '@gauntlet/core';
import { answerClaudeHook, type ClaudeHookAnswer, type HookDecision } from '@gauntlet/hosts';
import type { ConfigCache } from '../../config-cache.js';
import { hookResolver } from './environment.js';

export interface HookAnswerRequest {
  /** The host of the process; its cwd is the default project root. */
  host: Host;
  env: Readonly<Record<string, string | undefined>>;
  /** The payload as received: bytes, JSON text, or an object already parsed. */
  payload: unknown;
  /** The event the hook was installed for (`gauntlet-lint hook EVENT`), if any. */
  event?: string | null;
  /** Payload `cwd`s must lie in this directory (default: `CLAUDE_PROJECT_DIR`, else the host's cwd). */
  root?: string;
  /** Config texts kept across requests by a long-lived server (`serve`). */
  configCache?: ConfigCache;
}

/**
 * One Claude Code hook request answered on the CLI's lint service: what `gauntlet-lint hook`
 * prints (stdout, the stderr notes, the exit code). `serve` sends the same `stdout` bytes as its
 * HTTP body, so both transports answer a payload identically. Never throws.
 */
export async function answerHook(request: HookAnswerRequest): Promise<{ decision: HookDecision; answer: ClaudeHookAnswer }> {
  const { host, env, root, configCache } = request;
  const resolve = hookResolver({ host, env, ...(root === undefined ? {} : { root }), ...(configCache === undefined ? {} : { configCache }) });
  return answerClaudeHook({ payload: request.payload, event: request.event ?? null }, resolve);
}
