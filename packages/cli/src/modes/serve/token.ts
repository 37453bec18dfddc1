import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { GauntletError } from '@gauntlet/core';
import { HOOK_TOKEN_VARIABLE } from '../../hook-endpoint.js';

/**
 * The bearer token of `serve` (docs/guides/claude-code.md, "The warm path"). It comes from
 * `GAUNTLET_HOOK_TOKEN`, or from a file only its owner can read, which `serve` creates with a
 * fresh random token when it does not exist. A token file that others can read, that is a
 * symbolic link or that belongs to someone else is refused: anyone who reads it can drive the hooks.
 */
const MIN_TOKEN_CHARS = 16;
/** Visible ASCII only: the token travels in an HTTP header. */
const TOKEN_SHAPE = /^[\x21-\x7e]+$/;

export interface ServeToken {
  value: string;
  /** The file it was read from, or null when it came from the environment. */
  file: string | null;
}

/** The default token file: `$XDG_CONFIG_HOME/gauntlet-lint/hook-token` (else under `~/.config`). */
export function defaultTokenFile(env: Readonly<Record<string, string | undefined>>): string | null {
  const config = env.XDG_CONFIG_HOME?.startsWith('/') ? env.XDG_CONFIG_HOME : env.HOME?.startsWith('/') ? join(env.HOME, '.config') : null;
  return config === null ? null : join(config, 'gauntlet-lint', 'hook-token');
}

/** An explicit `--token-file` wins; else the environment variable; else the default file. */
export function loadToken(options: { tokenFile: string | undefined; cwd: string; env: Readonly<Record<string, string | undefined>> }): ServeToken {
  if (options.tokenFile !== undefined) return { value: readOrCreateTokenFile(resolve(options.cwd, options.tokenFile)), file: resolve(options.cwd, options.tokenFile) };
  const fromEnv = options.env[HOOK_TOKEN_VARIABLE];
  if (fromEnv !== undefined && fromEnv !== '') return { value: checkedToken(fromEnv, `$${HOOK_TOKEN_VARIABLE}`), file: null };
  const file = defaultTokenFile(options.env);
  if (file === null) throw new GauntletError('usage', `serve: no token: set ${HOOK_TOKEN_VARIABLE} or pass --token-file (HOME is not set)`);
  return { value: readOrCreateTokenFile(file), file };
}

/** Why a token is not fit to be one, or null. */
function tokenProblem(value: string): string | null {
  if (!TOKEN_SHAPE.test(value)) return 'the token must be printable ASCII without spaces';
  if (value.length < MIN_TOKEN_CHARS) return `the token is shorter than ${MIN_TOKEN_CHARS} characters`;
  return null;
}

function checkedToken(value: string, source: string): string {
  const problem = tokenProblem(value);
  if (problem !== null) throw new GauntletError('input_invalid', `serve: ${problem} (${source})`);
  return value;
}

const uid = (): number | null => (typeof process.getuid === 'function' ? process.getuid() : null);

function refuse(file: string, why: string): never {
  throw new GauntletError('input_unreadable', `serve: refusing the token file ${JSON.stringify(file)}: ${why}`);
}

/** The folder of a token file must not let others replace the file (a sticky folder such as /tmp is fine). */
function checkFolder(dir: string, file: string): void {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) refuse(file, `${dir} is not a directory`);
  const me = uid();
  if (me !== null && stat.uid !== me && stat.uid !== 0) refuse(file, `its folder belongs to another user (uid ${stat.uid})`);
  if ((stat.mode & 0o022) !== 0 && (stat.mode & 0o1000) === 0) refuse(file, 'its folder is writable by others');
}

export function readOrCreateTokenFile(file: string): string {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkFolder(dir, file);
  let fd: number;
  try {
    // O_NOFOLLOW: a symbolic link in the file's place fails here (ELOOP) instead of being followed.
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EMLINK') refuse(file, 'it is a symbolic link');
    if (code !== 'ENOENT') refuse(file, `cannot open it (${code ?? 'error'})`);
    return createTokenFile(file);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) refuse(file, 'it is not a regular file');
    const me = uid();
    if (me !== null && stat.uid !== me) refuse(file, `it belongs to another user (uid ${stat.uid})`);
    if ((stat.mode & 0o077) !== 0) refuse(file, `its mode is ${(stat.mode & 0o777).toString(8).padStart(4, '0')}; others may read it (chmod 600 it, and rotate the token)`);
    if (stat.size > 4096) refuse(file, 'it is larger than 4096 bytes');
    const token = readFileSync(fd, 'utf8').trim();
    const problem = tokenProblem(token);
    if (problem !== null) refuse(file, problem);
    return token;
  } finally {
    closeSync(fd);
  }
}

/** A new file, created exclusively with mode 0600 (never over an existing file or link). */
function createTokenFile(file: string): string {
  const token = randomBytes(32).toString('base64url');
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    refuse(file, `cannot create it (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    writeSync(fd, `${token}\n`);
  } finally {
    closeSync(fd);
  }
  return token;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `token`; constant time in the token's bytes (hashing
 * both sides makes the comparison length-independent before timingSafeEqual). The token's digest
 * is computed once: the server checks every request.
 */
export function bearerMatcher(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    if (header === undefined) return false;
    const match = /^Bearer +(\S+) *$/i.exec(header);
    return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
  };
}
