import type { Host } from '@gauntlet/core';
import { GauntletError, isAbsolutePath, isWithin, relativePath, resolveInsideRoot, toPosix } from '@gauntlet/core';

/** A path as the CLI's error lines show it: quoted when it has spaces or quotes, or is empty. */
export const quotePath = (path: string): string => (/[\s"']/.test(path) || path === '' ? JSON.stringify(path) : path);

/**
 * Refuses a path from a request that leaves the working directory: `..` segments, NUL bytes,
 * an absolute path elsewhere, or a symlink (anywhere along it) that points out. An absolute path
 * inside the working directory is fine (clients such as Claude Code pass absolute paths); it is
 * checked in its relative form and handed on as given, so the report keeps it.
 *
 * A path that does not exist passes: the command then reports it missing in the CLI's own words.
 */
export async function checkInsideRoot(host: Host, path: string, label: string): Promise<void> {
  const refuse = (why: string) =>
    new GauntletError('input_unreadable', `cannot read ${label} (${why}; inputs must stay inside the working directory ${host.cwd})`);
  let relative = path;
  if (isAbsolutePath(path)) {
    const posix = toPosix(path);
    if (posix.split('/').includes('..')) throw refuse('".." segments are not allowed');
    if (!isWithin(host.cwd, posix)) throw refuse('it is outside the working directory');
    relative = relativePath(host.cwd, posix);
  }
  const contained = await resolveInsideRoot(host, host.cwd, relative);
  if (contained.ok || contained.failure === 'missing') return;
  throw refuse(contained.detail);
}
