import { checkFailed } from './decision.js';
import { decidePostToolUse } from './events/post-tool-use.js';
import { decidePreToolUse } from './events/pre-tool-use.js';
import { decideStop } from './events/stop.js';
import { decideSubagentStop } from './events/subagent-stop.js';
import type { HookPayload } from './payload.js';
import { hookSettings, type HookSettings } from './settings.js';
import type { HookConfig, HookDecision, HookEnvironment } from './types.js';

function failClosedOf(settings: HookSettings, payload: HookPayload): boolean {
  switch (payload.event) {
    case 'PreToolUse':
      return settings.preToolUse.failClosed;
    case 'PostToolUse':
      return settings.postToolUse.failClosed;
    case 'SubagentStop':
      return settings.subagentStop.failClosed;
    case 'Stop':
      return settings.stop.failClosed;
  }
}

/**
 * Decides one hook event: a pure function of the payload, the config and the injected
 * environment (files and git through its Host, lints through its Linter). Never throws: a bug
 * of ours is `check_failed`, allowed unless the event is configured `failClosed`.
 */
export async function decideHook(payload: HookPayload, config: HookConfig | null | undefined, environment: HookEnvironment): Promise<HookDecision> {
  const settings = hookSettings(config);
  try {
    switch (payload.event) {
      case 'PreToolUse':
        return await decidePreToolUse(payload, settings, environment);
      case 'PostToolUse':
        return await decidePostToolUse(payload, settings, environment);
      case 'SubagentStop':
        return await decideSubagentStop(payload, settings, environment);
      case 'Stop':
        return await decideStop(payload, settings, environment);
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return checkFailed(payload.event, `internal error: ${why.replace(/[\r\n]+/g, ' ')} (this is a bug; please report it)`, failClosedOf(settings, payload));
  }
}
