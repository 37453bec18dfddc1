import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MemoryHostOptions, createMemoryHost } from '@gauntlet/core';
import type { CliIO, OutputSink } from '../src/io.js';
import { runCli } from '../src/cli.js';

/** The built bin, for end-to-end tests. */
export const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin', 'gauntlet-lint.js');

export interface MemoryRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Files written through --output-file, by path. */
  written: Record<string, string>;
}

/** Runs the CLI in-process on an in-memory host. */
export async function runInMemory(
  argv: string[],
  options: MemoryHostOptions & { stdin?: string; env?: Record<string, string>; tty?: boolean } = {},
): Promise<MemoryRun> {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const sink = (onCommit: (text: string) => void): OutputSink => {
    let text = '';
    return { write: (chunk) => void (text += chunk), commit: () => onCommit(text), abort: () => void (text = '') };
  };
  const host = createMemoryHost({ cwd: '/work', ...options });
  const io: CliIO = {
    cwd: host.cwd,
    env: options.env ?? {},
    stdoutIsTTY: options.tty ?? false,
    host,
    stdout: { write: (chunk) => void (stdout += chunk), commit() {}, abort() {} },
    writeStderr: (chunk) => void (stderr += chunk),
    readStdin: async () => new TextEncoder().encode(options.stdin ?? ''),
    async *streamInput(path) {
      const bytes = path === '-' ? new TextEncoder().encode(options.stdin ?? '') : await host.readFile(path);
      // Small chunks, so that tests cross chunk boundaries.
      for (let i = 0; i < bytes.length; i += 7) yield bytes.slice(i, i + 7);
    },
    openOutputFile: (path) => sink((text) => (written[path] = text)),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, written };
}

export interface BinRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built bin in `cwd`, with NO_COLOR unset unless given. */
export function runBin(args: string[], options: { cwd: string; input?: string; env?: Record<string, string> }): BinRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: options.cwd, ...options.env },
  });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

/** A temporary directory with the given files; remove it with the returned cleanup. */
export function tempDir(files: Record<string, string> = {}): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-test-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const GOOD_GATE = JSON.stringify({
  question: 'Ship?',
  header: 'Confirm',
  options: [{ label: 'Yes' }, { label: 'No' }],
  multiSelect: false,
});
export const BAD_GATE = JSON.stringify({
  question: 'Ship?',
  header: 'Confirm this now',
  options: [{ label: 'Yes' }, { label: 'No' }],
  multiSelect: false,
});

/** A fresh temp folder with the given files (path → content), left for the OS to clean. */
export function tempFolder(files: Record<string, string | Uint8Array> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-e2e-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Runs the built bin with NO_COLOR; `json()` parses stdout. */
export function cli(args: readonly string[], options: { cwd: string; input?: string | Uint8Array }): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: options.input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', HOME: options.cwd },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
}

/** Runs the built bin with NO_COLOR and parses its JSON output (`json` is undefined when stdout is not JSON). */
export function lintJson(args: string[], cwd: string, input?: string): BinRun & { json: ReturnType<typeof JSON.parse> } {
  const run = runBin(args, { cwd, input, env: { NO_COLOR: '1' } });
  let json: ReturnType<typeof JSON.parse>;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    json = undefined;
  }
  return { ...run, json };
}
