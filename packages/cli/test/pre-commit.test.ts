import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_GATE, BIN, GOOD_GATE, tempDir } from './helpers.js';

// The real pre-commit framework (Debian package `pre-commit`; .ci/run installs it) with a
// `repo: local` hook that runs the built CLI: a failing artifact blocks the commit, a passing one
// is allowed.
const root = join(__dirname, '..', '..', '..');
const hasPreCommit = spawnSync('pre-commit', ['--version']).status === 0;
if (!hasPreCommit) console.warn('pre-commit is not installed: the pre-commit integration test is skipped (apt-get install pre-commit)');

describe.skipIf(!hasPreCommit)('pre-commit integration', () => {
  let dir: string;
  let cleanup: () => void;
  const env = () => ({
    ...process.env,
    PRE_COMMIT_HOME: join(dir, '.pre-commit-home'),
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.invalid',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.invalid',
    NO_COLOR: '1',
  });
  const git = (...args: string[]) => spawnSync('git', args, { cwd: join(dir, 'repo'), encoding: 'utf8', env: env() });

  beforeAll(() => {
    ({ dir, cleanup } = tempDir({
      'repo/gauntlet.config.json': JSON.stringify({ files: { 'gates/**/*.json': 'gate-prompt' } }),
      'repo/.pre-commit-config.yaml': [
        'repos:',
        '  - repo: local',
        '    hooks:',
        '      - id: gauntlet-lint',
        '        name: gauntlet-lint',
        `        entry: ${JSON.stringify(`${process.execPath} ${BIN}`)}`,
        '        language: system',
        '        files: ^gates/',
        '',
      ].join('\n'),
    }));
    mkdirSync(join(dir, 'repo', 'gates'));
    expect(git('init', '-q').status).toBe(0);
    expect(spawnSync('pre-commit', ['install'], { cwd: join(dir, 'repo'), encoding: 'utf8', env: env() }).status).toBe(0);
    git('add', '.');
    expect(git('commit', '-qm', 'setup').status).toBe(0);
  }, 60_000);
  afterAll(() => cleanup?.());

  it('our .pre-commit-hooks.yaml is a valid manifest', () => {
    const result = spawnSync('pre-commit', ['validate-manifest', join(root, '.pre-commit-hooks.yaml')], { encoding: 'utf8', env: env() });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('blocks a commit with a failing artifact', () => {
    writeFileSync(join(dir, 'repo', 'gates', 'bad.json'), BAD_GATE);
    git('add', 'gates/bad.json');
    const commit = git('commit', '-m', 'add a bad gate');
    expect(commit.status).not.toBe(0);
    expect(commit.stdout + commit.stderr).toContain('gate-prompt/header-length');
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(1);
    git('rm', '-q', '--cached', 'gates/bad.json');
  }, 60_000);

  it('allows a commit with a passing artifact', () => {
    writeFileSync(join(dir, 'repo', 'gates', 'good.json'), GOOD_GATE);
    git('add', 'gates/good.json');
    const commit = git('commit', '-m', 'add a good gate');
    expect(commit.stdout + commit.stderr).toContain('Passed');
    expect(commit.status).toBe(0);
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(2);
  }, 60_000);
});
