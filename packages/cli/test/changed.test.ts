import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_GATE, GOOD_GATE, lintJson, tempDir } from './helpers.js';

// --changed REV and --staged against a real git repository: exactly the changed files that the
// config maps to a command are linted (committed-before files and unmapped files are not).
describe('gauntlet-lint --changed / --staged (real git)', () => {
  let dir: string;
  let cleanup: () => void;
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid' };
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8', env });
  const ids = (run: ReturnType<typeof lintJson>) => run.json.results.map((result: { id: string }) => result.id);

  beforeAll(() => {
    ({ dir, cleanup } = tempDir({
      'gauntlet.config.json': JSON.stringify({ files: { 'gates/**/*.json': 'gate-prompt' } }),
      'gates/old-bad.json': BAD_GATE,
      'notes.txt': 'not mapped',
    }));
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-qm', 'base');
    writeFileSync(join(dir, 'gates', 'changed.json'), GOOD_GATE);
    writeFileSync(join(dir, 'gates', 'staged.json'), BAD_GATE);
    writeFileSync(join(dir, 'notes.txt'), 'still not mapped');
    git('add', 'gates/changed.json', 'notes.txt');
    git('commit', '-qm', 'change');
    git('add', 'gates/staged.json');
    writeFileSync(join(dir, 'gates', 'untracked.json'), GOOD_GATE);
  });
  afterAll(() => cleanup?.());

  it('--changed REV: changed, staged and untracked mapped files, nothing else', () => {
    const run = lintJson(['--changed', 'HEAD~1', '--format', 'json'], dir);
    expect(run.stderr).toBe('');
    expect(ids(run).sort()).toEqual(['gates/changed.json', 'gates/staged.json', 'gates/untracked.json']);
    expect(run.code).toBe(1);
  });

  it('--staged: only the staged mapped files', () => {
    const run = lintJson(['--staged', '--format', 'json'], dir);
    expect(ids(run)).toEqual(['gates/staged.json']);
    expect(run.code).toBe(1);
  });

  it('a bad revision is a usage error, in one line', () => {
    const run = lintJson(['--changed', 'no-such-rev'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('--changed no-such-rev: git');
  });
});
