import type { Host } from '@gauntlet/core';
import { GauntletError, decodeUtf8, dirname, isHostError, isInvalidUtf8, isWithin, resolvePath } from '@gauntlet/core';
import type { InputFile } from './command.js';
import type { CliIO } from './io.js';

/**
 * The one input layer every command (and every host that runs commands in-process) reads
 * through (docs/guides/security.md): a named input must be a regular file, must not be carried
 * out of the project by a symbolic link, and is read with a hard byte bound.
 */

/**
 * The text of an input that must be valid UTF-8 (`input_invalid`, exit 2, when it is not);
 * `label` names it in that error (default: its id).
 */
export function strictUtf8Text(input: InputFile, options: { label?: string; stripBom?: boolean } = {}): string {
  if (isInvalidUtf8(input.bytes)) throw new GauntletError('input_invalid', `${options.label ?? input.id} is not valid UTF-8`);
  return decodeUtf8(input.bytes, { stripBom: options.stripBom === true });
}

/** The largest input file any command reads into memory (batch modes stream instead). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
/** The longest line a streamed batch input (`receipt --eval`) may hold. */
export const MAX_STREAM_LINE = 64 * 1024 * 1024;

/** An input over its size cap: exit 2 alone, a `core/input-too-large` finding in a run of several inputs. */
export class InputTooLargeError extends GauntletError {
  readonly input: string;
  readonly cap: number;
  readonly size: number | undefined;

  constructor(input: string, label: string, cap: number, size?: number) {
    super('input_unreadable', `cannot read ${label} (${size === undefined ? 'more than' : `${size} bytes is over`} the ${cap}-byte input cap)`);
    this.input = input;
    this.cap = cap;
    this.size = size;
  }
}

export const quote = (path: string) => (/[\s"']/.test(path) || path === '' ? JSON.stringify(path) : path);
const labelOf = (path: string, what: string) => (what ? `${what} ${quote(path)}` : quote(path));

/** Where named inputs may come from: the project root (see project-root.ts). */
export interface InputScope {
  readonly root: string;
}

/**
 * Reads one input named on the command line: `-` is stdin. A missing input is `input_missing`;
 * a directory, FIFO, device or socket, a permission problem, a link out of the project and an
 * input over the cap are `input_unreadable`: exit 2 with one line, never a trace.
 */
export async function readInputFile(io: CliIO, path: string, what = '', scope?: InputScope): Promise<InputFile> {
  const label = labelOf(path, what);
  if (path === '-') {
    const bytes = await io.readStdin(MAX_INPUT_BYTES);
    if (bytes.length > MAX_INPUT_BYTES) throw new InputTooLargeError(path, 'stdin', MAX_INPUT_BYTES);
    return { id: '-', bytes };
  }
  const stat = await checkNamedInput(io.host, path, label, scope);
  if (stat.size > MAX_INPUT_BYTES) throw new InputTooLargeError(path, label, MAX_INPUT_BYTES, stat.size);
  try {
    return { id: path, bytes: await io.host.readFile(path, { maxBytes: MAX_INPUT_BYTES }) };
  } catch (error) {
    if (isHostError(error, 'EFBIG')) throw new InputTooLargeError(path, label, MAX_INPUT_BYTES);
    throw new GauntletError('input_unreadable', `cannot read ${label} (${describeHostError(error)})`);
  }
}

async function statInput(host: Host, path: string, label: string) {
  let stat;
  try {
    stat = await host.stat(path);
  } catch (error) {
    throw new GauntletError('input_unreadable', `cannot read ${label} (${describeHostError(error)})`);
  }
  if (stat === null) {
    const dangling = await host.lstat(path).catch(() => null);
    throw new GauntletError('input_missing', `cannot read ${label} (${dangling?.kind === 'symlink' ? 'a symbolic link to nothing' : 'no such file'})`);
  }
  return stat;
}

/**
 * Checks a named input before any byte of it is read: it exists, is a regular file, and no
 * symbolic link carries it out of where it was named. The boundary is the project root when the
 * path as written lies inside it, else the directory the path names (a file the user names
 * outside the project is theirs to name, but a link there still may not lead elsewhere).
 */
export async function checkNamedInput(host: Host, path: string, label: string, scope?: InputScope) {
  const stat = await statInput(host, path, label);
  if (stat.kind === 'directory') throw new GauntletError('input_unreadable', `cannot read ${label} (is a directory)`);
  if (stat.kind !== 'file') throw new GauntletError('input_unreadable', `cannot read ${label} (not a regular file: a FIFO, device or socket is never read)`);
  const absolute = resolvePath(host.cwd, path);
  const boundary = scope !== undefined && isWithin(scope.root, absolute) ? scope.root : dirname(absolute);
  let real: string;
  let realBoundary: string;
  try {
    real = await host.realpath(absolute);
    realBoundary = await host.realpath(boundary);
  } catch (error) {
    throw new GauntletError('input_unreadable', `cannot read ${label} (${describeHostError(error)})`);
  }
  if (!isWithin(realBoundary, real)) {
    const where = scope !== undefined && boundary === scope.root ? `the project root ${quote(scope.root)}` : `its directory ${quote(boundary)}`;
    throw new GauntletError('input_unreadable', `cannot read ${label} (a symbolic link leads outside ${where}; it is not followed)`);
  }
  return stat;
}

/**
 * Checks every positional input before any output starts: a missing one is `input_missing`,
 * exit 2, whatever the count. With one input, every other problem is exit 2 here too; with
 * several, the others become failing results of their own (`core/input`) as each is read.
 */
export async function checkInputsExist(io: CliIO, paths: readonly string[], scope?: InputScope): Promise<void> {
  for (const path of paths) {
    if (path === '-') continue;
    if (paths.length > 1) await statInput(io.host, path, quote(path));
    else await checkNamedInput(io.host, path, quote(path), scope);
  }
}

export function describeHostError(error: unknown): string {
  if (isHostError(error, 'ENOENT')) return 'no such file';
  if (isHostError(error, 'EACCES')) return 'permission denied';
  if (isHostError(error, 'EISDIR')) return 'is a directory';
  if (isHostError(error, 'ENOTDIR')) return 'a parent is not a directory';
  if (isHostError(error, 'ELOOP')) return 'too many symbolic links';
  if (isHostError(error, 'ENOTFILE')) return 'not a regular file: a FIFO, device or socket is never read';
  if (isHostError(error, 'EFBIG')) return 'over the read cap';
  return error instanceof Error ? error.message : String(error);
}

/** Parses JSON where JSON is required: invalid JSON is `input_invalid`, exit 2. */
export function parseJsonInput(text: string, id: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new GauntletError('input_invalid', `${quote(id)} is not valid JSON (${why})`);
  }
}

/** A flag value that must be a non-negative integer. */
export function parseNonNegativeInt(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new GauntletError('usage', `${flag} expects a non-negative integer (got ${JSON.stringify(value)})`);
  }
  return Number(value);
}

/** Whether a UTF-16 unit ends a line for Python's `str.splitlines()` (what batch inputs are split on). */
function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 11 || code === 12 || (code >= 0x1c && code <= 0x1e) || code === 0x85 || code === 0x2028 || code === 0x2029;
}

/**
 * Streams an input as decoded text chunks (see `CommandContext.streamText`). A named input is
 * checked as `readInputFile` checks it; a line longer than `MAX_STREAM_LINE` characters ends the
 * run with one line (`input_invalid`) before it can exhaust memory.
 */
export async function* streamInputText(io: CliIO, path: string, what = '', scope?: InputScope): AsyncIterable<string> {
  const label = labelOf(path, what);
  if (path !== '-') await checkNamedInput(io.host, path, label, scope);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let lineLength = 0;
  const measure = (text: string) => {
    let i = text.length - 1;
    while (i >= 0 && !isLineBreak(text.charCodeAt(i))) i--;
    lineLength = i < 0 ? lineLength + text.length : text.length - 1 - i;
    if (lineLength > MAX_STREAM_LINE) {
      throw new GauntletError('input_invalid', `cannot read ${label} (a line is longer than ${MAX_STREAM_LINE} characters)`);
    }
  };
  try {
    for await (const chunk of io.streamInput(path)) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.length === 0) continue;
      measure(text);
      yield text;
    }
  } catch (error) {
    if (error instanceof GauntletError) throw error;
    throw new GauntletError('input_unreadable', `cannot read ${label} (${describeHostError(error)})`);
  }
  const rest = decoder.decode();
  if (rest.length > 0) yield rest;
}
