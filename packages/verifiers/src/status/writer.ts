import { HEALTH_RANK, STATUS_HEALTH } from './parse.js';

/** The arguments of one `pipeline_status.py write` call. */
export interface StatusWriteArgs {
  skill: string;
  phase: string;
  health: string;
  suggestedAction?: string;
  /** New events, inserted at the head one at a time in the order given. */
  events?: readonly string[];
  /** The skill-specific body; not carried forward from the previous file. */
  body?: string;
}

export type StatusWriteResult =
  | { ok: true; text: string; warning?: 'status_suggested_action_missing' }
  | { ok: false; reason: 'status_health_regressed' | 'status_health_invalid'; message: string };

const MAX_EVENTS = 5;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

function fieldOf(text: string, key: string): string | undefined {
  const prefix = `**${key}:**`;
  for (const line of text.split('\n')) if (line.startsWith(prefix)) return line.slice(prefix.length).trim();
  return undefined;
}

function eventsOf(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Recent Events');
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (/^- \[\d{2}:\d{2}\] /.test(line)) out.push(line.trimEnd());
  }
  return out;
}

const secondsOf = (iso: string): number | null => {
  const match = ISO_LOCAL.exec(iso);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  return Number.isNaN(ms) ? null : ms / 1000;
};

/** `Ns` under a minute, `Nm` under an hour, else `Hh Mm`; `?` when Started does not parse. */
export function formatElapsed(started: string, now: string): string {
  const from = secondsOf(started);
  const to = secondsOf(now);
  if (from === null || to === null) return '?';
  const seconds = Math.floor(to - from);
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

/**
 * `pipeline_status.py write` as a pure function (docs/rules/status/README.md#writing-the-file): `prev` is the
 * current file text (null when none), `now` a local ISO timestamp with seconds. A refused write
 * returns `ok: false` and the caller leaves the file untouched.
 */
export function applyStatusWrite(prev: string | null, now: string, args: StatusWriteArgs): StatusWriteResult {
  if (!STATUS_HEALTH.includes(args.health)) {
    return { ok: false, reason: 'status_health_invalid', message: `health ${JSON.stringify(args.health)} is not GREEN, YELLOW or RED` };
  }
  const previous = prev?.replace(/\r\n?/g, '\n') ?? null;
  if (previous !== null) {
    const prevPhase = fieldOf(previous, 'Phase');
    const prevRank = HEALTH_RANK[fieldOf(previous, 'Health') ?? ''];
    const rank = HEALTH_RANK[args.health] as number;
    if (prevPhase !== undefined && prevPhase === args.phase.trim() && prevRank !== undefined && rank < prevRank) {
      return { ok: false, reason: 'status_health_regressed', message: `health cannot move back from ${fieldOf(previous, 'Health')} to ${args.health} within phase ${JSON.stringify(args.phase)}` };
    }
  }
  const started = (previous === null ? undefined : fieldOf(previous, 'Started')?.split(/\s+/)[0]) || now;
  let events = previous === null ? [] : eventsOf(previous);
  const stamp = ISO_LOCAL.exec(now) ? `${now.slice(11, 16)}` : '??:??';
  for (const event of args.events ?? []) events = [`- [${stamp}] ${event}`, ...events];
  events = events.slice(0, MAX_EVENTS);
  const header = ['# Pipeline Status', `**Updated:** ${now}`, `**Started:** ${started}`, `**Skill:** ${args.skill}`, `**Phase:** ${args.phase}`, `**Health:** ${args.health}`];
  const missingAction = args.health !== 'GREEN' && !args.suggestedAction;
  if (args.health !== 'GREEN') header.push(`**Suggested Action:** ${args.suggestedAction ?? ''}`);
  header.push(`**Elapsed:** ${formatElapsed(started, now)}`);
  let text = [...header, '', '## Recent Events', ...events, ''].join('\n');
  if (args.body) text += args.body.startsWith('\n') ? args.body : `\n${args.body}`;
  else text += '\n';
  return missingAction ? { ok: true, text, warning: 'status_suggested_action_missing' } : { ok: true, text };
}
