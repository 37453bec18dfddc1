import { describe, expect, it } from 'vitest';
import { lint, outcomeOf, tempDir } from './pipeline-b-helpers.js';

const status = (health: string, extra: string[] = []) =>
  ['# Pipeline Status', '**Updated:** 2026-09-18T13:58:27', '**Started:** 2026-09-18T11:34:00', '**Skill:** build', '**Phase:** 3', `**Health:** ${health}`, ...extra, '**Elapsed:** 2h 24m', '', '## Recent Events', '- [12:45] Task 3 reviewer signed off', ''].join('\n');

describe('gauntlet-lint status', () => {
  it('passes a GREEN file and reports data.health', () => {
    const dir = tempDir({ 'pipeline-status.md': status('GREEN') });
    const run = lint(dir, ['status', 'pipeline-status.md']);
    expect(run.code).toBe(0);
    expect(run.json.results?.[0]?.data).toMatchObject({ health: 'GREEN' });
  });

  it('fails on an invalid health', () => {
    const run = lint(tempDir({ 's.md': status('AMBER') }), ['status', 's.md']);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['status_health_invalid', 'blocker', 6]] });
  });

  it('warns (exit 0) on RED without a suggested action; --max-warnings 0 fails', () => {
    const dir = tempDir({ 's.md': status('RED') });
    const run = lint(dir, ['status', 's.md']);
    expect(run.code).toBe(0);
    expect(outcomeOf(run)).toEqual({ verdict: 'pass', findings: [['status_suggested_action_missing', 'warning', 6]] });
    const strict = lint(dir, ['status', 's.md', '--max-warnings', '0']);
    expect(strict.code).toBe(1);
    expect(strict.json.verdict).toBe('fail');
  });

  it('refuses a health regression against --previous', () => {
    const dir = tempDir({ 'old.md': status('YELLOW', ['**Suggested Action:** watch']), 'new.md': status('GREEN') });
    const run = lint(dir, ['status', 'new.md', '--previous', 'old.md']);
    expect(run.code).toBe(1);
    expect(outcomeOf(run)).toEqual({ verdict: 'fail', findings: [['status_health_regressed', 'blocker', 6]] });
  });
});
