import { describe, expect, it } from 'vitest';
import { type GitOutput, createMemoryHost, verdictOf } from '@gauntlet/core';
import { lines } from './fixtures.test-helpers.js';
import { countSynthesisDimensions, verifyPlan } from './index.js';

/** A repository whose `git grep` always answers with this exit code and output. */
const gitAnswers = (answer: GitOutput) =>
  createMemoryHost({ cwd: '/work', files: { '/repo/.git/HEAD': 'ref: refs/heads/main\n' }, git: () => answer });
const PLAN = 'Remove `tools/sync.py` now.';
const deleteFindings = async (answer: GitOutput) => {
  const result = await verifyPlan(PLAN, { repo: '/repo' }, { host: gitAnswers(answer), rules: { 'plan/reads-from-dependency': 'off' } });
  return { verdict: verdictOf(result.findings), lines: result.findings.filter((f) => f.rule === 'plan/delete-with-callers').map((f) => f.line) };
};

describe("plan's repository search: what git's answer means (docs/rules/plan/README.md#repository-search)", () => {
  it('exit 0 with file names: the target is still mentioned, a blocker', async () => {
    expect(await deleteFindings({ exitCode: 0, stdout: 'cron.md\n', stderr: '' })).toEqual({ verdict: 'fail', lines: [1] });
  });

  it('exit 0 with blank output is no match (the output is stripped first)', async () => {
    expect(await deleteFindings({ exitCode: 0, stdout: '\n', stderr: '' })).toEqual({ verdict: 'pass', lines: [] });
    expect(await deleteFindings({ exitCode: 0, stdout: '', stderr: '' })).toEqual({ verdict: 'pass', lines: [] });
  });
});

describe('the repository walk (a repository whose git fails)', () => {
  it('drops undecodable bytes before searching, so a mention split by one still counts', async () => {
    const host = createMemoryHost({
      cwd: '/work',
      files: { '/repo/.git/HEAD': 'x\n', '/repo/cron.md': new Uint8Array([...Buffer.from('run tools/'), 0xff, ...Buffer.from('sync nightly\n')]) },
      git: () => ({ exitCode: 128, stdout: '', stderr: 'fatal' }),
    });
    const result = await verifyPlan('Remove `tools/sync` now.', { repo: '/repo' }, { host });
    expect(result.findings.map((f) => [f.rule, f.severity, f.line])).toEqual([['plan/delete-with-callers', 'blocker', 1]]);
    expect(verdictOf(result.findings)).toBe('fail');
  });
});

describe('synthesis dimensions', () => {
  it('only a synthesis_dimensions: header opens a block; another key with indented lines is not one', async () => {
    const plan = lines('notes:', '  placement: as needed');
    expect(countSynthesisDimensions(plan)).toBe(0);
    expect((await verifyPlan(plan)).findings).toEqual([]);
  });
});

describe('the two tier rules', () => {
  it('are reported in line order, interleaved as the reference emits them', async () => {
    const plan = lines('Rename the files.', 'dispatch_tier: opus', '', '', 'Review the error copy.', 'dispatch_tier: script', 'Sort the list.', 'dispatch_tier: opus');
    const result = await verifyPlan(plan);
    expect(result.findings.map((f) => [f.rule, f.line])).toEqual([
      ['plan/tier-sanity-mechanical-on-opus', 2],
      ['plan/tier-sanity-judgment-on-script', 6],
      ['plan/tier-sanity-mechanical-on-opus', 8],
    ]);
  });
});
