import type { ErrorReason, ErrorReport, Report } from '@gauntlet/contracts/codes';
import type { Host } from '@gauntlet/core';
import type { ConfigCache } from '../config-cache.js';

/**
 * Where a lint runs: the host's working directory is the root every input path must stay in and
 * where config discovery starts. No `process` here: an MCP server passes the Node host, a hook
 * the host of its payload's `cwd`, a test an in-memory host.
 */
export interface LintEnvironment {
  readonly host: Host;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Streams a file in chunks, for batch inputs (`receipt --eval`) larger than memory. It must
   * read what `host` reads; by default the host's whole-file read is used.
   */
  readonly streamFile?: (path: string) => AsyncIterable<Uint8Array>;
  /** The largest `text` accepted (default: the CLI's input cap, 64 MiB). */
  readonly maxTextBytes?: number;
  /** Reuse config texts across runs while the files are unchanged (a long-lived server's). */
  readonly configCache?: ConfigCache;
}

/**
 * Option values by the CLI's long option names (`bind-only`, or `bind_only`): booleans for
 * flags, strings for values, string arrays for repeatable options.
 */
export type LintOptions = Readonly<Record<string, unknown>>;

export interface LintCommandRequest {
  /** A command name, as on the command line (`receipt`, `plan`, `spec-pr`). */
  command: string;
  /**
   * The input file, inside the working directory. With `text`, the path the text is linted as:
   * it is not read, and the report keeps it as the result id.
   */
  path?: string;
  /** The input itself: the command's standard input (`-`), or the content of `path` when given. */
  text?: string | Uint8Array;
  options?: LintOptions;
}

export interface LintFilesRequest {
  /** Files to route through the config's `files` mapping; none = every configured file. */
  paths?: readonly string[];
  /** `changed` (a git revision), `staged`, `max-warnings`, `quiet`, `config`. */
  options?: LintOptions;
  /** Files that read as this content instead of what is on disk ("this path now has this text"). */
  overlay?: Readonly<Record<string, string | Uint8Array>>;
}

/** What the CLI would print with `--format json`: the report (exit 0 or 1), or the exit-2 error. */
export type LintOutcome =
  | { ok: true; exitCode: 0 | 1; report: Report; stderr: string }
  | { ok: false; exitCode: 2; error: LintError; stderr: string };

export interface LintError extends Omit<ErrorReport['error'], 'reason'> {
  reason: ErrorReason;
}
