import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../dist/gauntlet-lint.js', import.meta.url));

/** A fresh temp folder with the given files (path → content). */
export function tempDir(files: Record<string, string | Uint8Array> = {}): string {
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

export function cli(args: readonly string[], options: { cwd: string; input?: string | Uint8Array }): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: options.input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', HOME: options.cwd },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
}
