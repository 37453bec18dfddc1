import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = join(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');
const NEW = 'doc/specs/2026-10-27-streamed-import.md';
const OLD = 'doc/specs/2026-06-14-batch-import.md';
const OLD_BASE = '# Batch import\n\n**Goal:** load a CSV in one request.\n\n## Problem\n\nUploads over 20 MB time out\n';
const OLD_HEAD = `# Batch import\n\n> **Superseded by:** [${NEW}](./2026-10-27-streamed-import.md) - fully\n\n**Goal:** load a CSV in one request.\n\n## Problem\n\nUploads over 20 MB time out\n`;
const NEW_SPEC = '# Streamed import\n\n**Goal:** load a CSV in chunks while it uploads.\n**Amend-grant:** none\n**Engine:** deferred\n\n## Problem\n\nBig files need a stream.\n';

let root: string;
let repo: string;

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: '',
};

function git(...args: string[]): string {
  const out = spawnSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, env: GIT_ENV, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

function lint(args: string[], cwd = root) {
  const out = spawnSync(process.execPath, [bin, 'spec-pr', '--format', 'json', ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: out.status, json: out.stdout ? JSON.parse(out.stdout) : null, stderr: out.stderr };
}

const reasonsOf = (json: { results: Array<{ findings: Array<{ reason: string }> }> }) => json.results[0]?.findings.map((f) => f.reason);
/** A failing run: exit 1, verdict fail, and these blockers (rule, reason) in order. */
function expectBlocked(run: ReturnType<typeof lint>, blockers: Array<[string, string]>): void {
  expect(run.status).toBe(1);
  expect(run.json.verdict).toBe('fail');
  expect(run.json.results[0].verdict).toBe('fail');
  expect(run.json.results[0].findings.map((f: { rule: string; reason: string; severity: string }) => [f.rule, f.reason, f.severity])).toEqual(
    blockers.map(([rule, reason]) => [rule, reason, 'blocker']),
  );
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gauntlet-spec-pr-'));
  repo = join(root, 'repo');
  mkdirSync(repo);
  git('init', '-q');
  write(OLD, OLD_BASE);
  write('doc/specs/2026-01-01-a.md', '# A\n\nbody\n');
  write('src/flow.ts', 'export const flow = 1;\n');
  git('add', '-A');
  git('commit', '-qm', 'base');

  git('checkout', '-qb', 'spec-only');
  write(NEW, NEW_SPEC);
  write(OLD, OLD_HEAD);
  git('add', '-A');
  git('commit', '-qm', 'spec: streamed import');

  git('checkout', '-q', 'main');
  git('checkout', '-qb', 'touches-code');
  write(NEW, NEW_SPEC);
  write('src/flow.ts', 'export const flow = 2;\n');
  git('add', '-A');
  git('commit', '-qm', 'spec and code');

  git('checkout', '-q', 'main');
  git('checkout', '-qb', 'renames-spec');
  write(NEW, NEW_SPEC);
  git('mv', 'doc/specs/2026-01-01-a.md', 'doc/specs/2026-01-01-renamed.md');
  git('add', '-A');
  git('commit', '-qm', 'spec and a rename');
  git('checkout', '-q', 'main');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('gauntlet-lint spec-pr --repo (real git repositories)', () => {
  it('passes a spec-only branch (one added spec, a banner on the old one)', () => {
    const { status, json } = lint(['--repo', repo, '--base', 'main', '--head', 'spec-only']);
    expect(status).toBe(0);
    expect(json.results[0]).toMatchObject({ id: 'main...spec-only', verdict: 'pass', data: { specOnly: true, addedSpec: NEW, modifiedSpecs: [OLD] } });
    expect(reasonsOf(json)).toEqual([]);
  });

  it('fails a branch that also touches code', () => {
    const run = lint(['--repo', repo, '--base', 'main', '--head', 'touches-code']);
    expectBlocked(run, [['spec-pr/spec-paths', 'non_spec_path']]);
    expect(run.json.results[0].data).toEqual({ specOnly: false, addedSpec: NEW, modifiedSpecs: [], engine: { reading: 'deferred', lines: [5] } });
  });

  it('fails a branch that renames a spec (renames are detected)', () => {
    expectBlocked(lint(['--repo', repo, '--base', 'main', '--head', 'renames-spec']), [['spec-pr/name-status', 'has_rename']]);
  });

  it('honours --spec-dir', () => {
    expectBlocked(lint(['--repo', repo, '--base', 'main', '--head', 'spec-only', '--spec-dir', 'docs/specs']), [
      ['spec-pr/spec-paths', 'non_spec_path'],
      ['spec-pr/spec-paths', 'non_spec_path'],
      ['spec-pr/spec-paths', 'no_added_spec'],
    ]);
  });

  it('exits 2 for an unknown revision or a revision that looks like an option', () => {
    const unknown = lint(['--repo', repo, '--base', 'main', '--head', 'no-such-branch']);
    expect(unknown.status).toBe(2);
    expect(unknown.json.error.reason).toBe('input_invalid');
    const option = lint(['--repo', repo, '--base', '--all', '--head', 'spec-only']);
    expect([option.status, option.json.error.reason]).toEqual([2, 'usage']);
  });
});

describe('gauntlet-lint spec-pr --name-status', () => {
  it('reads the listing and the base/head folders', () => {
    const pr = join(root, 'pr');
    for (const [path, text] of [[`base/${OLD}`, OLD_BASE], [`head/${OLD}`, OLD_HEAD], [`head/${NEW}`, NEW_SPEC]] as const) {
      mkdirSync(dirname(join(pr, path)), { recursive: true });
      writeFileSync(join(pr, path), text);
    }
    writeFileSync(join(pr, 'name-status.txt'), `A\t${NEW}\nM\t${OLD}\n`);
    const ok = lint(['--name-status', 'pr/name-status.txt', '--base-dir', 'pr/base', '--head-dir', 'pr/head']);
    expect(ok.status).toBe(0);
    expect(ok.json.verdict).toBe('pass');
    expect(reasonsOf(ok.json)).toEqual([]);
    expect(ok.json.results[0]).toMatchObject({ id: 'pr/name-status.txt', data: { specOnly: true, addedSpec: NEW, modifiedSpecs: [OLD] } });

    writeFileSync(join(pr, 'empty.txt'), '');
    const empty = lint(['--name-status', 'pr/empty.txt', '--base-dir', 'pr/base', '--head-dir', 'pr/head']);
    expectBlocked(empty, [['spec-pr/name-status', 'empty_diff']]);

    writeFileSync(join(pr, 'bare-banner.txt'), `A\t${NEW}\nM\t${OLD}\n`);
    writeFileSync(join(pr, 'head', OLD), OLD_HEAD.replace(/\[[^\]]+\]\([^)]+\) - fully/, NEW));
    const advisory = lint(['--name-status', 'pr/bare-banner.txt', '--base-dir', 'pr/base', '--head-dir', 'pr/head']);
    expect([advisory.status, advisory.json.verdict]).toEqual([0, 'pass']);
    expect(advisory.json.results[0].findings.map((f: { reason: string; severity: string }) => [f.reason, f.severity])).toEqual([['banner_format_nonstandard', 'warning']]);
  });

  it('exits 2 on usage errors and missing inputs', () => {
    for (const [args, reason] of [
      [[], 'usage'],
      [['--name-status', 'nope.txt', '--base-dir', '.', '--head-dir', '.'], 'input_missing'],
      [['--name-status', 'x', '--repo', '.', '--base', 'a', '--head', 'b'], 'usage'],
      [['--name-status', 'pr/name-status.txt', '--base-dir', 'missing', '--head-dir', 'pr/head'], 'input_missing'],
    ] as const) {
      const run = lint([...args]);
      expect([run.status, run.json.error.reason], args.join(' ')).toEqual([2, reason]);
    }
  });
});
