import type { GitOutput, Host, HostDirEntry, HostStat } from './host.js';
import { DEFAULT_MAX_READ_BYTES, HostError } from './host.js';
import { dirname, normalizePath, resolvePath } from '../paths/posix.js';
import { compareCodePoints } from '../python/text.js';

export interface MemoryHostOptions {
  /** Working directory (absolute). Default `/work`. */
  cwd?: string;
  /** Path → content. Parent directories are implied. Relative paths are under `cwd`. */
  files?: Readonly<Record<string, string | Uint8Array>>;
  /** Extra (possibly empty) directories. */
  directories?: readonly string[];
  /** Link path → target (relative targets resolve against the link's directory). */
  symlinks?: Readonly<Record<string, string>>;
  /** Paths whose reads fail with `EACCES`. */
  unreadable?: readonly string[];
  /**
   * Paths that are neither files nor directories (a FIFO, a device such as `/dev/zero`, a
   * socket): `stat` says `other`, reads fail with `ENOTFILE`.
   */
  special?: readonly string[];
  /** Answers `git` calls; default: every call exits 128 ("not a git repository"). */
  git?: (args: readonly string[], cwd: string) => GitOutput | Promise<GitOutput>;
}

const MAX_LINK_HOPS = 40;

/**
 * An in-memory `Host` for tests and for hosts that hold their files in memory. It models
 * regular files, directories and symlinks (including links that point out of a root),
 * unreadable files and special files (FIFOs, devices), with the same read caps as the Node host,
 * so that containment and error paths can be tested without a disk.
 */
export function createMemoryHost(options: MemoryHostOptions = {}): Host {
  const cwd = normalizePath(options.cwd ?? '/work');
  const files = new Map<string, Uint8Array>();
  const directories = new Set<string>(['/']);
  const links = new Map<string, string>();
  const unreadable = new Set<string>();
  const special = new Set<string>();
  const inodes = new Map<string, number>();
  const encoder = new TextEncoder();

  const absolute = (path: string) => resolvePath(cwd, path);
  const addParents = (path: string) => {
    for (let dir = dirname(path); !directories.has(dir); dir = dirname(dir)) directories.add(dir);
  };

  directories.add(cwd);
  addParents(cwd);
  for (const [path, content] of Object.entries(options.files ?? {})) {
    const abs = absolute(path);
    files.set(abs, typeof content === 'string' ? encoder.encode(content) : content);
    addParents(abs);
  }
  for (const dir of options.directories ?? []) {
    const abs = absolute(dir);
    directories.add(abs);
    addParents(abs);
  }
  for (const [path, target] of Object.entries(options.symlinks ?? {})) {
    const abs = absolute(path);
    links.set(abs, target);
    addParents(abs);
  }
  for (const path of options.unreadable ?? []) unreadable.add(absolute(path));
  for (const path of options.special ?? []) {
    const abs = absolute(path);
    special.add(abs);
    addParents(abs);
  }

  /** Resolves every symlink along the path; throws ENOENT/ELOOP. */
  const resolve = (path: string, followLast: boolean): string => {
    let hops = 0;
    let pending = normalizePath(absolute(path)).split('/').filter(Boolean);
    let current = '/';
    while (pending.length > 0) {
      const segment = pending.shift() as string;
      const next = current === '/' ? `/${segment}` : `${current}/${segment}`;
      const target = links.get(next);
      const isLast = pending.length === 0;
      if (target !== undefined && (followLast || !isLast)) {
        if (++hops > MAX_LINK_HOPS) throw new HostError('ELOOP', path);
        const resolved = resolvePath(current, target);
        pending = [...resolved.split('/').filter(Boolean), ...pending];
        current = '/';
        continue;
      }
      if (!isLast && !directories.has(next)) {
        throw new HostError(files.has(next) ? 'ENOTDIR' : 'ENOENT', path);
      }
      current = next;
    }
    return current;
  };

  const kindOf = (abs: string): HostStat['kind'] | null => {
    if (links.has(abs)) return 'symlink';
    if (files.has(abs)) return 'file';
    if (directories.has(abs)) return 'directory';
    if (special.has(abs)) return 'other';
    return null;
  };

  const inodeOf = (abs: string): number => {
    let ino = inodes.get(abs);
    if (ino === undefined) inodes.set(abs, (ino = inodes.size + 1));
    return ino;
  };

  const statOf = (abs: string): HostStat | null => {
    const kind = kindOf(abs);
    if (kind === null) return null;
    return { kind, size: kind === 'file' ? (files.get(abs) as Uint8Array).length : 0, dev: 1, ino: inodeOf(abs) };
  };

  return {
    cwd,
    async readFile(path, readOptions) {
      const abs = resolve(path, true);
      if (directories.has(abs)) throw new HostError('EISDIR', path);
      if (special.has(abs)) throw new HostError('ENOTFILE', path, `ENOTFILE: ${path} is not a regular file`);
      const content = files.get(abs);
      if (content === undefined) throw new HostError('ENOENT', path);
      if (unreadable.has(abs) || unreadable.has(absolute(path))) throw new HostError('EACCES', path);
      const cap = readOptions?.maxBytes ?? DEFAULT_MAX_READ_BYTES;
      if (content.length > cap) throw new HostError('EFBIG', path, `EFBIG: ${path} is over the ${cap}-byte read cap`);
      return content;
    },
    async stat(path) {
      try {
        return statOf(resolve(path, true));
      } catch (error) {
        if (error instanceof HostError && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return null;
        throw error;
      }
    },
    async lstat(path) {
      try {
        return statOf(resolve(path, false));
      } catch (error) {
        if (error instanceof HostError && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return null;
        throw error;
      }
    },
    async realpath(path) {
      const abs = resolve(path, true);
      if (kindOf(abs) === null) throw new HostError('ENOENT', path);
      return abs;
    },
    async readDir(path) {
      const abs = resolve(path, true);
      if (!directories.has(abs)) throw new HostError(files.has(abs) ? 'ENOTDIR' : 'ENOENT', path);
      const prefix = abs === '/' ? '/' : `${abs}/`;
      const entries = new Map<string, HostDirEntry>();
      const consider = (candidate: string) => {
        if (!candidate.startsWith(prefix) || candidate === abs) return;
        const name = candidate.slice(prefix.length).split('/')[0] as string;
        if (!entries.has(name)) entries.set(name, { name, kind: kindOf(prefix + name) ?? 'directory' });
      };
      for (const candidate of files.keys()) consider(candidate);
      for (const candidate of directories) consider(candidate);
      for (const candidate of links.keys()) consider(candidate);
      for (const candidate of special) consider(candidate);
      return [...entries.values()].sort((a, b) => compareCodePoints(a.name, b.name));
    },
    async git(args, gitOptions) {
      const where = absolute(gitOptions?.cwd ?? cwd);
      if (options.git) return options.git(args, where);
      return { exitCode: 128, stdout: '', stderr: 'fatal: not a git repository (memory host)\n' };
    },
  };
}
