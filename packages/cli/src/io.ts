import type { Host } from '@gauntlet/core';
import type { ConfigCache } from './config-cache.js';

/** A sink that a report is written to as it is produced. */
export interface OutputSink {
  write(chunk: string): void | Promise<void>;
  /** Makes the output visible (for files: rename the temporary file into place). */
  commit(): void | Promise<void>;
  /** Drops everything written (for files: delete the temporary file). */
  abort(): void | Promise<void>;
}

/**
 * Everything the CLI touches outside itself. `runCli` takes it as an argument, so the whole
 * CLI runs in-process in tests with an in-memory host and captured output.
 */
export interface CliIO {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal (colour is only ever used there). */
  readonly stdoutIsTTY: boolean;
  readonly host: Host;
  stdout: OutputSink;
  writeStderr(chunk: string): void;
  /** stdin's bytes; with `maxBytes`, at most one byte more than that (the caller refuses the excess). */
  readStdin(maxBytes?: number): Promise<Uint8Array>;
  /**
   * The bytes of a file (or `-` for stdin) in chunks, for batch inputs larger than memory. A
   * named input that is not a regular file is refused (a `HostError`) before any byte is read.
   */
  streamInput(path: string): AsyncIterable<Uint8Array>;
  /**
   * A sink that writes `path` atomically (a temporary file renamed on commit). Throws a
   * `GauntletError` at once when `path` cannot be written or is not a regular file.
   */
  openOutputFile(path: string): OutputSink;
  /** Config texts a long-lived process reuses while the files are unchanged (`serve`, `mcp`). */
  readonly configCache?: ConfigCache;
}
