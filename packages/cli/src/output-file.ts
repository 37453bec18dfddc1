import { type Stats, closeSync, fchmodSync, lstatSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { GauntletError } from '@gauntlet/core';
import type { OutputSink } from './io.js';

const quote = (text: string) => JSON.stringify(text);

function describe(stats: Stats): string {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The target's current mode when it is a regular file, null when it does not exist; anything else is refused. */
function existingFileMode(target: string, label: string): number | null {
  let stats;
  try {
    stats = lstatSync(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ENOTDIR') throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (a parent is not a directory)`);
    throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (${code ?? 'error'})`);
  }
  if (!stats.isFile()) {
    throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (it is ${describe(stats)}; only a regular file is ever replaced)`);
  }
  return stats.mode & 0o7777;
}

function temporaryName(target: string): string {
  // Web Crypto's global: no node:crypto import at start-up for the runs that write no file.
  const random = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(9))).toString('base64url');
  return join(dirname(target), `.${basename(target)}.${random}.tmp`);
}

/**
 * `--output-file`: a temporary file created exclusively (`O_EXCL`, an unpredictable name) next to
 * the target, renamed over it on commit. Only a regular file is ever replaced: a link, device,
 * FIFO, socket or directory at the target is refused with one line, checked before the run and
 * again just before the rename. A missing parent is refused at once. Nothing is left behind on
 * failure.
 */
export function openOutputFile(target: string, label: string): OutputSink {
  existingFileMode(target, label);
  const parent = dirname(target);
  let parentStats;
  try {
    parentStats = statSync(parent);
  } catch {
    throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (no such directory ${quote(dirname(label))})`);
  }
  if (!parentStats.isDirectory()) throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (a parent is not a directory)`);
  const temporary = temporaryName(target);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, 'wx', 0o666);
  } catch (error) {
    throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (${(error as NodeJS.ErrnoException).code ?? 'error'} creating a file in ${quote(dirname(label))})`);
  }
  const discard = () => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
    rmSync(temporary, { force: true });
  };
  return {
    write(chunk) {
      if (chunk.length > 0 && fd !== undefined) writeSync(fd, chunk);
    },
    commit() {
      try {
        const mode = existingFileMode(target, label);
        if (mode !== null && fd !== undefined) fchmodSync(fd, mode);
        if (fd !== undefined) closeSync(fd);
        fd = undefined;
        renameSync(temporary, target);
      } catch (error) {
        discard();
        if (error instanceof GauntletError) throw error;
        throw new GauntletError('usage', `cannot write --output-file ${quote(label)} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      }
    },
    abort: discard,
  };
}
