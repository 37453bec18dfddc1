import type { Host } from '@gauntlet/core';
import { GauntletError, decodeUtf8, isHostError, isInvalidUtf8 } from '@gauntlet/core';
import type { InputFile } from './command.js';
import type { CliIO } from './io.js';

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

const quote = (path: string) => (/[\s"']/.test(path) || path === '' ? JSON.stringify(path) : path);

/**
 * Reads one input named on the command line: `-` is stdin. A missing input is `input_missing`,
 * a directory or a permission problem `input_unreadable`: exit 2 with one line, never a trace.
 */
export async function readInputFile(io: CliIO, path: string, what = ''): Promise<InputFile> {
  if (path === '-') return { id: '-', bytes: await io.readStdin() };
  const label = what ? `${what} ${quote(path)}` : quote(path);
  const stat = await statInput(io.host, path, label);
  if (stat.kind === 'directory') throw new GauntletError('input_unreadable', `cannot read ${label} (is a directory)`);
  if (stat.size > MAX_INPUT_BYTES) {
    throw new GauntletError('input_unreadable', `cannot read ${label} (${stat.size} bytes is over the ${MAX_INPUT_BYTES}-byte input cap)`);
  }
  try {
    return { id: path, bytes: await io.host.readFile(path) };
  } catch (error) {
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
  if (stat === null) throw new GauntletError('input_missing', `cannot read ${label} (no such file)`);
  return stat;
}

/** Checks that every positional input exists and is a readable file before any output starts. */
export async function checkInputsExist(io: CliIO, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    if (path === '-') continue;
    const stat = await statInput(io.host, path, quote(path));
    if (stat.kind === 'directory') throw new GauntletError('input_unreadable', `cannot read ${quote(path)} (is a directory)`);
  }
}

export function describeHostError(error: unknown): string {
  if (isHostError(error, 'ENOENT')) return 'no such file';
  if (isHostError(error, 'EACCES')) return 'permission denied';
  if (isHostError(error, 'EISDIR')) return 'is a directory';
  if (isHostError(error, 'ENOTDIR')) return 'a parent is not a directory';
  if (isHostError(error, 'ELOOP')) return 'too many symbolic links';
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

/** Streams an input as decoded text chunks (see `CommandContext.streamText`). */
export async function* streamInputText(io: CliIO, path: string, what = ''): AsyncIterable<string> {
  const label = what ? `${what} ${quote(path)}` : quote(path);
  if (path !== '-') {
    const stat = await statInput(io.host, path, label);
    if (stat.kind === 'directory') throw new GauntletError('input_unreadable', `cannot read ${label} (is a directory)`);
  }
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  try {
    for await (const chunk of io.streamInput(path)) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.length > 0) yield text;
    }
  } catch (error) {
    if (error instanceof GauntletError) throw error;
    throw new GauntletError('input_unreadable', `cannot read ${label} (${describeHostError(error)})`);
  }
  const rest = decoder.decode();
  if (rest.length > 0) yield rest;
}
