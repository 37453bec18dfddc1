import { describe, expect, it } from 'vitest';
import { DRIVER_QUERY, SAFE_GIT_CONFIG, driverSettings, safeGitArgs, safeGitEnv } from './git-safety.js';

describe('the git runner’s arguments', () => {
  it('puts --no-pager and every safe -c setting before the caller’s arguments', () => {
    const args = safeGitArgs(['ls-files', '-z']);
    expect(args[0]).toBe('--no-pager');
    expect(args.slice(1, 1 + 2 * SAFE_GIT_CONFIG.length).filter((_, i) => i % 2 === 1)).toEqual([...SAFE_GIT_CONFIG]);
    expect(args.slice(-2)).toEqual(['ls-files', '-z']);
    expect(SAFE_GIT_CONFIG).toEqual(expect.arrayContaining(['core.fsmonitor=false', 'core.hooksPath=/dev/null', 'diff.external=', 'protocol.allow=never']));
  });

  it('adds the no-external-program flags right after diff, log, show and grep, past leading -c options', () => {
    expect(safeGitArgs(['diff', '--name-only', 'HEAD', '--']).slice(-7)).toEqual(['diff', '--no-ext-diff', '--no-textconv', '--no-color', '--name-only', 'HEAD', '--']);
    expect(safeGitArgs(['-c', 'core.quotePath=false', 'show', 'HEAD:a']).slice(-8)).toEqual([
      '-c', 'core.quotePath=false', 'show', '--no-ext-diff', '--no-textconv', '--no-color', '--no-show-signature', 'HEAD:a',
    ]);
    expect(safeGitArgs(['grep', '-l', '-e', 'x']).slice(-6)).toEqual(['grep', '--no-textconv', '--no-color', '-l', '-e', 'x']);
  });

  it('empties every program of every driver the configuration defines (names with dots included)', () => {
    const listed = ['filter.lfs.clean\ngit-lfs clean -- %f', 'filter.a.b.process\nrun', 'diff.evil.textconv\nx', 'merge.m.driver\ny', 'filter.lfs.required\ntrue', ''].join('\0');
    expect(driverSettings(listed)).toEqual([
      'filter.lfs.clean=', 'filter.lfs.smudge=', 'filter.lfs.process=', 'filter.lfs.required=false',
      'filter.a.b.clean=', 'filter.a.b.smudge=', 'filter.a.b.process=', 'filter.a.b.required=false',
      'diff.evil.command=', 'diff.evil.textconv=', 'merge.m.driver=',
    ]);
    expect(DRIVER_QUERY).toEqual(['config', '-z', '--get-regexp', '^(filter|diff|merge)\\.']);
    expect(safeGitArgs(['status'], ['filter.x.clean='])).toContain('filter.x.clean=');
  });

  it('drops environment variables that name programs, and keeps the rest', () => {
    const env = safeGitEnv({ GIT_EXTERNAL_DIFF: 'x', GIT_PAGER: 'x', GIT_SSH_COMMAND: 'x', GIT_INDEX_FILE: '/i', PATH: '/bin' });
    expect(env).not.toHaveProperty('GIT_EXTERNAL_DIFF');
    expect(env).not.toHaveProperty('GIT_PAGER');
    expect(env).not.toHaveProperty('GIT_SSH_COMMAND');
    expect(env).toMatchObject({ GIT_INDEX_FILE: '/i', PATH: '/bin', GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' });
  });
});
