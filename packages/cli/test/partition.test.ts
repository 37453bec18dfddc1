import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempFolder as tempDir } from './helpers.js';

interface ResultJson {
  verdict: string;
  findings: Array<{ reason: string; severity: string; line?: number | null }>;
}
/** A result's verdict and findings as `[reason, severity]`: what a failing run asserts. */
const outcome = (result: ResultJson) => ({ verdict: result.verdict, findings: result.findings.map((finding) => [finding.reason, finding.severity]) });

describe('gauntlet-lint partition (built bin)', () => {
  it('passes a MECE partition and fails an overlap (reference parity)', () => {
    const cwd = tempDir({
      'ok.json': '{"api": ["src/api/"], "ui": ["src/ui/"]}',
      'bad.json': '{"api": ["src/api/", "src/shared.ts"], "ui": [" /src/shared.ts", "src/ui"]}',
    });
    const ok = cli(['partition', '--format', 'json', 'ok.json'], { cwd });
    expect(ok.status).toBe(0);
    expect(ok.json().verdict).toBe('pass');
    expect(ok.json().results[0].data).toEqual({ mece: true, overlaps: [] });
    const bad = cli(['partition', '--format', 'json', 'bad.json'], { cwd });
    expect(bad.status).toBe(1);
    const result = bad.json().results[0];
    expect(result.data.overlaps).toEqual([{ path: 'src/shared.ts', owners: ['api', 'ui'] }]);
    expect(outcome(result)).toEqual({ verdict: 'fail', findings: [['partition_overlap', 'blocker']] });
    expect(bad.json().verdict).toBe('fail');
  });

  it('an overlap lowered to a warning by configuration exits 0; turned off, it is not reported', () => {
    const partition = '{"api": ["src/shared.ts"], "ui": ["src/shared.ts"]}';
    const warned = cli(['partition', '--format', 'json', 'p.json'], { cwd: tempDir({ 'p.json': partition, 'gauntlet.config.json': '{"rules": {"partition/overlap": "warning"}}' }) });
    expect(warned.status).toBe(0);
    expect(outcome(warned.json().results[0])).toEqual({ verdict: 'pass', findings: [['partition_overlap', 'warning']] });
    const off = cli(['partition', '--format', 'json', 'p.json'], { cwd: tempDir({ 'p.json': partition, 'gauntlet.config.json': '{"rules": {"partition/overlap": "off"}}' }) });
    expect(off.status).toBe(0);
    expect(outcome(off.json().results[0])).toEqual({ verdict: 'pass', findings: [] });
  });

  it('reads stdin', () => {
    const cwd = tempDir();
    const run = cli(['partition', '--format', 'json', '-'], { cwd, input: '{"b":["y"],"1":["x","y"],"0":["x"]}' });
    expect(run.status).toBe(1);
    expect(run.json().results[0].verdict).toBe('fail');
    expect(run.json().results[0].data.overlaps).toEqual([
      { path: 'y', owners: ['1', 'b'] },
      { path: 'x', owners: ['0', '1'] },
    ]);
  });

  it.each([
    ['invalid JSON', '{"a": [}', 'input_invalid'],
    ['a top-level array', '[]', 'input_invalid'],
    ['a null agent value', '{"a": null}', 'input_invalid'],
    ['a BOM', '\ufeff{}', 'input_invalid'],
  ])('exits 2 on %s', (_name, content, reason) => {
    const cwd = tempDir({ 'p.json': content });
    const run = cli(['partition', '--format', 'json', 'p.json'], { cwd });
    expect(run.status).toBe(2);
    expect(run.json().error.reason).toBe(reason);
  });

  it('exits 2 on a missing file and on invalid UTF-8 stdin', () => {
    const cwd = tempDir();
    const missing = cli(['partition', '--format', 'json', 'nope.json'], { cwd });
    expect(missing.status).toBe(2);
    expect(missing.json().error.reason).toBe('input_missing');
    const run = cli(['partition', '--format', 'json', '-'], { cwd, input: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x5b, 0x5d, 0x7d]) });
    expect(run.status).toBe(2);
    expect(run.json().error.reason).toBe('input_invalid');
  });

  it('--globs reports overlapping globs with a witness', () => {
    const cwd = tempDir({ 'p.json': '{"api":["src/api/**","src/*.ts"],"ui":["src/ui/**","src/index.ts"]}' });
    const run = cli(['partition', '--globs', '--format', 'json', 'p.json'], { cwd });
    expect(run.status).toBe(1);
    const result = run.json().results[0];
    expect(outcome(result)).toEqual({ verdict: 'fail', findings: [['partition_glob_overlap', 'blocker']] });
    expect(result.findings[0]).toMatchObject({ rule: 'partition/glob-overlap', reason: 'partition_glob_overlap', evidence: ['src/index.ts'] });
    expect(result.data.overlaps).toEqual([{ path: 'src/index.ts', owners: ['api', 'ui'], entries: ['src/*.ts', 'src/index.ts'] }]);
  });

  it('--files reports uncovered and doubly owned paths', () => {
    const cwd = tempDir({ 'p.json': '{"a":["src/**"],"b":["src/b/**","docs/**"]}', 'changed.txt': 'src/a.ts\nsrc/b/x.ts\n\nREADME.md\n' });
    const run = cli(['partition', '--globs', '--files', 'changed.txt', '--format', 'json', 'p.json'], { cwd });
    expect(run.status).toBe(1);
    const result = run.json().results[0];
    expect(result.data.uncovered).toEqual(['README.md']);
    expect(outcome(result)).toEqual({
      verdict: 'fail',
      findings: [
        ['partition_glob_overlap', 'blocker'],
        ['partition_overlap', 'blocker'],
        ['partition_uncovered', 'blocker'],
      ],
    });
  });

  it('--changed reads git diff and untracked files from a real repository', () => {
    const cwd = tempDir({ 'src/a.ts': 'a\n', 'src/b.ts': 'b\n', '.gitignore': 'ignored.txt\n' });
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
    expect(git('init', '-q').status).toBe(0);
    git('add', '.');
    expect(git('commit', '-qm', 'init').status).toBe(0);
    tempWrite(cwd, 'src/a.ts', 'changed\n');
    tempWrite(cwd, 'docs/new.md', 'new\n');
    tempWrite(cwd, 'ignored.txt', 'x\n');
    tempWrite(cwd, 'p.json', '{"core":["src/a.ts","p.json"]}');
    const run = cli(['partition', '--changed', 'HEAD', '--format', 'json', 'p.json'], { cwd });
    expect(run.status).toBe(1);
    expect(run.json().results[0].data.uncovered).toEqual(['docs/new.md']);
    expect(outcome(run.json().results[0])).toEqual({ verdict: 'fail', findings: [['partition_uncovered', 'blocker']] });
    const badRev = cli(['partition', '--changed', 'no-such-rev', '--format', 'json', 'p.json'], { cwd });
    expect(badRev.status).toBe(2);
    expect(badRev.json().error).toMatchObject({ reason: 'usage', message: expect.stringContaining('no-such-rev') });
    expect(badRev.json().results).toBeUndefined();
  });

  it('rejects --files with --changed', () => {
    const cwd = tempDir({ 'p.json': '{}', 'f.txt': '' });
    const run = cli(['partition', '--files', 'f.txt', '--changed', 'HEAD', 'p.json'], { cwd });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

function tempWrite(dir: string, path: string, content: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}
