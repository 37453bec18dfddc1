import type { HostStat } from '@gauntlet/core';

/**
 * Config texts kept by a long-lived process (`serve`, `mcp`), keyed by path and reused while the
 * file's identity, size and times are those of the read: each request still stats the file, so an
 * edit applies to the next request, but an unchanged config is not opened and read again.
 */
export interface ConfigCache {
  /** The text read at this path when the file looked as `stat` says, if any. */
  lookup(path: string, stat: HostStat): string | undefined;
  remember(path: string, stat: HostStat, text: string): void;
}

/** Files a cache keeps at most (a project has one or two configs; a server may serve a few projects). */
const MAX_ENTRIES = 64;

/** What identifies one version of a file; null when the host cannot tell (nothing is cached then). */
function signatureOf(stat: HostStat): string | null {
  if (stat.dev === undefined || stat.ino === undefined || stat.mtimeMs === undefined || stat.ctimeMs === undefined) return null;
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
}

export function createConfigCache(): ConfigCache {
  const entries = new Map<string, { signature: string; text: string }>();
  return {
    lookup(path, stat) {
      const signature = signatureOf(stat);
      const entry = entries.get(path);
      return signature !== null && entry?.signature === signature ? entry.text : undefined;
    },
    remember(path, stat, text) {
      const signature = signatureOf(stat);
      if (signature === null) return;
      entries.delete(path);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(path, { signature, text });
    },
  };
}
