import { lstatSync, readFileSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import type { GitOutput, Host, HostDirEntry, HostErrorCode, HostStat } from '@gauntlet/core';
import { HostError, compareCodePoints } from '@gauntlet/core';

const KNOWN_CODES = new Set<HostErrorCode>(['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'ELOOP']);
const GIT_MAX_BUFFER = 256 * 1024 * 1024;

function hostError(error: unknown, path: string): HostError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const known = code !== undefined && KNOWN_CODES.has(code as HostErrorCode) ? (code as HostErrorCode) : code === 'EPERM' ? 'EACCES' : 'EIO';
  return new HostError(known, path, `${known}: ${path}`);
}

function kindOf(stats: Stats): HostStat['kind'] {
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  return 'other';
}

function toStat(stats: Stats): HostStat {
  return { kind: kindOf(stats), size: stats.size, mode: stats.mode & 0o7777, dev: stats.dev, ino: stats.ino };
}

function toPosix(path: string): string {
  return path.replace(/\\/g, '/');
}

/**
 * The Node.js host: synchronous `node:fs` calls behind the async `Host` interface (one CLI
 * process reads a handful of files; sync calls are faster there), git through `spawnSync`
 * with an argument vector (never a shell).
 */
export function createNodeHost(cwd: string): Host {
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
  return {
    cwd: toPosix(cwd),
    readFile: (path) => attempt(path, () => new Uint8Array(readFileSync(abs(path)))),
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
    // node:child_process loads lazily: it costs several milliseconds of start-up and most runs never call git.
    async git(args, options): Promise<GitOutput> {
      const { spawnSync } = await import('node:child_process');
      const run = spawnSync('git', [...args], {
        cwd: options?.cwd === undefined ? cwd : abs(options.cwd),
        encoding: 'utf8',
        maxBuffer: GIT_MAX_BUFFER,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      });
      if (run.error) throw new HostError('EIO', 'git', `git could not run (${run.error.message})`);
      return { exitCode: run.status ?? 128, stdout: run.stdout, stderr: run.stderr };
    },
  };
}
