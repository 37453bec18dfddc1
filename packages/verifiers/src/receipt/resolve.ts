import { type Host, isWithin, joinPath, normalizePath, relativePath, resolvePath } from '@gauntlet/core';
import type { Resolution } from './state.js';

/** The effective roots and their probe bases (docs/rules/receipt/README.md#roots-and-path-resolution). */
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
      if (!stat || (stat.mode !== undefined && (stat.mode & 0o022) !== 0)) return { refused: dir };
      return { toplevel: dir };
    }
    const parent = dir === '/' ? undefined : dir.slice(0, Math.max(1, dir.lastIndexOf('/')));
    if (parent === undefined || parent === dir) return {};
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

async function regularFileInside(host: Host, candidate: string, union: readonly string[]): Promise<string | undefined> {
  if (candidate.includes('\0')) return undefined;
  let real: string;
  try {
    real = await host.realpath(candidate);
  } catch {
    return undefined;
  }
  if (!union.some((member) => isWithin(member, real))) return undefined;
  const stat = await host.stat(real).catch(() => null);
  return stat?.kind === 'file' ? real : undefined;
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
      if (!found.includes(hit)) {
        if (found.length === 0) {
          root = base;
          viaToplevel = candidate.toplevel;
        }
        found.push(hit);
      }
      break;
    }
  }
  return { path: found[0], found, root, viaToplevel };
}

export const isPathShaped = (name: string) => name.includes('/') || name.startsWith('/');

/** Components of the resolved path below the root it was found under. */
export function depthBelowRoot(resolution: Resolution): string | undefined {
  if (!resolution.path || !resolution.root) return undefined;
  if (!isWithin(resolution.root, resolution.path)) return undefined;
  return relativePath(resolution.root, resolution.path);
}

export function baseNameOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? path : path.slice(slash + 1);
}

