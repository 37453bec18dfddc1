import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { BIN } from '../helpers.js';

/**
 * The harness of the attack tests: each attack runs the built bin in a fresh temporary folder
 * (outside any git checkout or config), with a hard timeout, so a hang fails the test instead of
 * stalling the suite, and with a secret in the environment that must never be printed.
 */
export const SECRET = 'GAUNTLET-SECRET-3f9a1c';
export const ENV = {
  PATH: process.env.PATH ?? '',
  NO_COLOR: '1',
  GAUNTLET_TEST_TOKEN: SECRET,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.invalid',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.invalid',
};

export interface Attack {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs the bin; a run still going after `timeout` ms is killed (`signal` set) and fails `expectClean`. */
export function attack(args: readonly string[], options: { cwd: string; input?: string | Uint8Array; timeout?: number; env?: Record<string, string> }): Attack {
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: options.timeout ?? 20_000,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...ENV, HOME: options.cwd, ...options.env },
  });
  return { code: run.status, signal: run.signal, stdout: run.stdout ?? '', stderr: run.stderr ?? '', ms: performance.now() - started };
}

/** A fresh folder (its real path) with the given files. */
export function folder(files: Record<string, string | Uint8Array> = {}): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'gauntlet-attack-')));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export const remove = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Runs git in `dir` (for setting up repositories; never the code under test). */
export function git(dir: string, ...args: string[]): string {
  const run = spawnSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...ENV, HOME: dir } });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

/**
 * What every attack must leave true: the run ended by itself with the expected exit code, never
 * printed the secret, a raw control character, a stack trace or an internal error, no line of its
 * output starts a GitHub workflow command we did not write, and exit 2 is exactly one line.
 */
export function expectClean(run: Attack, code: number): void {
  const context = `exit ${run.code} signal ${run.signal}\nstdout: ${run.stdout.slice(0, 2000)}\nstderr: ${run.stderr.slice(0, 2000)}`;
  expect(run.signal, context).toBeNull();
  expect(run.code, context).toBe(code);
  expect(run.stdout + run.stderr, context).not.toContain(SECRET);
  expect(run.stdout + run.stderr, context).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e]/);
  expect(run.stderr, context).not.toMatch(/internal error|\n\s+at |Error: /);
  for (const line of `${run.stdout}\n${run.stderr}`.split('\n')) {
    if (line.trimStart().startsWith('::')) expect(line, context).toMatch(/^::(error|warning|notice) (file=|title=gauntlet-lint)/);
  }
  if (code === 2) {
    expect(run.stderr.split('\n'), context).toHaveLength(2);
    expect(run.stderr, context).toMatch(/^gauntlet-lint: /);
  }
}

/** Names in `dir` that look like temporary files we could have left behind. */
export function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.tmp'));
}
