import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attack, expectClean, folder, git, remove } from './security/harness.js';

// docs/cli.md#several-inputs: in a run of more than one input, an
// input that exists but cannot be read or decoded is a failing result of its own (`core/input`,
// `fatal: true`) and every other input is still checked; the run exits 1. With one input, exit 2.

const dirs: string[] = [];
const made = (files: Record<string, string | Uint8Array> = {}) => {
  const dir = folder(files);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(remove));

const BRIEF = '# Brief\n\n## Goal\n\nShip it.\n';
const NOT_UTF8 = new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x0a]);
const ids = (stdout: string) => JSON.parse(stdout).results.map((result: { id: string }) => result.id);

describe('one broken input never hides the others', () => {
  it('FILE... command: the undecodable input is a failing result, the others are checked, exit 1', () => {
    const dir = made({ 'a.md': BRIEF, 'bad.md': NOT_UTF8, 'c.md': BRIEF });
    const run = attack(['brief', '--format', 'json', 'a.md', 'bad.md', 'c.md'], { cwd: dir });
    expectClean(run, 1);
    const report = JSON.parse(run.stdout);
    expect(ids(run.stdout)).toEqual(['a.md', 'bad.md', 'c.md']);
    expect(report.verdict).toBe('fail');
    expect(report.results[1]).toEqual({
      id: 'bad.md',
      verdict: 'fail',
      findings: [{ verifier: 'core', rule: 'core/input', reason: 'input_invalid', severity: 'blocker', message: 'bad.md is not valid UTF-8', file: 'bad.md', fatal: true }],
      data: {},
    });
  });

  it('with exactly one input the exit-2 rule applies unchanged', () => {
    const dir = made({ 'bad.md': NOT_UTF8 });
    const run = attack(['brief', '--format', 'json', 'bad.md'], { cwd: dir });
    expectClean(run, 2);
    expect(JSON.parse(run.stdout)).toEqual({ schemaVersion: 1, error: { reason: 'input_invalid', message: 'bad.md is not valid UTF-8' } });
  });

  it('a directory among several inputs is input_unreadable for that input only', () => {
    const dir = made({ 'a.md': BRIEF });
    mkdirSync(join(dir, 'folder.md'));
    const run = attack(['brief', '--format', 'json', 'a.md', 'folder.md'], { cwd: dir });
    expectClean(run, 1);
    expect(JSON.parse(run.stdout).results[1].findings[0]).toMatchObject({ rule: 'core/input', reason: 'input_unreadable', message: 'cannot read folder.md (is a directory)' });
  });

  it('a missing explicit input stays exit 2 whatever the count', () => {
    const dir = made({ 'a.md': BRIEF });
    const run = attack(['brief', 'a.md', 'missing.md'], { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toBe('gauntlet-lint: cannot read missing.md (no such file)\n');
  });

  it('invalid JSON among several inputs (a command that needs JSON)', () => {
    const dir = made({ 'a.json': '{"threshold": 10, "rounds": []}', 'b.json': '{ nope' });
    const run = attack(['review', '--format', 'json', 'a.json', 'b.json'], { cwd: dir });
    expectClean(run, 1);
    expect(JSON.parse(run.stdout).results[0].id).toBe('a.json');
    expect(JSON.parse(run.stdout).results[1].findings[0]).toMatchObject({ rule: 'core/input', reason: 'input_invalid', severity: 'blocker', fatal: true });
  });

  it('configured run over many files: the broken one is a result, the run exits 1', () => {
    const files: Record<string, string | Uint8Array> = { 'gauntlet.config.json': JSON.stringify({ files: { 'briefs/*.md': 'brief' } }) };
    for (let i = 0; i < 20; i++) files[`briefs/b${String(i).padStart(2, '0')}.md`] = BRIEF;
    files['briefs/b07.md'] = NOT_UTF8;
    const dir = made(files);
    const run = attack(['--format', 'json'], { cwd: dir });
    expectClean(run, 1);
    const report = JSON.parse(run.stdout);
    expect(report.results).toHaveLength(20);
    const broken = report.results.filter((result: { findings: { fatal?: boolean }[] }) => result.findings.some((finding) => finding.fatal));
    expect(broken.map((result: { id: string }) => result.id)).toEqual(['briefs/b07.md']);
  });

  it('configured run with one file: exit 2', () => {
    const dir = made({ 'gauntlet.config.json': JSON.stringify({ files: { '*.md': 'brief' } }), 'bad.md': NOT_UTF8 });
    expectClean(attack(['bad.md'], { cwd: dir }), 2);
  });

  it('--changed: the broken changed file is a result of its own', () => {
    const dir = made({ 'gauntlet.config.json': JSON.stringify({ files: { '*.md': 'brief' } }), 'old.md': BRIEF });
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'base');
    writeFileSync(join(dir, 'new.md'), BRIEF);
    writeFileSync(join(dir, 'broken.md'), NOT_UTF8);
    const run = attack(['--changed', 'HEAD', '--format', 'json'], { cwd: dir });
    expectClean(run, 1);
    expect(ids(run.stdout).sort()).toEqual(['broken.md', 'new.md']);
  });
});
