/**
 * @gauntlet/cli/agent-sdk: gauntlet's hook decisions as Agent SDK callbacks, in-process (no
 * process per event). Pass them as `options.hooks` of `query()` from
 * `@anthropic-ai/claude-agent-sdk`; each callback answers exactly what `gauntlet-lint hook`
 * prints for the same payload (docs/guides/claude-code.md, "Agent SDK").
 *
 * The types here are structural: this package does not depend on the SDK. A test holds them
 * assignable to the SDK's `HookCallbackMatcher`.
 */
import { answerClaudeHook, type ClaudeHookOutput, type HookDecision } from '@gauntlet/hosts';
import { hookResolver } from './modes/hook/environment.js';
import { createNodeHost } from './node-host.js';

export type { ClaudeHookOutput, HookDecision } from '@gauntlet/hosts';

/** An Agent SDK hook callback: `(input, toolUseID, { signal }) => Promise<output>`. */
export type GauntletHookCallback = (input: unknown, toolUseID: string | undefined, options: { signal: AbortSignal }) => Promise<ClaudeHookOutput>;

export interface GauntletHookMatcher {
  matcher?: string;
  hooks: GauntletHookCallback[];
  timeout?: number;
}

export type GauntletHookEvent = 'PreToolUse' | 'PostToolUse' | 'SubagentStop' | 'Stop';

export interface GauntletHooksOptions {
  /** The project: payload `cwd`s must lie inside it (default: `process.cwd()`). */
  root?: string;
  /** Environment variables (`HOME` for the gate-ledger guard and transcripts; default `process.env`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Which events to hook (default: all four). */
  events?: readonly GauntletHookEvent[];
  /** Called with every decision (for logging): its notes are what a command hook prints on stderr. */
  onDecision?: (decision: HookDecision) => void;
}

const TOOL_MATCHER = 'Write|Edit|MultiEdit';
const ALL_EVENTS: readonly GauntletHookEvent[] = ['PreToolUse', 'PostToolUse', 'SubagentStop', 'Stop'];

/**
 * The `hooks` option of an Agent SDK `query()`: one `HookCallbackMatcher` per event. Each call
 * reads the config again (a changed config needs no restart).
 */
export function gauntletHooks(options: GauntletHooksOptions = {}): Partial<Record<GauntletHookEvent, GauntletHookMatcher[]>> {
  const root = options.root ?? process.cwd();
  const resolve = hookResolver({ host: createNodeHost(root), env: options.env ?? process.env, root });
  const callback =
    (event: GauntletHookEvent): GauntletHookCallback =>
    async (input) => {
      const { decision, answer } = await answerClaudeHook({ payload: input, event }, resolve);
      options.onDecision?.(decision);
      return answer.stdout === '' ? {} : (JSON.parse(answer.stdout) as ClaudeHookOutput);
    };
  const hooks: Partial<Record<GauntletHookEvent, GauntletHookMatcher[]>> = {};
  for (const event of options.events ?? ALL_EVENTS) {
    hooks[event] = [{ ...(event === 'PreToolUse' || event === 'PostToolUse' ? { matcher: TOOL_MATCHER } : {}), hooks: [callback(event)] }];
  }
  return hooks;
}
