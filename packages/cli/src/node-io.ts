import { closeSync, createReadStream, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { CliIO, OutputSink } from './io.js';
import { createNodeHost } from './node-host.js';

const STREAM_CHUNK = 64 * 1024;

function stdoutSink(): OutputSink {
  return {
    write(chunk) {
      if (chunk.length === 0) return;
      if (process.stdout.write(chunk)) return;
      return new Promise((done) => process.stdout.once('drain', done));
    },
    commit() {},
    abort() {},
  };
}

function fileSink(target: string): OutputSink {
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  let fd: number | undefined;
  const open = () => (fd ??= openSync(temporary, 'w'));
  return {
    write(chunk) {
      if (chunk.length > 0) writeSync(open(), chunk);
    },
    commit() {
      open();
      closeSync(fd as number);
      renameSync(temporary, target);
    },
    abort() {
      if (fd !== undefined) closeSync(fd);
      rmSync(temporary, { force: true });
    },
  };
}

/** The real process: cwd, environment, stdout/stderr, stdin, the Node host. */
export function createNodeIO(): CliIO {
  const cwd = process.cwd();
  return {
    cwd,
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    host: createNodeHost(cwd),
    stdout: stdoutSink(),
    writeStderr: (chunk) => void process.stderr.write(chunk),
    readStdin: () => Promise.resolve(new Uint8Array(readStdinSync())),
    streamInput: (path) => (path === '-' ? process.stdin : createReadStream(resolve(cwd, path), { highWaterMark: STREAM_CHUNK })),
    openOutputFile: (path) => fileSink(resolve(cwd, path)),
  };
}

function readStdinSync(): Buffer {
  try {
    return readFileSync(0);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EOF' || code === 'EBADF') return Buffer.alloc(0);
    throw error;
  }
}
