import type { Host } from '../host/host.js';
import { isHostError } from '../host/host.js';
import { isAbsolutePath, isWithin, joinPath, normalizePath, resolvePath, toPosix } from './posix.js';

/** Why a path from an input was refused. */
export type ContainmentFailure = 'empty' | 'absolute' | 'parent_segment' | 'nul_byte' | 'symlink_escape' | 'missing';

export type Containment =
  | { ok: true; /** The canonical absolute path (symlinks resolved), inside the root. */ path: string }
  | { ok: false; failure: ContainmentFailure; detail: string };

/**
 * Lexical check of a path that came from input (a receipt, a plan, a manifest): it must be
 * relative, non-empty, free of NUL bytes and of `..` segments. Does no I/O.
 */
export function checkRelativePath(path: string): { ok: true; path: string } | { ok: false; failure: ContainmentFailure; detail: string } {
  if (path.length === 0) return { ok: false, failure: 'empty', detail: 'the path is empty' };
  if (path.includes('\0')) return { ok: false, failure: 'nul_byte', detail: 'the path contains a NUL byte' };
  const posix = toPosix(path);
  if (isAbsolutePath(posix) || posix.startsWith('//')) {
    return { ok: false, failure: 'absolute', detail: 'absolute paths are not allowed' };
  }
  if (posix.split('/').includes('..')) {
    return { ok: false, failure: 'parent_segment', detail: '".." segments are not allowed' };
  }
  return { ok: true, path: normalizePath(posix) };
}

/**
 * Resolves an input path inside `root` and proves it stays there after every symlink is
 * resolved: the canonical path of the target must lie within the canonical path of the root.
 * A symlinked root is fine (its own target is the boundary); a link inside it that points out
 * is `symlink_escape`. Nothing is read.
 */
export async function resolveInsideRoot(host: Host, root: string, path: string): Promise<Containment> {
  const lexical = checkRelativePath(path);
  if (!lexical.ok) return lexical;
  let realRoot: string;
  try {
    realRoot = await host.realpath(resolvePath(host.cwd, root));
  } catch {
    return { ok: false, failure: 'missing', detail: `the root ${root} does not exist` };
  }
  const candidate = joinPath(realRoot, lexical.path);
  let real: string;
  try {
    real = await host.realpath(candidate);
  } catch (error) {
    if (!isHostError(error, 'ENOENT')) return { ok: false, failure: 'missing', detail: `${path} cannot be resolved` };
    // A missing target: refuse if an existing ancestor already escapes, else report missing.
    const ancestor = await deepestExistingAncestor(host, candidate);
    if (ancestor !== null && !isWithin(realRoot, ancestor)) {
      return { ok: false, failure: 'symlink_escape', detail: `${path} resolves outside the root through a symlink` };
    }
    return { ok: false, failure: 'missing', detail: `${path} does not exist` };
  }
  if (!isWithin(realRoot, real)) {
    return { ok: false, failure: 'symlink_escape', detail: `${path} resolves outside the root through a symlink` };
  }
  return { ok: true, path: real };
}

async function deepestExistingAncestor(host: Host, path: string): Promise<string | null> {
  let current = normalizePath(path);
  while (current !== '/' && current !== '.') {
    const slash = current.lastIndexOf('/');
    current = slash <= 0 ? '/' : current.slice(0, slash);
    try {
      return await host.realpath(current);
    } catch {
      // keep climbing
    }
  }
  return null;
}
