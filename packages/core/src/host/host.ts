/**
 * Everything a verifier may ask of the outside world. Verifiers never import `node:fs`,
 * `node:child_process` or `process`: the CLI passes a Node host, tests an in-memory one, and a
 * host application whatever it likes (a VFS, a remote workspace).
 *
 * Paths are POSIX-style strings; relative paths are relative to the host's working directory.
 * Every method rejects with a `HostError` (code `ENOENT`, `EACCES`, `EISDIR`, `ENOTDIR`,
 * `ELOOP`, `ENOTFILE`, `EFBIG`, `EUNSUPPORTED`, ...) instead of a platform error.
 */
export interface Host {
  /** The working directory relative paths resolve against (absolute, POSIX). */
  readonly cwd: string;
  /**
   * The whole file as bytes. Follows symlinks. Only regular files are read: a directory is
   * `EISDIR`, a FIFO, device or socket `ENOTFILE` (refused before any byte is read, so a FIFO never
   * hangs and `/dev/zero` never fills memory). At most `maxBytes` bytes (default
   * `DEFAULT_MAX_READ_BYTES`) are read, whatever the file's size claims: more is `EFBIG`.
   */
  readFile(path: string, options?: ReadFileOptions): Promise<Uint8Array>;
  /** Metadata, following symlinks; `null` when nothing is there (or a dangling link). */
  stat(path: string): Promise<HostStat | null>;
  /** Metadata of the path itself, not following a final symlink; `null` when nothing is there. */
  lstat(path: string): Promise<HostStat | null>;
  /** The canonical absolute path, every symlink resolved. */
  realpath(path: string): Promise<string>;
  /** The entries of a directory, sorted by name (code-point order). */
  readDir(path: string): Promise<HostDirEntry[]>;
  /** Runs `git <args>` in `cwd` (default: the host's cwd); never through a shell. */
  git(args: readonly string[], options?: { cwd?: string }): Promise<GitOutput>;
}

/** The largest file a `Host.readFile` call returns unless the caller asks for less (64 MiB). */
export const DEFAULT_MAX_READ_BYTES = 64 * 1024 * 1024;

export interface ReadFileOptions {
  /** Refuse (`EFBIG`) a file with more bytes than this. Default `DEFAULT_MAX_READ_BYTES`. */
  maxBytes?: number;
}

/** `other` is anything that is not a regular file, a directory or a link: a FIFO, device or socket. */
export type HostEntryKind = 'file' | 'directory' | 'symlink' | 'other';

export interface HostStat {
  kind: HostEntryKind;
  size: number;
  /** POSIX permission bits where the host knows them. */
  mode?: number;
  /** Device and inode numbers where the host knows them: together they identify a file. */
  dev?: number;
  ino?: number;
  /** Last modification and status-change times in ms, where the host knows them (cache keys). */
  mtimeMs?: number;
  ctimeMs?: number;
}

export interface HostDirEntry {
  name: string;
  kind: HostEntryKind;
}

export interface GitOutput {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * `ENOTFILE`: not a regular file (a FIFO, device or socket), refused unread. `EFBIG`: more bytes
 * than the read allows. The others are the POSIX codes of the same name.
 */
export type HostErrorCode = 'ENOENT' | 'EACCES' | 'EISDIR' | 'ENOTDIR' | 'ELOOP' | 'ENOTFILE' | 'EFBIG' | 'EUNSUPPORTED' | 'EIO';

export class HostError extends Error {
  readonly code: HostErrorCode;
  readonly path: string;

  constructor(code: HostErrorCode, path: string, message?: string) {
    super(message ?? `${code}: ${path}`);
    this.name = 'HostError';
    this.code = code;
    this.path = path;
  }
}

export function isHostError(error: unknown, code?: HostErrorCode): error is HostError {
  return error instanceof HostError && (code === undefined || error.code === code);
}

/** A host for verifiers that need no I/O: every call rejects with `EUNSUPPORTED`. */
export const noHost: Host = Object.freeze({
  cwd: '/',
  readFile: (path: string) => Promise.reject(new HostError('EUNSUPPORTED', path, 'this verifier was given no host')),
  stat: (path: string) => Promise.reject(new HostError('EUNSUPPORTED', path, 'this verifier was given no host')),
  lstat: (path: string) => Promise.reject(new HostError('EUNSUPPORTED', path, 'this verifier was given no host')),
  realpath: (path: string) => Promise.reject(new HostError('EUNSUPPORTED', path, 'this verifier was given no host')),
  readDir: (path: string) => Promise.reject(new HostError('EUNSUPPORTED', path, 'this verifier was given no host')),
  git: () => Promise.reject(new HostError('EUNSUPPORTED', 'git', 'this verifier was given no host')),
});
