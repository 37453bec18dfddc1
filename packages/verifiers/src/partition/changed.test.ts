import { describe, expect, it } from 'vitest';
import { type GitOutput, createMemoryHost, isGauntletError, verdictOf } from '@gauntlet/core';
import { verifyPartition } from './index.js';
import { changedPaths } from './prepare.js';

/** A memory host whose git answers `diff` and `ls-files` as given (and records the calls). */
function failingGitHost(diff: GitOutput, untracked: GitOutput = { exitCode: 0, stdout: '', stderr: '' }) {
  const calls: string[][] = [];
  const host = createMemoryHost({
    git: (args) => {
      calls.push([...args]);
      return args[0] === 'diff' ? diff : untracked;
    },
  });
  return { host, calls };
}
const ok = (stdout: string): GitOutput => ({ exitCode: 0, stdout, stderr: '' });

async function usageError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(isGauntletError(error), 'a GauntletError (exit 2)').toBe(true);
  if (!isGauntletError(error)) throw new Error('unreachable');
  expect(error.reason).toBe('usage');
  return error.message;
}

// docs/rules/partition/uncovered.md: --changed reads `git diff --name-only REV` and the untracked
// files; a git failure exits 2 instead of reading as "nothing changed" (which would pass).
describe('partition --changed: git through the Host', () => {
  it('asks git for the diff and the untracked files, NUL-separated, de-duplicated, blanks dropped', async () => {
    const { host, calls } = failingGitHost(ok('src/a.ts\0lib/b.ts\0\0'), ok('lib/b.ts\0new.ts\0'));
    expect(await changedPaths(host, 'main')).toEqual(['src/a.ts', 'lib/b.ts', 'new.ts']);
    expect(calls).toEqual([
      ['diff', '--name-only', '-z', 'main', '--'],
      ['ls-files', '-z', '--others', '--exclude-standard', '--full-name'],
    ]);
  });

  it('a failing git diff is a usage error naming the revision and git\'s first line, not an empty change set', async () => {
    const { host } = failingGitHost({ exitCode: 128, stdout: '', stderr: "fatal: bad revision 'nope'\nmore\n" });
    expect(await usageError(changedPaths(host, 'nope'))).toBe("git diff --name-only nope failed (fatal: bad revision 'nope')");
    expect(await usageError(verifyPartition('{"a": ["x"]}', { changed: 'nope' }, { host }))).toContain('nope');
  });

  it('a failing git diff without stderr names the exit code; stderr is trimmed', async () => {
    const { host } = failingGitHost({ exitCode: 1, stdout: 'src/a.ts\0', stderr: '' });
    expect(await usageError(changedPaths(host, 'HEAD'))).toBe('git diff --name-only HEAD failed (exit 1)');
    const blank = failingGitHost({ exitCode: 129, stdout: '', stderr: '  \n' });
    expect(await usageError(changedPaths(blank.host, 'HEAD'))).toBe('git diff --name-only HEAD failed (exit 129)');
  });

  it('a failing git ls-files is a usage error too, with git\'s first line or the exit code', async () => {
    const failing = failingGitHost(ok('src/a.ts\0'), { exitCode: 128, stdout: 'x\0', stderr: 'fatal: not a git repository\nhint\n' });
    expect(await usageError(changedPaths(failing.host, 'HEAD'))).toBe('git ls-files failed (fatal: not a git repository)');
    const silent = failingGitHost(ok('src/a.ts\0'), { exitCode: 3, stdout: '', stderr: '  ' });
    expect(await usageError(changedPaths(silent.host, 'HEAD'))).toBe('git ls-files failed (exit 3)');
  });

  it('a revision that looks like an option is refused before git runs', async () => {
    const { host, calls } = failingGitHost(ok(''));
    expect(await usageError(changedPaths(host, '--output=/tmp/x'))).toBe('--changed expects a revision, not "--output=/tmp/x"');
    expect(calls).toEqual([]);
  });

  it('changed files no agent owns fail the gate; owned ones pass it', async () => {
    const { host } = failingGitHost(ok('src/a.ts\0docs/new.md\0'));
    const failing = await verifyPartition('{"core": ["src/a.ts"]}', { changed: 'HEAD' }, { host });
    expect(failing.findings.map((f) => [f.rule, f.severity, f.evidence])).toEqual([['partition/uncovered', 'blocker', ['docs/new.md']]]);
    expect(verdictOf(failing.findings)).toBe('fail');
    const passing = await verifyPartition('{"core": ["src/a.ts"], "docs": ["docs/new.md"]}', { changed: 'HEAD' }, { host });
    expect(passing.findings).toEqual([]);
    expect(verdictOf(passing.findings)).toBe('pass');
  });
});
