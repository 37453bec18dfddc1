import type { Host } from '@gauntlet/core';
import { isWithin, joinPath, normalizePath, relativePath, resolvePath, toPosix } from '@gauntlet/core';
import type { HookEnvironment } from './types.js';

/**
 * A path from a payload as a path inside the project (relative to its root, the payload's
 * `cwd`), or null when it leaves it lexically: absolute elsewhere, or with `..` segments.
 * Symlinks are resolved later, by the read or lint that follows.
 */
export function projectPath(host: Host, path: string): string | null {
  if (path === '' || path.includes('\0')) return null;
  const posix = toPosix(path);
  if (posix.split('/').includes('..')) return null;
  const absolute = resolvePath(host.cwd, posix);
  if (absolute === host.cwd || !isWithin(host.cwd, absolute)) return null;
  return normalizePath(relativePath(host.cwd, absolute));
}

/** Directories outside the project that transcripts and the gate ledger may be read from. */
export function outsideReadRoots(environment: HookEnvironment): string[] {
  if (environment.extraReadRoots !== undefined) return environment.extraReadRoots.filter((root) => root.startsWith('/'));
  const home = environment.home;
  return typeof home === 'string' && home.startsWith('/') && home !== '/' ? [joinPath(home, '.claude', 'projects')] : [];
}
