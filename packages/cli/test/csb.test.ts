import { describe, expect, it } from 'vitest';
import { lint, outcomeOf, tempDir } from './pipeline-b-helpers.js';

const block = (decisions: string[], end = true) =>
  [
    '===COMPRESSION_STATE===',
    'Goal: Throttle API calls',
    'Skill: build',
    'Phase: 3',
    'Health: GREEN',
    '',
    'Progress:',
    '- Plan through its gate (PASS)',
    '',
    'Key Decisions (this session):',
    ...decisions.map((d) => `- ${d}`),
    '',
    'Active Constraints:',
    '- none new',
    '',
    'Files Modified:',
    '- src/a.ts: x',
    '',
    'Scratch State:',
    '- Location: /tmp/s',
    '',
    'Next Steps:',
    '1. Task 4',
    ...(end ? ['===END_COMPRESSION_STATE==='] : []),
    '',
  ].join('\n');

describe('gauntlet-lint csb', () => {
  it('passes a valid block and reports health in data', () => {
    const dir = tempDir({ 'block.txt': block(['[DEC-1] a: b']) });
    const run = lint(dir, ['csb', 'block.txt']);
    expect(run.code).toBe(0);
    expect(run.json.results?.[0]?.data).toMatchObject({ health: 'GREEN' });
  });

  it('fails on a missing end delimiter', () => {
    const dir = tempDir({ 'block.txt': block(['[DEC-1] a: b'], false) });
    const run = lint(dir, ['csb', 'block.txt']);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['csb_delimiter_missing', 'blocker', null]] });
  });

  it('compares with --previous', () => {
    const dir = tempDir({ 'block-1.txt': block(['[DEC-1] a: b', '[DEC-2] c: d']), 'block-2.txt': block(['[DEC-1] a: b', '[DEC-3] e: f']) });
    const run = lint(dir, ['csb', 'block-2.txt', '--previous', 'block-1.txt']);
    expect(run.code).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['csb_decisions_not_cumulative', 'blocker', 10]] });
  });

  it('exits 2 when --previous is missing', () => {
    const dir = tempDir({ 'block.txt': block([]) });
    const run = lint(dir, ['csb', 'block.txt', '--previous', 'gone.txt']);
    expect(run.code).toBe(2);
    expect(run.json.error?.reason).toBe('input_missing');
  });
});
