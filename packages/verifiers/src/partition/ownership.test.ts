import { describe, expect, it } from 'vitest';
import { createRunBudget, verdictOf } from '@gauntlet/core';
import { type PartitionOptions, verifyPartition } from './index.js';

const run = async (agents: Record<string, string[]>, options: PartitionOptions, steps?: number) => {
  const result = await verifyPartition(JSON.stringify(agents), { globs: true, ...options }, steps === undefined ? {} : { options: { globBudget: createRunBudget('glob steps', steps) } });
  return { findings: result.findings.map((f) => [f.rule, f.severity]), verdict: verdictOf(result.findings), data: result.data };
};
const spent = ['core/budget-exceeded', 'blocker'];

// docs/rules/partition/glob-overlap.md and uncovered.md: ownership with --globs.
describe('glob ownership', () => {
  it('one agent owning a glob and a literal under it is no overlap', async () => {
    expect(await run({ a: ['src/**', 'src/x.ts'], b: ['docs/**'] }, {})).toEqual({ findings: [], verdict: 'pass', data: { mece: true, overlaps: [] } });
  });

  it('every glob with the same literal prefix owns the path (two agents: a shared path)', async () => {
    const result = await run({ a: ['src/*.ts'], b: ['src/**'] }, { files: ['src/x.ts'] }, undefined);
    expect(result.data.shared).toEqual([{ path: 'src/x.ts', owners: ['a', 'b'] }]);
    expect(result.findings).toEqual([
      ['partition/glob-overlap', 'blocker'],
      ['partition/overlap', 'blocker'],
    ]);
  });

  it('globs with longer literal prefixes do not hide the shorter ones (10+ characters first)', async () => {
    const result = await run({ a: ['src/deeper/**'], b: ['src/*.ts'] }, { files: ['src/x.ts', 'src/deeper/y.md'] });
    expect(result).toMatchObject({ findings: [], verdict: 'pass', data: { uncovered: [], shared: [] } });
  });
});

// docs/guides/limits.md bounds a run's glob work in steps; ownership.ts counts them: an automaton
// costs its glob's length + 1 per brace alternative, matching a candidate path its length + 1, and
// comparing a pair of globs 1. The budget is honoured exactly: N steps complete the check, N - 1 stop it with a
// blocker, whichever stage spends the last step.
describe('the glob budget is honoured exactly', () => {
  it('building an automaton: "src/*" costs 6', async () => {
    expect(await run({ a: ['src/*'] }, {}, 6)).toMatchObject({ findings: [], verdict: 'pass' });
    expect(await run({ a: ['src/*'] }, {}, 5)).toMatchObject({ findings: [spent], verdict: 'fail' });
  });

  it('a literal under a glob: 6 for the automaton, 6 to match "src/x"', async () => {
    const agents = { a: ['src/*'], b: ['src/x'] };
    expect((await run(agents, {}, 12)).findings).toEqual([['partition/glob-overlap', 'blocker']]);
    expect((await run(agents, {}, 11)).findings).toEqual([spent]);
  });

  it('a pair of globs: 5 + 5 for the automata, 1 for the pair', async () => {
    const agents = { a: ['*.ts'], b: ['*.js'] };
    expect(await run(agents, {}, 11)).toMatchObject({ findings: [], verdict: 'pass' });
    expect(await run(agents, {}, 10)).toMatchObject({ findings: [spent], verdict: 'fail' });
  });

  it('a listed path: 6 for the automaton, 6 to match "src/x"', async () => {
    expect(await run({ a: ['src/*'] }, { files: ['src/x'] }, 12)).toMatchObject({ findings: [], verdict: 'pass', data: { uncovered: [] } });
    expect(await run({ a: ['src/*'] }, { files: ['src/x'] }, 11)).toMatchObject({ findings: [spent], verdict: 'fail' });
  });
});
