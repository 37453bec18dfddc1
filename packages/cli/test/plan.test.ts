import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = join(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');
let dir: string;

const run = (args: string[]) => {
  const out = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
};
const json = (args: string[]) => {
  const out = run(['plan', '--format', 'json', ...args]);
  return { ...out, report: JSON.parse(out.stdout) };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gauntlet-plan-'));
  const repo = join(dir, 'repo');
  mkdirSync(join(repo, 'tools'), { recursive: true });
  writeFileSync(join(repo, 'cron.md'), 'run `tools/sync.py` nightly\n');
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ dependencies: { react: '18' } }));
  const git = spawnSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q', repo], { encoding: 'utf8' });
  if (git.status !== 0) throw new Error(`git init failed: ${git.stderr}`);
  writeFileSync(join(dir, 'delete.md'), '# Cleanup\n\nWe will remove `tools/sync.py`.\n`left-pad` is in package.json.\n');
  writeFileSync(join(dir, 'clean.md'), '# Notes\n\nsynthesis_dimensions:\n  placement: below the header card\n  cta_tier: secondary\n');
  writeFileSync(join(dir, 'bad.md'), Buffer.from([0x61, 0xff, 0x0a]));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gauntlet-lint plan (built bin, real git work tree)', () => {
  it('finds callers with git grep in a work tree with no commits', () => {
    const { status, report } = json(['delete.md', '--repo', 'repo']);
    expect(status).toBe(1);
    expect(report.verdict).toBe('fail');
    expect(report.results[0].verdict).toBe('fail');
    const findings = report.results[0].findings.map((f: { rule: string; severity: string; line: number }) => [f.rule, f.severity, f.line]);
    expect(findings).toEqual([
      ['plan/delete-with-callers', 'blocker', 3],
      ['plan/package-state', 'blocker', 4],
      ['plan/reads-from-dependency', 'blocker', 1],
    ]);
  });

  it('verifies many plans in one process, one result per file with id = path as given', () => {
    const { status, report } = json(['clean.md', 'delete.md']);
    expect(status).toBe(1);
    expect(report.results.map((r: { id: string }) => r.id)).toEqual(['clean.md', 'delete.md']);
    expect(report.results[0]).toMatchObject({ verdict: 'pass', findings: [], data: { synthesisDimensions: 2 } });
    expect(report.results[1].verdict).toBe('fail');
    expect(report.results[1].findings.map((f: { rule: string; severity: string }) => [f.rule, f.severity])).toEqual([['plan/reads-from-dependency', 'blocker']]);
  });

  it('--quiet keeps blockers only, also in JSON', () => {
    writeFileSync(join(dir, 'warn.md'), 'Ask the user which colour to use.\n');
    const loud = json(['warn.md']);
    expect(loud.status).toBe(0);
    expect(loud.report.results[0].verdict).toBe('pass');
    expect(loud.report.results[0].findings.map((f: { severity: string }) => f.severity)).toEqual(['warning']);
    const quiet = json(['--quiet', 'warn.md']);
    expect(quiet.status).toBe(0);
    expect(quiet.report.results[0].findings).toEqual([]);
    const blockers = json(['--quiet', 'delete.md', '--repo', 'repo']);
    expect(blockers.status).toBe(1);
    expect(blockers.report.results[0].findings.map((f: { severity: string }) => f.severity)).toEqual(['blocker', 'blocker', 'blocker']);
  });

  it('a plan that passes exits 0', () => {
    const { status, report } = json(['clean.md', '--repo', 'repo']);
    expect(status).toBe(0);
    expect(report.verdict).toBe('pass');
  });

  it('exits 2 with one line for missing and undecodable plans', () => {
    const missing = run(['plan', 'nope.md']);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    const bad = json(['bad.md']);
    expect(bad.status).toBe(2);
    expect(bad.report.error.reason).toBe('input_invalid');
  });

  it('prints findings at their plan line in text and github formats', () => {
    const github = run(['plan', '--format', 'github', 'delete.md', '--repo', 'repo']);
    expect(github.status).toBe(1);
    expect(github.stdout).toMatch(/::error file=delete\.md,line=3/);
    expect(github.stdout).toMatch(/file=delete\.md,line=3/);
  });
});
