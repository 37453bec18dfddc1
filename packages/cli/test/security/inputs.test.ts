import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET, attack, expectClean, folder, git, remove } from './harness.js';

// Attacks through the files themselves (docs/guides/security.md, "What is refused"): an agent
// that can write files in the repository plants links, FIFOs and devices where the linter reads.

const PLAN = '# Plan\n\n## Tasks\n\n- [ ] T-1 Add a flag (src/cli.ts)\n';
const CONFIG = JSON.stringify({ files: { '**/*.md': 'plan' } });
const dirs: string[] = [];
const made = (files: Record<string, string | Uint8Array> = {}) => {
  const dir = folder(files);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(remove));

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

describe('a planted link never reads outside the project', () => {
  it('refuses an explicit input linked to a file outside the project (exit 2, one line, nothing read)', () => {
    const outside = made({ 'secret.md': `# ${SECRET}\n` });
    const dir = made({ 'gauntlet.config.json': CONFIG, 'ok.md': PLAN });
    symlinkSync(join(outside, 'secret.md'), join(dir, 'notes.md'));
    const run = attack(['plan', 'notes.md'], { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toContain('a symbolic link leads outside the project root');
  });

  it('refuses a link to /proc/self/environ named explicitly: the environment is never printed', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG });
    symlinkSync('/proc/self/environ', join(dir, 'notes.md'));
    expectClean(attack(['plan', 'notes.md'], { cwd: dir }), 2);
    expectClean(attack(['plan', '--format', 'json', 'notes.md'], { cwd: dir }), 2);
  });

  it('refuses a link out through a linked directory', () => {
    const outside = made({ 'secret.md': `# ${SECRET}\n` });
    const dir = made({ 'gauntlet.config.json': CONFIG });
    symlinkSync(outside, join(dir, 'docs'));
    const run = attack(['plan', 'docs/secret.md'], { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toContain('leads outside the project root');
  });

  it('in a run of several inputs, the linked one is a failing result and the others are checked', () => {
    const outside = made({ 'secret.md': `# ${SECRET}\n` });
    const dir = made({ 'gauntlet.config.json': CONFIG, 'a.md': PLAN });
    symlinkSync(join(outside, 'secret.md'), join(dir, 'b.md'));
    const run = attack(['plan', '--format', 'json', 'a.md', 'b.md'], { cwd: dir });
    expectClean(run, 1);
    const report = JSON.parse(run.stdout);
    expect(report.verdict).toBe('fail');
    expect(report.results.map((result: { id: string }) => result.id)).toEqual(['a.md', 'b.md']);
    expect(report.results[1].verdict).toBe('fail');
    expect(report.results[1].findings).toEqual([
      expect.objectContaining({ rule: 'core/input', reason: 'input_unreadable', severity: 'blocker', fatal: true, file: 'b.md' }),
    ]);
  });

  it('follows a link that stays inside the project', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG, 'docs/real.md': PLAN });
    symlinkSync('docs/real.md', join(dir, 'alias.md'));
    const run = attack(['plan', '--format', 'json', 'alias.md'], { cwd: dir });
    expect(run.code).not.toBe(2);
    expect(JSON.parse(run.stdout).results[0].id).toBe('alias.md');
  });

  it('reads a file the user names outside the project, but not a link there that leads elsewhere', () => {
    const elsewhere = made({ 'plan.md': PLAN, 'secret.md': `# ${SECRET}\n` });
    symlinkSync(join(made({ 'deeper.md': `# ${SECRET}\n` }), 'deeper.md'), join(elsewhere, 'link.md'));
    const dir = made({ 'gauntlet.config.json': CONFIG });
    expect(attack(['plan', join(elsewhere, 'plan.md')], { cwd: dir }).code).not.toBe(2);
    const run = attack(['plan', join(elsewhere, 'link.md')], { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toContain('a symbolic link leads outside its directory');
  });

  it('--changed and --staged skip a committed link to /proc/self/environ with one note, and lint the rest', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG, 'base.md': PLAN });
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'base');
    symlinkSync('/proc/self/environ', join(dir, 'notes.md'));
    writeFileSync(join(dir, 'next.md'), PLAN);
    git(dir, 'add', 'notes.md', 'next.md');
    for (const args of [['--staged'], ['--changed', 'HEAD']]) {
      const run = attack([...args, '--format', 'json'], { cwd: dir });
      expectClean(run, JSON.parse(run.stdout).verdict === 'fail' ? 1 : 0);
      expect(JSON.parse(run.stdout).results.map((result: { id: string }) => result.id)).toEqual(['next.md']);
      expect(run.stderr).toBe('gauntlet-lint: skipped 1 symbolic link or special file (never followed or read when found by discovery: "notes.md")\n');
    }
  });

  it('the configured walk skips links and special files with one note', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG, 'a.md': PLAN });
    symlinkSync('/proc/self/environ', join(dir, 'env.md'));
    mkfifo(join(dir, 'pipe.md'));
    const run = attack(['--format', 'json'], { cwd: dir });
    expectClean(run, JSON.parse(run.stdout).verdict === 'fail' ? 1 : 0);
    expect(JSON.parse(run.stdout).results.map((result: { id: string }) => result.id)).toEqual(['a.md']);
    expect(run.stderr).toContain('skipped 2 symbolic link or special files');
  });
});

describe('FIFOs and devices are refused before a byte is read', () => {
  it('an explicit FIFO: exit 2 at once, no hang', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG });
    mkfifo(join(dir, 'plan.md'));
    const run = attack(['plan', 'plan.md'], { cwd: dir, timeout: 10_000 });
    expectClean(run, 2);
    expect(run.stderr).toContain('not a regular file');
  });

  it('a FIFO named by a flag (--baseline, --eval, --ledger) and as a batch input: no hang', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG, 'current.txt': 'a warning: x\n', 'r.rcpt': 'RCPT v1 a/1\n' });
    mkfifo(join(dir, 'fifo'));
    expectClean(attack(['warnings-baseline', '--baseline', 'fifo', 'current.txt'], { cwd: dir, timeout: 10_000 }), 2);
    expectClean(attack(['receipt', '--eval', 'fifo'], { cwd: dir, timeout: 10_000 }), 2);
    const run = attack(['receipt', '--tier2', '--ledger', 'fifo', 'r.rcpt'], { cwd: dir, timeout: 10_000 });
    expect(run.signal).toBeNull();
    expect([1, 2]).toContain(run.code);
  });

  it('a link to /dev/zero: refused at once, memory untouched', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG, 'a.md': PLAN });
    symlinkSync('/dev/zero', join(dir, 'zero.md'));
    const alone = attack(['plan', 'zero.md'], { cwd: dir, timeout: 10_000 });
    expectClean(alone, 2);
    const batch = attack(['plan', '--format', 'json', 'a.md', 'zero.md'], { cwd: dir, timeout: 10_000 });
    expectClean(batch, 1);
    expect(JSON.parse(batch.stdout).results[1].findings[0]).toMatchObject({ rule: 'core/input', severity: 'blocker', fatal: true });
  });

  it('stdin is read with the same cap: /dev/zero on stdin ends with exit 2, not an exhausted heap', () => {
    const dir = made();
    const run = attack(['plan', '-'], { cwd: dir, input: undefined, timeout: 30_000 });
    expect(run.code).not.toBe(2); // empty stdin is a plan with no content
    const zero = attack(['plan', '-'], { cwd: dir, timeout: 30_000, input: Buffer.alloc(64 * 1024 * 1024 + 10) });
    expectClean(zero, 2);
    expect(zero.stderr).toContain('input cap');
  });
});

describe('size caps', () => {
  it('an input over the cap: exit 2 alone; core/input-too-large in a run of several', () => {
    const dir = made({ 'a.md': PLAN, 'big.md': '' });
    truncateSync(join(dir, 'big.md'), 70_000_000); // sparse: no disk, no time
    expectClean(attack(['plan', 'big.md'], { cwd: dir }), 2);
    const run = attack(['plan', '--format', 'json', 'a.md', 'big.md'], { cwd: dir });
    expectClean(run, 1);
    const [first, second] = JSON.parse(run.stdout).results;
    expect(first.id).toBe('a.md');
    expect(second).toMatchObject({ id: 'big.md', verdict: 'fail' });
    expect(second.findings).toEqual([
      expect.objectContaining({ rule: 'core/input-too-large', reason: 'input_too_large', severity: 'blocker', fatal: true }),
    ]);
    expect(second.findings[0].message).toContain('70000000 bytes');
  });

  it('a --eval line longer than the cap: one clean line, exit 2', () => {
    const dir = made({ 'batch.jsonl': '' });
    truncateSync(join(dir, 'batch.jsonl'), 64 * 1024 * 1024 + 4096); // NUL bytes, no line break
    expectClean(attack(['receipt', '--eval', 'batch.jsonl'], { cwd: dir, timeout: 60_000 }), 2);
  });

  it('a directory tree 1,100 levels deep: the configured walk stops at its depth cap with a note', () => {
    const dir = made({ 'gauntlet.config.json': CONFIG, 'a.md': PLAN });
    let path = dir;
    for (let i = 0; i < 1100; i++) path = join(path, 'd');
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'deep.md'), PLAN);
    const run = attack(['--format', 'json'], { cwd: dir });
    expectClean(run, JSON.parse(run.stdout).verdict === 'fail' ? 1 : 0);
    expect(JSON.parse(run.stdout).results.map((result: { id: string }) => result.id)).toEqual(['a.md']);
    expect(run.stderr).toContain('1 directory deeper than 64 levels');
  });
});
