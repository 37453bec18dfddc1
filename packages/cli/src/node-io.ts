import { closeSync, constants, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { HostError } from '@gauntlet/core';
import type { CliIO, OutputSink } from './io.js';
import { createNodeHost } from './node-host.js';
import { openOutputFile } from './output-file.js';

const STREAM_CHUNK = 64 * 1024;
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * stdout as a sink. When the reader goes away (`gauntlet-lint ... | head -1`), writing stops
 * quietly and the run still finishes with its verdict's exit code: no EPIPE stack trace.
 */
function stdoutSink(): OutputSink {
  let closed = false;
  let listening = false;
  const waiting = new Set<() => void>();
  const stdout = () => {
    if (!listening) {
      listening = true;
      process.stdout.on('error', () => {
        closed = true;
        for (const wake of waiting) wake();
        waiting.clear();
      });
    }
    return process.stdout;
  };
  return {
    write(chunk) {
      if (closed || chunk.length === 0) return;
      if (stdout().write(chunk)) return;
      return new Promise<void>((done) => {
        const wake = () => {
          waiting.delete(wake);
          done();
        };
        waiting.add(wake);
        process.stdout.once('drain', wake);
      });
    },
    commit() {},
    abort() {},
  };
}

/** A named batch input as a stream, refused unread unless it is a regular file (a FIFO would hang). */
function streamFile(path: string, absolute: string): AsyncIterable<Uint8Array> {
  let fd: number;
  try {
    fd = openSync(absolute, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new HostError(code === 'ENOENT' ? 'ENOENT' : code === 'EACCES' || code === 'EPERM' ? 'EACCES' : code === 'ENXIO' ? 'ENOTFILE' : 'EIO', path);
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    throw new HostError(stats.isDirectory() ? 'EISDIR' : 'ENOTFILE', path, `${path} is not a regular file`);
  }
  return createReadStream('', { fd, highWaterMark: STREAM_CHUNK });
}

/**
 * The real process: cwd, environment, stdout/stderr, stdin, the Node host. `process.stdout` and
 * `process.stderr` are touched only when first used: creating them loads Node's stream modules
 * (several ms), which a hook that allows silently never needs (bench/hook.mjs).
 */
export function createNodeIO(): CliIO {
  const cwd = process.cwd();
  let stderrReady = false;
  const stderr = () => {
    // A closed stderr must not crash the run either.
    if (!stderrReady) process.stderr.on('error', () => {});
    stderrReady = true;
    return process.stderr;
  };
  return {
    cwd,
    env: process.env,
    get stdoutIsTTY() {
      return process.stdout.isTTY === true;
    },
    host: createNodeHost(cwd),
    stdout: stdoutSink(),
    writeStderr: (chunk) => void stderr().write(chunk),
    readStdin: (maxBytes) => Promise.resolve(readStdinSync(maxBytes)),
    streamInput: (path) => (path === '-' ? process.stdin : streamFile(path, resolve(cwd, path))),
    openOutputFile: (path) => openOutputFile(resolve(cwd, path), path),
  };
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** stdin, at most `maxBytes + 1` bytes (one more than allowed tells the caller it was too much). */
function readStdinSync(maxBytes = Number.MAX_SAFE_INTEGER): Uint8Array {
  const chunks: Buffer[] = [];
  let total = 0;
  const limit = maxBytes + 1;
  while (total < limit) {
    const chunk = Buffer.allocUnsafe(Math.min(STREAM_CHUNK, limit - total));
    let read: number;
    try {
      read = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        // A non-blocking pipe with no data yet: wait for the writer rather than read nothing.
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      if (code === 'EOF' || code === 'EBADF' || code === 'EISDIR') break;
      throw error;
    }
    if (read === 0) break;
    chunks.push(chunk.subarray(0, read));
    total += read;
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}
