import { type Host, joinPath } from '@gauntlet/core';

/** What `init` saw of a repository: paths relative to its root, POSIX, sorted. */
export interface RepoScan {
  files: string[];
  dirs: string[];
  /** Set when a limit stopped the walk (the findings are then from the part it saw). */
  truncated: boolean;
}

export interface ScanLimits {
  maxEntries: number;
  maxDepth: number;
}

export const SCAN_LIMITS: ScanLimits = { maxEntries: 50_000, maxDepth: 12 };

// Never workflow artifacts, and often huge. Dot folders are walked: .build-loop, .planning, .pi, .claude.
const SKIPPED = new Set(['node_modules', '.git', '.turbo', 'dist', 'coverage']);

/**
 * Walks the repository breadth-first through the Host, without following links (a link is
 * neither a file nor a folder here), up to the limits.
 */
export async function scanRepo(host: Host, root: string, limits: ScanLimits = SCAN_LIMITS): Promise<RepoScan> {
  const files: string[] = [];
  const dirs: string[] = [];
  let seen = 0;
  let truncated = false;
  let level: string[] = [''];
  for (let depth = 0; level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      const entries = await host.readDir(dir === '' ? root : joinPath(root, dir)).catch(() => []);
      for (const entry of entries) {
        if (++seen > limits.maxEntries) {
          truncated = true;
          break;
        }
        const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (entry.kind === 'file') files.push(path);
        else if (entry.kind === 'directory' && !SKIPPED.has(entry.name)) {
          dirs.push(path);
          if (depth + 1 < limits.maxDepth) next.push(path);
          else truncated = true;
        }
      }
      if (truncated && seen > limits.maxEntries) break;
    }
    if (seen > limits.maxEntries) break;
    level = next;
  }
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return { files: files.sort(byCodePoint), dirs: dirs.sort(byCodePoint), truncated };
}
