import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_GATE, BIN, GOOD_GATE, tempDir } from './helpers.js';

// lint-staged (the engine of the husky recipe in docs/guides/pre-commit.md) runs the built CLI
// on exactly the staged files.
const lintStaged = join(__dirname, '..', 'node_modules', '.bin', 'lint-staged');

describe('lint-staged integration', () => {
  let dir: string;
  let cleanup: () => void;
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid', NO_COLOR: '1', FORCE_COLOR: '0' };
  const inRepo = (command: string, ...args: string[]) => spawnSync(command, args, { cwd: dir, encoding: 'utf8', env });

  beforeAll(() => {
    ({ dir, cleanup } = tempDir({
      'package.json': JSON.stringify({ name: 'host', private: true, 'lint-staged': { 'gates/**/*.json': `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} gate-prompt` } }),
      'gates/old-bad.json': BAD_GATE,
    }));
    inRepo('git', 'init', '-q');
    inRepo('git', 'add', '.');
    inRepo('git', 'commit', '-qm', 'init', '--no-verify');
  });
  afterAll(() => cleanup?.());

  it('fails on a staged failing artifact', () => {
    writeFileSync(join(dir, 'gates', 'bad.json'), BAD_GATE);
    inRepo('git', 'add', 'gates/bad.json');
    const run = inRepo(lintStaged, '--no-stash');
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('gate-prompt/header-length');
    inRepo('git', 'rm', '-q', '--cached', 'gates/bad.json');
  }, 60_000);

  it('passes when only passing artifacts are staged (committed failures are not re-linted)', () => {
    writeFileSync(join(dir, 'gates', 'good.json'), GOOD_GATE);
    inRepo('git', 'add', 'gates/good.json');
    const run = inRepo(lintStaged, '--no-stash');
    expect(run.stdout + run.stderr).not.toContain('old-bad.json');
    expect(run.status).toBe(0);
  }, 60_000);
});
