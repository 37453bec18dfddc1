import type { Host } from '@gauntlet/core';
import { decodeUtf8, isHostError, isWithin, resolveInsideRoot, relativePath, resolvePath, toPosix } from '@gauntlet/core';

/**
 * Every file the decision core reads itself (an Edit's current file, a transcript, the gate
 * ledger and its verdict markers) goes through here: inside one of the given roots after every
 * symlink is resolved, a regular file (a FIFO or device is refused before a byte is read), and
 * no larger than the cap.
 */

export type ReadOutcome = { ok: true; text: string; path: string } | { ok: false; missing: boolean; why: string };

/** The largest project file read to apply an Edit (the CLI's input cap). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

const refused = (why: string): ReadOutcome => ({ ok: false, missing: false, why });
const missing = (why: string): ReadOutcome => ({ ok: false, missing: true, why });

/** The root (of `roots`) that lexically holds `path`, and the path relative to it. */
function locate(host: Host, path: string, roots: readonly string[]): { root: string; relative: string } | null {
  const posix = toPosix(path);
  if (posix.split('/').includes('..')) return null;
  const absolute = resolvePath(host.cwd, posix);
  for (const root of roots) {
    const base = resolvePath(host.cwd, root);
    if (absolute !== base && isWithin(base, absolute)) return { root: base, relative: relativePath(base, absolute) };
  }
  return null;
}

/** Reads `path` as UTF-8 text if it lies inside one of `roots`; never throws. */
export async function readInside(host: Host, path: string, roots: readonly string[], maxBytes: number): Promise<ReadOutcome> {
  if (path === '' || path.includes('\0')) return refused('the path is empty or holds a NUL byte');
  const place = locate(host, path, roots);
  if (place === null) return refused(`${path} is outside the directories this check may read`);
  try {
    const contained = await resolveInsideRoot(host, place.root, place.relative);
    if (!contained.ok) return contained.failure === 'missing' ? missing(contained.detail) : refused(contained.detail);
    const stat = await host.stat(contained.path);
    if (stat === null) return missing(`${path} does not exist`);
    if (stat.kind !== 'file') return refused(`${path} is not a regular file`);
    if (stat.size > maxBytes) return refused(`${path} is over the ${maxBytes}-byte cap`);
    const bytes = await host.readFile(contained.path);
    if (bytes.byteLength > maxBytes) return refused(`${path} is over the ${maxBytes}-byte cap`);
    return { ok: true, text: decodeUtf8(bytes, { stripBom: true }), path: contained.path };
  } catch (error) {
    if (isHostError(error, 'ENOENT')) return missing(`${path} does not exist`);
    return refused(`${path} cannot be read (${isHostError(error) ? error.code : 'error'})`);
  }
}

/** Whether `path` is a directory inside one of `roots` (symlinks resolved); never throws. */
export async function isDirectoryInside(host: Host, path: string, roots: readonly string[]): Promise<boolean> {
  const place = locate(host, path, roots);
  if (place === null) return false;
  try {
    const contained = await resolveInsideRoot(host, place.root, place.relative);
    return contained.ok && (await host.stat(contained.path))?.kind === 'directory';
  } catch {
    return false;
  }
}

/** The names in a directory inside one of `roots` (empty when it is not one); never throws. */
export async function listInside(host: Host, path: string, roots: readonly string[]): Promise<string[]> {
  const place = locate(host, path, roots);
  if (place === null) return [];
  try {
    const contained = await resolveInsideRoot(host, place.root, place.relative);
    if (!contained.ok) return [];
    return (await host.readDir(contained.path)).filter((entry) => entry.kind === 'file' || entry.kind === 'symlink').map((entry) => entry.name);
  } catch {
    return [];
  }
}
