import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack, expectClean, folder, git, remove } from './harness.js';

// An agent that can only write files can write `.git/config`, `.git/hooks/*`, `.gitattributes`.
// None of what they name may run when gauntlet-lint asks git something (docs/guides/security.md,
// "Git"). Each setting below names a program that creates a marker file; after every command that
// calls git, no marker may exist. The control at the end shows plain git would have run them.

const PLAN = '# Plan\n\n## Tasks\n\n- [ ] T-1 delete `src/old.ts`\n';
const PROGRAM_SETTINGS = [
  'core.fsmonitor',
  'core.pager',
  'pager.diff',
  'pager.log',
  'pager.grep',
  'pager.show',
  'diff.external',
  'diff.evil.command',
  'diff.evil.textconv',
  'filter.evil.clean',
  'filter.evil.smudge',
  'filter.evil.process',
  'merge.evil.driver',
  'core.sshCommand',
  'core.askPass',
  'core.editor',
  'sequence.editor',
  'core.alternateRefsCommand',
  'credential.helper',
  'gpg.program',
  'gpg.ssh.program',
  'gpg.x509.program',
];
const HOOKS = ['post-index-change', 'reference-transaction', 'pre-commit', 'post-checkout', 'fsmonitor-watchman', 'pre-auto-gc'];

let dir: string;
const marker = (name: string) => join(dir, 'markers', name);
const markers = () => readdirSync(join(dir, 'markers'));

beforeAll(() => {
  dir = folder({
    'gauntlet.config.json': JSON.stringify({ files: { '**/*.md': 'plan' } }),
    'plan.md': PLAN,
    'src/old.ts': 'export const old = 1;\n',
    'part.json': JSON.stringify({ a: ['src/**'], b: ['*.md'] }),
    '.gitattributes': '* filter=evil diff=evil merge=evil\n',
  });
  mkdirSync(join(dir, 'markers'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'feat(01-01): base');
  // Now the hostile configuration: every program-valued setting, every hook, required filters.
  for (const key of PROGRAM_SETTINGS) git(dir, 'config', key, `touch '${marker(key)}'; false`);
  git(dir, 'config', 'filter.evil.required', 'true');
  git(dir, 'config', 'log.showSignature', 'true');
  git(dir, 'config', 'color.ui', 'always');
  git(dir, 'config', 'diff.relative', 'true');
  git(dir, 'config', 'grep.patternType', 'perl');
  mkdirSync(join(dir, 'hooks'));
  for (const hook of HOOKS) {
    writeFileSync(join(dir, 'hooks', hook), `#!/bin/sh\ntouch '${marker(`hook-${hook}`)}'\n`);
    chmodSync(join(dir, 'hooks', hook), 0o755);
  }
  git(dir, 'config', 'core.hooksPath', join(dir, 'hooks'));
  // Dirty, stat-stale work-tree files: git would run the clean filter to compare them.
  writeFileSync(join(dir, 'plan.md'), `${PLAN}\nchanged\n`);
  utimesSync(join(dir, 'plan.md'), new Date('2001-01-01'), new Date('2001-01-01'));
  writeFileSync(join(dir, 'untracked.md'), PLAN);
});
afterAll(() => remove(dir));

const hostileEnv = () => ({
  GIT_EXTERNAL_DIFF: `touch '${marker('env-GIT_EXTERNAL_DIFF')}'`,
  GIT_PAGER: `touch '${marker('env-GIT_PAGER')}'`,
  PAGER: `touch '${marker('env-PAGER')}'`,
  GIT_SSH_COMMAND: `touch '${marker('env-GIT_SSH_COMMAND')}'`,
  GIT_ASKPASS: `touch '${marker('env-GIT_ASKPASS')}'`,
});

describe('nothing a repository configures ever runs', () => {
  const commands: Record<string, string[]> = {
    '--changed HEAD': ['--changed', 'HEAD'],
    '--staged': ['--staged'],
    'partition --changed HEAD': ['partition', '--changed', 'HEAD', 'part.json'],
    'partition --globs --changed HEAD': ['partition', '--globs', '--changed', 'HEAD', 'part.json'],
    'plan --repo .': ['plan', '--repo', '.', 'plan.md'],
    'tdd --repo . --phase 1 --plan 1': ['tdd', '--repo', '.', '--phase', '01', '--plan', '01', '--mvp', '--tdd'],
    'tdd --review --repo . --phase 1': ['tdd', '--review', '--repo', '.', '--phase', '01', '--mvp', '--tdd'],
    'spec-pr --repo . --base HEAD --head HEAD': ['spec-pr', '--repo', '.', '--base', 'HEAD', '--head', 'HEAD'],
  };
  it.each(Object.entries(commands))('%s runs no configured program, hook, filter or driver', (_, args) => {
    const run = attack(args, { cwd: dir, env: hostileEnv() });
    expect(run.signal).toBeNull();
    expect([0, 1], `${run.code}\n${run.stderr}`).toContain(run.code);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(markers()).toEqual([]);
  });

  it('--changed still sees the right files (relative paths, no colour, despite the configuration)', () => {
    const run = attack(['--changed', 'HEAD', '--format', 'json'], { cwd: dir, env: hostileEnv() });
    expect(JSON.parse(run.stdout).results.map((result: { id: string }) => result.id).sort()).toEqual(['plan.md', 'untracked.md']);
    expect(markers()).toEqual([]);
  });

  it('plan --repo reads the delete target as the reference does (basic regex, whatever grep.patternType says)', () => {
    const run = attack(['plan', '--repo', '.', '--format', 'json', 'plan.md'], { cwd: dir, env: hostileEnv() });
    const reasons = JSON.parse(run.stdout).results[0].findings.map((finding: { reason: string }) => finding.reason);
    expect(reasons).toContain('delete_with_callers');
    expect(markers()).toEqual([]);
  });

  it('control: plain git in the same repository does run them (the attack is real)', () => {
    spawnSync('git', ['diff', '--name-only', 'HEAD'], { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir } });
    expect(existsSync(marker('core.fsmonitor'))).toBe(true);
    expect(markers().some((name) => name.startsWith('filter.evil'))).toBe(true);
  });
});

describe('git failures are one clean line', () => {
  it.each([
    ['--changed HEAD', ['--changed', 'HEAD']],
    ['partition --changed HEAD', ['partition', '--changed', 'HEAD', 'part.json']],
    ['tdd --repo .', ['tdd', '--repo', '.', '--phase', '01', '--plan', '01', '--mvp', '--tdd']],
  ])('%s without git on PATH: exit 2, "git is not installed", no trace', (_, args) => {
    const run = attack(args, { cwd: dir, env: { PATH: join(dir, 'no-such-dir') } });
    expectClean(run, 2);
    expect(run.stderr).toContain('git is not installed or not on PATH');
  });
});

