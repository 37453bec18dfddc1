/**
 * Merging gauntlet's hooks into Claude Code's `.claude/settings.json`: pure, so that what `init
 * claude` writes is tested without a disk. Every existing setting and hook is kept; an event
 * that already runs gauntlet (its command hook or the http hook of `serve`) is left alone, or,
 * with `force`, switched to the entry asked for.
 */

export type HookTransport = { kind: 'command'; command: string } | { kind: 'http'; url: string; tokenVariable: string };

interface EventSpec {
  event: 'PreToolUse' | 'PostToolUse' | 'SubagentStop' | 'Stop';
  matcher?: string;
}

/** The events gauntlet answers, with the tool matcher of the tool events. */
export const HOOKED_EVENTS: readonly EventSpec[] = [
  { event: 'PreToolUse', matcher: 'Write|Edit|MultiEdit' },
  { event: 'PostToolUse', matcher: 'Write|Edit|MultiEdit' },
  { event: 'SubagentStop' },
  { event: 'Stop' },
];

export interface MergeResult {
  settings: Record<string, unknown>;
  /** One line per event: what happened to it. */
  changes: string[];
  changed: boolean;
}

type HookEntry = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hook entry for one event. */
export function hookEntry(transport: HookTransport, event: string): HookEntry {
  if (transport.kind === 'command') return { type: 'command', command: `${transport.command} hook ${event}` };
  return {
    type: 'http',
    url: transport.url,
    headers: { Authorization: `Bearer $${transport.tokenVariable}` },
    allowedEnvVars: [transport.tokenVariable],
  };
}

const OUR_COMMAND = /(^|[\s/"'])gauntlet-lint["']?\s+hook(\s|$)/;
/** `serve`'s hook path on a loopback address: the only http hooks `init claude` writes. */
const OUR_URL = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?\/hook$/;

/** Whether a hook entry is one of ours: a `gauntlet-lint hook` command, or the http hook of `serve`. */
function isOurs(entry: unknown): entry is HookEntry {
  if (!isRecord(entry)) return false;
  if (entry.type === 'command') return typeof entry.command === 'string' && OUR_COMMAND.test(entry.command);
  return entry.type === 'http' && typeof entry.url === 'string' && OUR_URL.test(entry.url);
}

export class SettingsError extends Error {}

/**
 * Adds gauntlet's hooks to `current` (the parsed settings, or null when there is no file).
 * Throws `SettingsError` for a file whose `hooks` is not the shape Claude Code reads (we never
 * rewrite what we do not understand).
 */
export function mergeHooks(current: unknown, transport: HookTransport, force: boolean): MergeResult {
  if (current !== null && !isRecord(current)) throw new SettingsError('it is not a JSON object');
  const settings: Record<string, unknown> = { ...(current ?? {}) };
  if (settings.hooks !== undefined && !isRecord(settings.hooks)) throw new SettingsError('its "hooks" is not an object');
  const hooks: Record<string, unknown> = { ...((settings.hooks as Record<string, unknown> | undefined) ?? {}) };
  const changes: string[] = [];
  let changed = false;
  for (const { event, matcher } of HOOKED_EVENTS) {
    const existing = hooks[event];
    if (existing !== undefined && !Array.isArray(existing)) throw new SettingsError(`its "hooks.${event}" is not an array`);
    const groups: unknown[] = [...((existing as unknown[] | undefined) ?? [])];
    const wanted = hookEntry(transport, event);
    const label = `${event}${matcher ? ` (${matcher})` : ''}`;
    let found = false;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g];
      if (!isRecord(group) || !Array.isArray(group.hooks)) continue;
      const at = group.hooks.findIndex(isOurs);
      if (at < 0) continue;
      found = true;
      const current = group.hooks[at] as HookEntry;
      if (JSON.stringify(current) === JSON.stringify(wanted)) {
        changes.push(`kept     ${label}: already runs ${describe(current)}`);
      } else if (force) {
        const entries = [...group.hooks];
        entries[at] = wanted;
        groups[g] = { ...group, hooks: entries };
        changes.push(`updated  ${label}: ${describe(wanted)} (was ${describe(current)})`);
        changed = true;
      } else {
        changes.push(`kept     ${label}: already runs ${describe(current)} (--force replaces it with ${describe(wanted)})`);
      }
      break;
    }
    if (!found) {
      groups.push({ ...(matcher ? { matcher } : {}), hooks: [wanted] });
      changes.push(`added    ${label}: ${describe(wanted)}`);
      changed = true;
    }
    hooks[event] = groups;
  }
  settings.hooks = hooks;
  return { settings, changes, changed };
}

function describe(entry: HookEntry): string {
  if (entry.type === 'command') return String(entry.command);
  return `POST ${String(entry.url)}`;
}
