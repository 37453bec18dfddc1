import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, lintJson as lint } from './helpers.js';

/** A finding or result as the JSON report prints it (only the members the tests read). */
type Finding = { id: string; rule: string; reason: string; severity: string; line?: number; data: Record<string, unknown> };


const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: tmpdir(),
};

function git(repo: string, ...args: string[]): string {
  const run = spawnSync('git', args, { cwd: repo, encoding: 'utf8', env: GIT_ENV });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout.trim();
}

/** Writes the files and commits them with the message; returns the new commit's sha. */
function commit(repo: string, message: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

describe('gauntlet-lint tdd --repo (built bin, a real git repository)', () => {
  let repo: string;
  let red: string;
  let featFirst: string;
  beforeAll(() => {
    expect(existsSync(BIN), `build the CLI first: ${BIN}`).toBe(true);
    repo = mkdtempSync(join(tmpdir(), 'gauntlet-tdd-'));
    git(repo, 'init', '-q');
    commit(repo, 'docs(01-00): planning', { '.planning/config.json': '{"workflow":{"mvp_mode":true,"tdd_mode":true}}' });
    // Plan 01-01: RED, then GREEN.
    red = commit(repo, 'test(01-01): totals round half up\n\nRED: fails with "roundTotal is not defined"', {
      'src/totals.test.ts': 'expect(roundTotal(2.005)).toBe(2.01);\n',
    });
    commit(repo, 'feat(01-01): implement total rounding', { 'src/totals.ts': 'export const roundTotal = (n) => Math.round(n * 100) / 100;\n' });
    // Plan 01-02: the feature before its test.
    featFirst = commit(repo, 'feat(01-02): implement phone parsing', { 'src/phone.ts': 'export const parsePhone = (s) => s;\n' });
    commit(repo, 'test(01-02): phone parsing (RED)', { 'src/phone.test.ts': 'expect(parsePhone("1")).toBe("1");\n' });
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('passes a plan whose RED commit precedes the implementation', () => {
    const run = lint(['tdd', '--format', 'json', '--repo', repo, '--phase', '01', '--plan', '01'], repo);
    expect(run.code).toBe(0);
    expect(run.json.verdict).toBe('pass');
    expect(run.json.results[0].findings).toEqual([]);
    expect(run.json.results[0].data.gate).toEqual({ applies: true, tripped: false, reason: null, reasons: [], redCommit: red });
  });

  it('trips feat_before_test when the feature was committed first', () => {
    const run = lint(['tdd', '--format', 'json', '--repo', repo, '--phase', '01', '--plan', '02'], repo);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].data.gate).toMatchObject({ applies: true, tripped: true, reason: 'feat_before_test', reasons: ['feat_before_test'] });
    expect(run.json.results[0].findings.map((f: Finding) => [f.rule, f.reason, f.severity])).toEqual([['tdd/test-before-feat', 'feat_before_test', 'blocker']]);
    expect(featFirst).toMatch(/^[0-9a-f]{40}$/);
  });

  it('trips missing_red_commit for a plan without a test commit', () => {
    const run = lint(['tdd', '--format', 'json', '--repo', repo, '--phase', '01', '--plan', '03'], repo);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].data.gate.reason).toBe('missing_red_commit');
    expect(run.json.results[0].findings.map((f: Finding) => [f.rule, f.reason, f.severity])).toEqual([['tdd/red-commit', 'missing_red_commit', 'blocker']]);
  });

  it('does not apply when the task is not behavior-adding', () => {
    writeFileSync(join(repo, '..', `${repo.split('/').pop()}-task.xml`), '<task tdd="true">\n<behavior>Docs</behavior>\n<files>docs/a.md</files>\n</task>\n');
    const task = join(repo, '..', `${repo.split('/').pop()}-task.xml`);
    try {
      const run = lint(['tdd', '--format', 'json', '--repo', repo, '--phase', '01', '--plan', '02', '--task', task], repo);
      expect(run.code).toBe(0);
      expect(run.json.verdict).toBe('pass');
      expect(run.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['task_not_behavior_adding', 'info']]);
      expect(run.json.results[0].data.gate).toMatchObject({ applies: false, tripped: false });
    } finally {
      rmSync(task, { force: true });
    }
  });

  it('reads the modes from the repository, and the flags turn them on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gauntlet-tdd-nomodes-'));
    try {
      git(dir, 'init', '-q');
      commit(dir, 'feat(02-01): no test at all', { 'src/a.ts': 'x\n' });
      const off = lint(['tdd', '--format', 'json', '--repo', dir, '--phase', '02', '--plan', '01'], dir);
      expect(off.code).toBe(0);
      expect(off.json.verdict).toBe('pass');
      expect(off.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['gate_inactive_mvp_off', 'info']]);
      const on = lint(['tdd', '--format', 'json', '--repo', dir, '--phase', '02', '--plan', '01', '--mvp', '--tdd'], dir);
      expect(on.code).toBe(1);
      expect(on.json.verdict).toBe('fail');
      expect(on.json.results[0].data.gate.reason).toBe('missing_red_commit');
      expect(on.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['missing_red_commit', 'blocker']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reviews the phase from its PLAN.md files: plan 01-02 is GREEN before RED', () => {
    mkdirSync(join(repo, '.planning/phases/01-basics'), { recursive: true });
    writeFileSync(join(repo, '.planning/phases/01-basics/01-01-PLAN.md'), '---\ntype: tdd\n---\n');
    writeFileSync(join(repo, '.planning/phases/01-basics/01-02-PLAN.md'), '---\ntype: tdd\n---\n');
    writeFileSync(join(repo, '.planning/phases/01-basics/01-03-PLAN.md'), '---\ntype: execute\n---\n');
    const run = lint(['tdd', '--format', 'json', '--review', '--repo', repo, '--phase', '1'], repo);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].data.gate).toMatchObject({ blocking: true, gateViolations: 1, tddPlans: 2 });
    expect(run.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['tdd_green_before_red', 'blocker']]);
  });

  it('exits 2 for a directory that is not a git repository, or a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gauntlet-tdd-nogit-'));
    try {
      const run = lint(['tdd', '--format', 'json', '--repo', dir, '--phase', '01', '--plan', '01'], dir);
      expect(run.code).toBe(2);
      expect(run.json.error.reason).toBe('input_invalid');
      const missing = lint(['tdd', '--format', 'json', '--repo', join(dir, 'nope'), '--phase', '1', '--plan', '1'], dir);
      expect([missing.code, missing.json.error.reason]).toEqual([2, 'input_missing']);
      const usage = lint(['tdd', '--format', 'json', '--repo', dir], dir);
      expect([usage.code, usage.json.error.reason]).toEqual([2, 'usage']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('gauntlet-lint tdd --log / --review / --task (built bin)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gauntlet-tdd-log-'));
    const log = (sha: string, subject: string, files: string[], body = '') => ({ sha, subject, body, files });
    writeFileSync(
      join(dir, 'gate.json'),
      JSON.stringify({
        mvp_mode: true,
        tdd_mode: true,
        scope: '99-99',
        log_newest_first: [log('o2', 'test(04-02): cover the tokenizer', ['tests/tokenizer.spec.py']), log('o1', 'feat(04-02): tokenizer', ['src/tokenizer.py'])],
      }),
    );
    writeFileSync(
      join(dir, 'review.json'),
      JSON.stringify({
        mvp_mode: true,
        tdd_mode: true,
        plans: [
          { plan_id: '02-01', plan_type: 'tdd', log_newest_first: [log('1', 'feat(02-01): implement the date parser', ['src/p.ts'])] },
          { plan_id: '02-02', plan_type: 'tdd', log_newest_first: [log('3', 'feat(02-02): impl', []), log('2', 'test(02-02): red', [])] },
        ],
      }),
    );
    writeFileSync(join(dir, 'task.xml'), '<task tdd="true">\n<behavior>Print receipts</behavior>\n<files>- docs/receipts.md, * src/print/receipt.ts</files>\n</task>\n');
    writeFileSync(join(dir, 'bad.json'), '{"plans": 3}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gate: --phase/--plan override the scope; checks in order', () => {
    const run = lint(['tdd', '--format', 'json', '--log', 'gate.json', '--phase', '04', '--plan', '02'], dir);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].id).toBe('gate.json');
    expect(run.json.results[0].findings.map((f: Finding) => [f.rule, f.severity])).toEqual([
      ['tdd/red-evidence', 'blocker'],
      ['tdd/test-before-feat', 'blocker'],
    ]);
    expect(run.json.results[0].data.gate).toEqual({
      applies: true,
      tripped: true,
      reason: 'red_commit_not_failing',
      reasons: ['red_commit_not_failing', 'feat_before_test'],
      redCommit: 'o2',
    });
  });

  it('review: blocking under MVP+TDD', () => {
    const run = lint(['tdd', '--format', 'json', '--review', '--log', 'review.json'], dir);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].data.gate).toMatchObject({ blocking: true, gateViolations: 1 });
    expect(run.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['tdd_missing_red', 'blocker']]);
  });

  it('review without MVP mode: the same violation is advisory, exit 0', () => {
    writeFileSync(join(dir, 'advisory.json'), JSON.stringify({ mvp_mode: false, tdd_mode: true, plans: [{ plan_id: '02-01', plan_type: 'tdd', log_newest_first: [{ sha: '1', subject: 'feat(02-01): implement the date parser', files: ['src/p.ts'] }] }] }));
    const run = lint(['tdd', '--format', 'json', '--review', '--log', 'advisory.json'], dir);
    expect(run.code).toBe(0);
    expect(run.json.verdict).toBe('pass');
    expect(run.json.results[0].data.gate).toMatchObject({ blocking: false, gateViolations: 1, verdictLine: '⚠ Gate violations are advisory — review before advancing.' });
    expect(run.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['tdd_missing_red', 'warning']]);
  });

  it('task alone: the behavior-adding predicate, exit 0', () => {
    const run = lint(['tdd', '--format', 'json', '--task', 'task.xml'], dir);
    expect(run.code).toBe(0);
    expect(run.json.verdict).toBe('pass');
    expect(run.json.results[0].findings).toEqual([]);
    expect(run.json.results[0].data.behaviorAdding).toEqual({
      isBehaviorAdding: true,
      checks: { tddTrue: true, hasBehaviorBlock: true, hasSourceFiles: true },
      reason: null,
    });
  });

  it('runs the predicate over task files a config maps to tdd', () => {
    writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ files: { '**/*.xml': 'tdd' } }));
    try {
      const run = lint(['--format', 'json', 'task.xml'], dir);
      expect(run.code).toBe(0);
      expect(run.json.results[0]).toMatchObject({ id: 'task.xml', data: { behaviorAdding: { isBehaviorAdding: true } } });
    } finally {
      rmSync(join(dir, 'gauntlet.config.json'));
    }
  });

  it('exits 2 on malformed or missing inputs and conflicting flags', () => {
    for (const [args, reason] of [
      [['--review', '--log', 'bad.json'], 'input_invalid'],
      [['--log', 'missing.json'], 'input_missing'],
      [['--log', 'gate.json', '--repo', '.'], 'usage'],
      [['--log', 'gate.json', '--phase', '03'], 'usage'],
      [[], 'usage'],
    ] as const) {
      const run = lint(['tdd', '--format', 'json', ...args], dir);
      expect([run.code, run.json.error.reason], args.join(' ')).toEqual([2, reason]);
    }
  });
});
