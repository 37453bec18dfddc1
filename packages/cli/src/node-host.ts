import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import type { GitOutput, Host, HostDirEntry, HostErrorCode, HostStat } from '@gauntlet/core';
import { DEFAULT_MAX_READ_BYTES, HostError, compareCodePoints } from '@gauntlet/core';
import { DRIVER_QUERY, driverSettings, safeGitArgs, safeGitEnv } from './git-safety.js';

const KNOWN_CODES = new Set<HostErrorCode>(['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'ELOOP']);
/** The most output one git call may produce (more is an error, never a truncated answer). */
export const GIT_MAX_BUFFER = 256 * 1024 * 1024;
// A FIFO opened without O_NONBLOCK waits for a writer; with it, open returns at once and fstat refuses it.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

function hostError(error: unknown, path: string): HostError {
  if (error instanceof HostError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENXIO' || code === 'EOPNOTSUPP') return notRegular(path);
  const known = code !== undefined && KNOWN_CODES.has(code as HostErrorCode) ? (code as HostErrorCode) : code === 'EPERM' ? 'EACCES' : 'EIO';
  return new HostError(known, path, `${known}: ${path}`);
}

const notRegular = (path: string) => new HostError('ENOTFILE', path, `ENOTFILE: ${path} is not a regular file`);

function kindOf(stats: Stats): HostStat['kind'] {
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  return 'other';
}

function toStat(stats: Stats): HostStat {
  return { kind: kindOf(stats), size: stats.size, mode: stats.mode & 0o7777, dev: stats.dev, ino: stats.ino, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs };
}

function toPosix(path: string): string {
  return path.replace(/\\/g, '/');
}

function refuseUnlessFile(stats: Stats, path: string): void {
  if (stats.isDirectory()) throw new HostError('EISDIR', path);
  if (!stats.isFile()) throw notRegular(path);
}

/**
 * Reads a regular file, at most `cap` bytes: the kind is checked before opening (no device is
 * ever opened) and again on the open descriptor (the path may have been swapped in between), and
 * the size is what the reads return, never what `stat` claims.
 */
export function readRegularFile(absolute: string, path: string, cap: number): Uint8Array {
  refuseUnlessFile(statSync(absolute), path);
  const fd = openSync(absolute, OPEN_FLAGS);
  try {
    const stats = fstatSync(fd);
    refuseUnlessFile(stats, path);
    const tooLarge = () => new HostError('EFBIG', path, `EFBIG: ${path} is over the ${cap}-byte read cap`);
    if (stats.size > cap) throw tooLarge();
    let buffer = Buffer.allocUnsafeSlow(Math.min(stats.size, cap) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const grown = Buffer.allocUnsafeSlow(Math.min(Math.max(buffer.length * 2, 65536), cap + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > cap) throw tooLarge();
    }
    return new Uint8Array(buffer.buffer, buffer.byteOffset, length);
  } finally {
    closeSync(fd);
  }
}

/**
 * The Node.js host: synchronous `node:fs` calls behind the async `Host` interface (one CLI
 * process reads a handful of files; sync calls are faster there), git through `spawnSync`
 * with an argument vector (never a shell) and the overrides of `git-safety.ts`, so that nothing
 * a repository's configuration names is ever run.
 */
export function createNodeHost(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env): Host {
  const abs = (path: string) => resolve(cwd, path);
  const attempt = <T>(path: string, fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(hostError(error, path));
    }
  };
  const statOrNull = (path: string, fn: (p: string) => Stats): Promise<HostStat | null> => {
    try {
      return Promise.resolve(toStat(fn(abs(path))));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return Promise.resolve(null);
      return Promise.reject(hostError(error, path));
    }
  };
  const drivers = new Map<string, string[]>();
  const spawnGit = async (args: readonly string[], where: string, settings: readonly string[]): Promise<GitOutput> => {
    // node:child_process loads lazily: it costs several milliseconds of start-up and most runs never call git.
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync('git', safeGitArgs(args, settings), {
      cwd: where,
      encoding: 'utf8',
      maxBuffer: GIT_MAX_BUFFER,
      env: safeGitEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    if (run.error) throw new HostError('EIO', 'git', gitFailure(run.error));
    return { exitCode: run.status ?? 128, stdout: run.stdout, stderr: run.stderr };
  };
  return {
    cwd: toPosix(cwd),
    readFile: (path, options) => attempt(path, () => readRegularFile(abs(path), path, options?.maxBytes ?? DEFAULT_MAX_READ_BYTES)),
    stat: (path) => statOrNull(path, statSync),
    lstat: (path) => statOrNull(path, lstatSync),
    realpath: (path) => attempt(path, () => toPosix(realpathSync.native(abs(path)))),
    readDir: (path) =>
      attempt(path, () =>
        readdirSync(abs(path), { withFileTypes: true })
          .map((entry): HostDirEntry => ({
            name: entry.name,
            kind: entry.isSymbolicLink() ? 'symlink' : entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : 'other',
          }))
          .sort((a, b) => compareCodePoints(a.name, b.name)),
      ),
    async git(args, options): Promise<GitOutput> {
      const where = options?.cwd === undefined ? cwd : abs(options.cwd);
      let settings = drivers.get(where);
      if (settings === undefined) {
        // The drivers the configuration defines, so that each can be emptied by name.
        const listed = await spawnGit(DRIVER_QUERY, where, []);
        settings = listed.exitCode === 0 ? driverSettings(listed.stdout) : [];
        drivers.set(where, settings);
      }
      return spawnGit(args, where, settings);
    },
  };
}

function gitFailure(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'git is not installed or not on PATH';
  if (code === 'ENOBUFS') return `git printed more than the ${GIT_MAX_BUFFER / (1024 * 1024)} MiB one call may print`;
  return `git could not run (${error.message})`;
}
