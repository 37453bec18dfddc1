import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = join(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  json: {
    verdict?: string;
    results?: Array<{ id: string; verdict: string; findings: Array<{ reason: string; severity: string; line?: number }>; data: Record<string, unknown> }>;
    error?: { reason: string };
  };
}

/** A fresh temp dir (outside any git checkout or config) holding the given files. */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-pipeline-b-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Runs the built bin with `--format json` in `cwd`. */
export function lint(cwd: string, args: string[]): CliRun {
  const [command, ...rest] = args;
  const result = spawnSync(process.execPath, [BIN, command as string, '--format', 'json', ...rest], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  let json: CliRun['json'] = {};
  try {
    json = JSON.parse(result.stdout) as CliRun['json'];
  } catch {
    json = {};
  }
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, json };
}

export const reasonsOf = (run: CliRun, index = 0) => run.json.results?.[index]?.findings.map((finding) => finding.reason) ?? [];

/** A result's verdict and its findings as `[reason, severity, line]`: what a failing run asserts. */
export function outcomeOf(run: CliRun, index = 0): { verdict: string | undefined; findings: Array<[string, string, number | null]> } {
  const result = run.json.results?.[index];
  return { verdict: result?.verdict, findings: (result?.findings ?? []).map((finding) => [finding.reason, finding.severity, finding.line ?? null]) };
}
