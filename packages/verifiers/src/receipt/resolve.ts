import { type Host, type HostStat, isWithin, joinPath, normalizePath, relativePath, resolvePath } from '@gauntlet/core';
import { showPath } from './text.js';

/** A file's (device, inode), when the host reports them. */
export interface FileIdentity {
  dev: number;
  ino: number;
}

export interface Resolution {
  /** The first hit (a canonical absolute path), if any. */
  path: string | undefined;
  /** Every distinct hit, in root order. */
  found: string[];
  /** The supplied root the first hit was found under (as a canonical path). */
  root: string | undefined;
  viaToplevel: boolean;
  /** The first hit's identity, sampled when it was resolved. */
  identity: FileIdentity | undefined;
}

export const identityOf = (stat: HostStat | null | undefined): FileIdentity | undefined =>
  stat?.dev !== undefined && stat.ino !== undefined ? { dev: stat.dev, ino: stat.ino } : undefined;

export const sameIdentity = (a: FileIdentity, b: FileIdentity) => a.dev === b.dev && a.ino === b.ino;

/** The effective roots and their probe bases (docs/rules/receipt/artifacts-on-disk.md). */
export interface RootSet {
  /** Canonical root paths, command-line order, duplicates dropped. */
  roots: string[];
  /** Root → its git toplevel (a probe base), when one is found and accepted. */
  toplevels: Map<string, string | undefined>;
  /** Root → a refused (world-writable) toplevel. */
  refused: Map<string, string>;
  /** Roots plus accepted toplevels: a resolved path must lie inside one of them. */
  union: string[];
}

async function isValidGitMarker(host: Host, dir: string): Promise<boolean> {
  const marker = joinPath(dir, '.git');
  const stat = await host.lstat(marker).catch(() => null);
  if (!stat) return false;
  if (stat.kind === 'directory') {
    const [head, objects, refs] = await Promise.all([
      host.stat(joinPath(marker, 'HEAD')).catch(() => null),
      host.stat(joinPath(marker, 'objects')).catch(() => null),
      host.stat(joinPath(marker, 'refs')).catch(() => null),
    ]);
    return head?.kind === 'file' && objects?.kind === 'directory' && refs?.kind === 'directory';
  }
  if (stat.kind === 'file') {
    const bytes = await host.readFile(marker).catch(() => undefined);
    return bytes !== undefined && new TextDecoder('latin1').decode(bytes.subarray(0, 8)) === 'gitdir: ';
  }
  return false;
}

/** Walks up from a root to the first directory with a valid `.git` marker. */
async function gitToplevel(host: Host, root: string): Promise<{ toplevel?: string; refused?: string }> {
  for (let dir = root; ; ) {
    if (await isValidGitMarker(host, dir)) {
      const stat = await host.stat(dir).catch(() => null);
      if (!stat || ((stat.mode ?? 0) & 0o022) !== 0) return { refused: dir };
      return { toplevel: dir };
    }
    // The parent of `/` is `/` itself: the walk ends there.
    const parent = dir.slice(0, Math.max(1, dir.lastIndexOf('/')));
    if (parent === dir) return {};
    dir = parent;
  }
}

export async function buildRootSet(host: Host, realRoots: readonly string[]): Promise<RootSet> {
  const roots: string[] = [];
  for (const root of realRoots) if (!roots.includes(root)) roots.push(root);
  const toplevels = new Map<string, string | undefined>();
  const refused = new Map<string, string>();
  const union = [...roots];
  for (const root of roots) {
    const found = await gitToplevel(host, root);
    toplevels.set(root, found.toplevel);
    if (found.refused) refused.set(root, found.refused);
    if (found.toplevel && !union.includes(found.toplevel)) union.push(found.toplevel);
  }
  return { roots, toplevels, refused, union };
}

async function regularFileInside(host: Host, candidate: string, union: readonly string[]): Promise<{ real: string; stat: HostStat } | undefined> {
  if (candidate.includes('\0')) return undefined;
  let real: string;
  try {
    real = await host.realpath(candidate);
  } catch {
    return undefined;
  }
  if (!union.some((member) => isWithin(member, real))) return undefined;
  const stat = await host.stat(real).catch(() => null);
  return stat?.kind === 'file' ? { real, stat } : undefined;
}

/**
 * Resolves a receipt name against every root (literal join, then the root's git toplevel):
 * a hit must be a regular file whose canonical path lies inside the containment union, so
 * `..`, absolute names and symlinks that leave the roots resolve to nothing and are never read.
 */
export async function resolveName(host: Host, set: RootSet, name: string): Promise<Resolution> {
  const found: string[] = [];
  let root: string | undefined;
  let viaToplevel = false;
  let identity: FileIdentity | undefined;
  for (const base of set.roots) {
    const candidates: Array<{ path: string; toplevel: boolean }> = [];
    if (name.startsWith('/')) candidates.push({ path: normalizePath(name), toplevel: false });
    else {
      candidates.push({ path: resolvePath(base, name), toplevel: false });
      const top = set.toplevels.get(base);
      if (top) candidates.push({ path: resolvePath(top, name), toplevel: true });
    }
    for (const candidate of candidates) {
      const hit = await regularFileInside(host, candidate.path, set.union);
      if (hit === undefined) continue;
      if (!found.includes(hit.real)) {
        if (found.length === 0) {
          root = base;
          viaToplevel = candidate.toplevel;
          identity = identityOf(hit.stat);
        }
        found.push(hit.real);
      }
      break;
    }
  }
  return { path: found[0], found, root, viaToplevel, identity };
}

export const isPathShaped = (name: string) => name.includes('/');

/** Components of the resolved path below the root it was found under. */
export function depthBelowRoot(resolution: Resolution): string | undefined {
  if (!resolution.path || !resolution.root) return undefined;
  if (!isWithin(resolution.root, resolution.path)) return undefined;
  return relativePath(resolution.root, resolution.path);
}

export function baseNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export const UNRESOLVED: Resolution = Object.freeze({ path: undefined, found: [], root: undefined, viaToplevel: false, identity: undefined });

/**
 * The note for a name found below the top level of its root, or only through a root's git
 * toplevel (docs/rules/receipt/artifacts-on-disk.md), or nothing. `.` and `..` are folded
 * before the depth is counted, so `sub/../keep.txt` found at `<root>/keep.txt` gets none.
 */
export function walkNote(name: string, resolution: Resolution): string | undefined {
  if (!resolution.path) return undefined;
  if (resolution.viaToplevel) return `RESOLVED-OUTSIDE-ROOTS: ${showPath(name)} (${showPath(resolution.path)})`;
  const below = depthBelowRoot(resolution);
  if (below !== undefined && below.split('/').length > 1) return `RESOLVED-BY-WALK: ${showPath(name)} (${showPath(below)})`;
  return undefined;
}
