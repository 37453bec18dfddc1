import type { ErrorReason, Report } from '@gauntlet/contracts/codes';
import type { Host } from '@gauntlet/core';
import { GauntletError, isGauntletError, resolvePath } from '@gauntlet/core';
import { runCli } from '../cli.js';
import type { CliIO } from '../io.js';
import type { LintEnvironment, LintOutcome } from './types.js';

const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

/** The outcome of an error the service raises itself, in the CLI's exit-2 shape. */
export function errorOutcome(error: unknown, stderr = ''): LintOutcome {
  const known = isGauntletError(error);
  const message = known
    ? error.message
    : `internal error: ${error instanceof Error ? error.message : String(error)} (this is a bug; please report it)`;
  return { ok: false, exitCode: 2, error: { reason: known ? error.reason : 'internal', message: oneLine(message) }, stderr };
}

/** Runs `work`, turning anything it throws into an error outcome: the service never throws. */
export async function guarded(work: () => Promise<LintOutcome>): Promise<LintOutcome> {
  try {
    return await work();
  } catch (error) {
    return errorOutcome(error);
  }
}

export interface CapturedRun {
  argv: readonly string[];
  host: Host;
  /** Standard input of the run (the request's text). */
  stdin: Uint8Array;
  /** Absolute paths the host overlays: streamed from the host, not from `streamFile`. */
  overlaid: ReadonlySet<string>;
}

/**
 * Runs the CLI in-process on `argv` (which asks for `--format json`) with captured output, and
 * reads its answer back: the report it printed (exit 0 or 1), or its exit-2 error object.
 */
export async function runCaptured(environment: LintEnvironment, run: CapturedRun): Promise<LintOutcome> {
  const { host, stdin } = run;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const streamFile = environment.streamFile;
  const io: CliIO = {
    cwd: host.cwd,
    env: environment.env,
    stdoutIsTTY: false,
    host,
    stdout: { write: (chunk) => void stdout.push(chunk), commit() {}, abort() {} },
    writeStderr: (chunk) => void stderr.push(chunk),
    readStdin: () => Promise.resolve(stdin),
    async *streamInput(path) {
      if (path === '-') yield stdin;
      else if (streamFile && !run.overlaid.has(resolvePath(host.cwd, path))) yield* streamFile(path);
      else yield await host.readFile(path);
    },
    openOutputFile: () => {
      throw new GauntletError('usage', 'the lint service writes no files');
    },
    ...(environment.configCache ? { configCache: environment.configCache } : {}),
  };
  const exitCode = await runCli(run.argv, io);
  const printed = stdout.join('');
  const errors = stderr.join('');
  if (exitCode === 2) return { ok: false, exitCode: 2, error: errorOf(printed, errors), stderr: errors };
  if (exitCode !== 0 && exitCode !== 1) return errorOutcome(new Error(`the CLI exited ${exitCode}`), errors);
  let report: Report;
  try {
    report = JSON.parse(printed) as Report;
  } catch (error) {
    return errorOutcome(new Error(`the CLI printed no JSON report (${error instanceof Error ? error.message : String(error)})`), errors);
  }
  return { ok: true, exitCode, report, stderr: errors };
}

/** The error object is the last line of stdout (a batch may have streamed part of a report before it). */
function errorOf(printed: string, stderr: string): { reason: ErrorReason; message: string } {
  const last = printed.trimEnd().split('\n').pop() ?? '';
  try {
    const parsed = JSON.parse(last) as { error?: { reason?: unknown; message?: unknown } };
    if (typeof parsed.error?.reason === 'string' && typeof parsed.error.message === 'string') {
      return { reason: parsed.error.reason as ErrorReason, message: parsed.error.message };
    }
  } catch {
    // fall through to stderr
  }
  return { reason: 'internal', message: oneLine(stderr.replace(/^gauntlet-lint: /, '')) || 'the CLI exited 2 without a message' };
}
