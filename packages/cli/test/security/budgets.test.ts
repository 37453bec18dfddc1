import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attack, expectClean, folder, git, remove } from './harness.js';

// Inputs that make the work, not the bytes, large (docs/guides/limits.md): findings without end,
// glob products, catastrophic patterns, thousands of repository searches, hostile configs. Each
// run ends in bounded time with a finding (or config_invalid) that says what was not checked.

const dirs: string[] = [];
const made = (files: Record<string, string | Uint8Array> = {}) => {
  const dir = folder(files);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(remove));

const report = (stdout: string) => JSON.parse(stdout);

describe('findings are capped per input, with the verdict kept', () => {
  it('2 MB of junk JSONL lines: 1000 findings and one closing blocker that counts the rest', () => {
    const lines = Array.from({ length: 80_000 }, (_, i) => `junk line ${i} {not json`).join('\n');
    const dir = made({ 'ledger.jsonl': lines });
    const run = attack(['receipt-ledger', '--format', 'json', 'ledger.jsonl'], { cwd: dir, timeout: 120_000 });
    expectClean(run, 1);
    const { results, summary, verdict } = report(run.stdout);
    expect(verdict).toBe('fail');
    const findings = results[0].findings;
    expect(findings).toHaveLength(1001);
    expect(findings[1000]).toMatchObject({ rule: 'core/too-many-findings', reason: 'findings_capped', severity: 'blocker' });
    expect(summary.blocker).toBe(80_000);
  });
});

describe('per-run budgets end hostile work with a blocker', () => {
  it('partition --globs: 2,000 agents of overlapping globs end in seconds, not minutes', () => {
    const agents = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`agent${i}`, [`**/*${i}*`]]));
    const dir = made({ 'p.json': JSON.stringify(agents) });
    const run = attack(['partition', '--globs', '--format', 'json', 'p.json'], { cwd: dir, timeout: 60_000 });
    expectClean(run, 1);
    const findings = report(run.stdout).results[0].findings;
    expect(findings[0]).toMatchObject({ rule: 'core/budget-exceeded', reason: 'budget_exceeded', severity: 'blocker' });
  });

  it('partition --globs: duplicate brace alternatives and star-heavy globs stay small', () => {
    const wide = `${'{a,a,a,a}'.repeat(4)}${'*a'.repeat(40)}`;
    const dir = made({ 'p.json': JSON.stringify({ x: [wide], y: [`${wide}?`] }) });
    const run = attack(['partition', '--globs', '--format', 'json', 'p.json'], { cwd: dir, timeout: 60_000 });
    expectClean(run, 1);
    expect(run.ms).toBeLessThan(30_000);
  });

  it('warnings-baseline: a backreference pattern that explodes on a line is a blocker, not a crash', () => {
    const line = `${'a'.repeat(40)}c warning: x\n`;
    const dir = made({ 'current.txt': line, 'baseline.txt': line });
    const run = attack(['warnings-baseline', '--format', 'json', '--baseline', 'baseline.txt', '--warning', '^(a+)+\\1b', 'current.txt'], { cwd: dir });
    expectClean(run, 1);
    expect(report(run.stdout).results[0].findings).toEqual([
      expect.objectContaining({ rule: 'core/budget-exceeded', reason: 'budget_exceeded', severity: 'blocker', line: 1 }),
    ]);
  });

  it('plan --repo: 300 delete claims start at most 256 repository searches, then a blocker', () => {
    const claims = Array.from({ length: 300 }, (_, i) => `- [ ] T-${i} delete \`src/gone${i}.ts\``).join('\n');
    const dir = made({ 'plan.md': `# Plan\n\n## Tasks\n\n${claims}\n`, 'src/keep.ts': 'x\n' });
    git(dir, 'init', '-q');
    const run = attack(['plan', '--repo', '.', '--format', 'json', 'plan.md'], { cwd: dir, timeout: 120_000 });
    expectClean(run, 1);
    const budget = report(run.stdout).results[0].findings.filter((finding: { rule: string }) => finding.rule === 'core/budget-exceeded');
    expect(budget).toHaveLength(1);
    expect(budget[0]).toMatchObject({ reason: 'budget_exceeded', severity: 'blocker', line: 261 });
    expect(budget[0].message).toContain('`src/gone256.ts`');
  });
});

describe('hostile configs', () => {
  const PLAN = '# Plan\n';

  it('a config over 1 MiB is config_invalid', () => {
    const dir = made({ 'gauntlet.config.json': JSON.stringify({ files: { '*.md': 'plan' }, ignores: ['x'.repeat(1_100_000)] }), 'a.md': PLAN });
    const run = attack(['--format', 'json', 'a.md'], { cwd: dir });
    expectClean(run, 2);
    expect(report(run.stdout).error.reason).toBe('config_invalid');
  });

  it('more than 1000 globs is config_invalid', () => {
    const files = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`dir${i}/*.md`, 'plan']));
    const dir = made({ 'gauntlet.config.json': JSON.stringify({ files }), 'a.md': PLAN });
    const run = attack(['--format', 'json', 'a.md'], { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toContain('1001 globs');
  });

  it('a star-heavy glob against a long name matches in linear time', () => {
    const glob = `**/${'*a'.repeat(14)}*b.md`;
    const dir = made({ 'gauntlet.config.json': JSON.stringify({ files: { [glob]: 'plan' } }) });
    const name = `${'a'.repeat(200)}.md`;
    writeFileSync(join(dir, name), PLAN);
    const run = attack(['--format', 'json', name], { cwd: dir, timeout: 30_000 });
    expectClean(run, 0);
    expect(run.ms).toBeLessThan(20_000);
  });

  it('a glob too long to be a path is config_invalid', () => {
    const dir = made({ 'gauntlet.config.json': JSON.stringify({ files: { [`${'a/'.repeat(600)}*.md`]: 'plan' } }), 'a.md': PLAN });
    const run = attack(['--format', 'json', 'a.md'], { cwd: dir });
    expectClean(run, 2);
    expect(report(run.stdout).error.reason).toBe('config_invalid');
  });
});
