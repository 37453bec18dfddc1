import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, tempDir } from './helpers.js';

// The real pre-commit framework (Debian package `pre-commit`; .ci/run installs it) with a
// `repo: local` hook that runs the built CLI: a failing artifact blocks the commit, a passing one
// is allowed.
const root = join(__dirname, '..', '..', '..');
// Plans we wrote (examples/artifacts/plans): one that plan-verify blocks, one it passes.
const FAILING_PLAN = readFileSync(join(root, 'examples', 'artifacts', 'plans', 'checkout-cleanup.md'), 'utf8');
const PASSING_PLAN = readFileSync(join(root, 'examples', 'artifacts', 'plans', 'orders-export.md'), 'utf8');
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
      'repo/gauntlet.config.json': JSON.stringify({ files: { 'docs/plans/**/*.md': 'plan' } }),
      'repo/.pre-commit-config.yaml': [
        'repos:',
        '  - repo: local',
        '    hooks:',
        '      - id: gauntlet-lint',
        '        name: gauntlet-lint',
        `        entry: ${JSON.stringify(`${process.execPath} ${BIN}`)}`,
        '        language: system',
        '        files: ^docs/plans/',
        '',
      ].join('\n'),
    }));
    mkdirSync(join(dir, 'repo', 'docs', 'plans'), { recursive: true });
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

  it('blocks a commit with a failing plan', () => {
    writeFileSync(join(dir, 'repo', 'docs', 'plans', 'bad.md'), FAILING_PLAN);
    git('add', 'docs/plans/bad.md');
    const commit = git('commit', '-m', 'add a failing plan');
    expect(commit.status).not.toBe(0);
    expect(commit.stdout + commit.stderr).toContain('plan/');
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(1);
    git('rm', '-q', '--cached', 'docs/plans/bad.md');
  }, 60_000);

  it('allows a commit with a passing plan', () => {
    writeFileSync(join(dir, 'repo', 'docs', 'plans', 'good.md'), PASSING_PLAN);
    git('add', 'docs/plans/good.md');
    const commit = git('commit', '-m', 'add a passing plan');
    expect(commit.stdout + commit.stderr).toContain('Passed');
    expect(commit.status).toBe(0);
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(2);
  }, 60_000);
});
