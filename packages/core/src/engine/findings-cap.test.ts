import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '@gauntlet/contracts/codes';
import { createReport, verdictOf } from './report.js';
import { budgetLeft, budgetOption, createRunBudget, isBudgetSpent, spendBudget } from './budget.js';
import { MAX_FINDINGS_PER_INPUT, countFinding, createFindingsCap } from './findings-cap.js';
import { defineRule } from './rule.js';
import { onlyBlockers } from './settings.js';
import { defineVerifier } from './verifier.js';

const finding = (severity: Severity, n = 0): Finding => ({ rule: 'demo/x', reason: 'x', severity, message: `m${n}` });

describe('findings cap', () => {
  it('keeps every finding up to the cap and adds nothing', () => {
    const cap = createFindingsCap('demo', 'f', 3);
    for (let i = 0; i < 3; i++) cap.add(finding('warning', i));
    expect(cap.finish()).toHaveLength(3);
  });

  it('past the cap, counts by severity in one closing finding that carries the worst dropped severity', () => {
    const cap = createFindingsCap('demo', 'f', 2);
    cap.add(finding('info'));
    cap.add(finding('info'));
    cap.add(finding('warning'));
    cap.add(finding('blocker'));
    cap.add(finding('info'));
    const findings = cap.finish();
    expect(findings).toHaveLength(3);
    expect(findings[2]).toMatchObject({
      rule: 'core/too-many-findings',
      reason: 'findings_capped',
      severity: 'blocker',
      file: 'f',
      omitted: { blocker: 1, warning: 1, info: 1 },
    });
    expect(findings[2]!.message).toBe('3 more findings not listed (1 blocker, 1 warning, 1 info); the first 2 are shown.');
    // The kept findings alone would pass; with the closing finding the verdict is the true one.
    expect(verdictOf(findings.slice(0, 2))).toBe('pass');
    expect(verdictOf(findings)).toBe('fail');
  });

  it('one dropped finding: the closing finding says so in the singular, with its hint', () => {
    const cap = createFindingsCap('demo', undefined, 1);
    cap.add(finding('info'));
    cap.add(finding('warning'));
    const closing = cap.finish()[1];
    expect(closing).toStrictEqual({
      verifier: 'demo',
      rule: 'core/too-many-findings',
      reason: 'findings_capped',
      severity: 'warning',
      message: '1 more finding not listed (0 blocker, 1 warning, 0 info); the first 1 are shown.',
      hint: 'Fix the findings shown and run again, or find out why this input produces so many.',
      omitted: { blocker: 0, warning: 1, info: 0 },
    });
  });

  it('summaries count the dropped blockers, warnings and infos of a closing finding', () => {
    const cap = createFindingsCap('demo', 'f', 0);
    for (const severity of ['blocker', 'blocker', 'warning', 'info', 'info', 'info'] as const) cap.add(finding(severity));
    const summary = { results: 1, blocker: 0, warning: 0, info: 0 };
    for (const one of cap.finish()) countFinding(summary, one);
    expect(summary).toEqual({ results: 1, blocker: 2, warning: 1, info: 3 });
  });

  it('summaries count what the closing finding stands for, so --max-warnings sees the true number', () => {
    const cap = createFindingsCap('demo', 'f', 1);
    for (let i = 0; i < 5; i++) cap.add(finding('warning', i));
    const findings = cap.finish();
    const summary = { results: 1, blocker: 0, warning: 0, info: 0 };
    for (const one of findings) countFinding(summary, one);
    expect(summary.warning).toBe(5);
    const report = createReport([{ id: 'f', verdict: 'pass', findings, data: {} }], { command: 'demo', tool: { name: 't', version: '0' }, maxWarnings: 4 });
    expect(report.summary.warning).toBe(5);
    expect(report.verdict).toBe('fail');
  });

  it('--quiet keeps a closing blocker, counting only its dropped blockers', () => {
    const cap = createFindingsCap('demo', 'f', 1);
    cap.add(finding('info'));
    cap.add(finding('blocker'));
    cap.add(finding('warning'));
    const quiet = onlyBlockers(cap.finish());
    expect(quiet).toHaveLength(1);
    expect(quiet[0]!.omitted).toEqual({ blocker: 1, warning: 0, info: 0 });
  });

  it('a verifier keeps memory bounded: a rule reporting 50,000 findings returns the cap plus one', async () => {
    const noisy = defineRule<string>({
      id: 'demo/noisy',
      description: 'Reports every line.',
      severity: 'warning',
      reasons: ['noise'],
      check: (text, { report }) => {
        for (const [i, line] of text.split('\n').entries()) report({ reason: 'noise', message: line, line: i + 1 });
      },
    });
    const verifier = defineVerifier<string, string>({ id: 'demo', description: 'Demo.', rules: [noisy] });
    const { findings } = await verifier.verify(Array.from({ length: 50_000 }, (_, i) => `l${i}`).join('\n'), { file: 'in' });
    expect(findings).toHaveLength(MAX_FINDINGS_PER_INPUT + 1);
    expect(findings.at(-1)).toMatchObject({ severity: 'warning', omitted: { blocker: 0, warning: 49_000, info: 0 } });
  });

  it('an off rule does not use up the cap', async () => {
    const noisy = defineRule<string>({ id: 'demo/noisy', description: 'Noise.', severity: 'warning', reasons: ['noise'], check: (_, { report }) => {
      for (let i = 0; i < 2000; i++) report({ reason: 'noise', message: 'n' });
    } });
    const real = defineRule<string>({ id: 'demo/real', description: 'Real.', severity: 'blocker', reasons: ['real'], check: (_, { report }) => report({ reason: 'real', message: 'r' }) });
    const verifier = defineVerifier<string, string>({ id: 'demo', description: 'Demo.', rules: [noisy, real] });
    const { findings } = await verifier.verify('x', { rules: { 'demo/noisy': 'off' } });
    expect(findings).toEqual([expect.objectContaining({ rule: 'demo/real', severity: 'blocker' })]);
  });
});

describe('run budgets', () => {
  it('draws until spent, then refuses and stays spent', () => {
    const budget = createRunBudget('steps', 10);
    expect(spendBudget(budget, 4)).toBe(true);
    expect(budgetLeft(budget)).toBe(6);
    expect(spendBudget(budget, 7)).toBe(false);
    expect(isBudgetSpent(budget)).toBe(true);
    expect(spendBudget(budget)).toBe(false);
  });

  it('comes from family options when given, else is fresh per call', () => {
    const shared = createRunBudget('steps', 5);
    expect(budgetOption({ budget: shared }, 'budget', 'steps', 99)).toBe(shared);
    expect(budgetOption({ budget: 'not a budget' }, 'budget', 'steps', 99)).toMatchObject({ limit: 99, used: 0 });
  });

  it('a rule that spends its budget reports a core/budget-exceeded blocker that stops a stop-at-first-blocker verifier', async () => {
    const spends = defineRule<string>({ id: 'demo/spends', description: 'Spends.', severity: 'info', reasons: ['n'], check: (_, context) => {
      context.budgetSpent?.({ message: 'stopped', line: 2 });
    } });
    const later = defineRule<string>({ id: 'demo/later', description: 'Later.', severity: 'info', reasons: ['n'], check: (_, { report }) => report({ reason: 'n', message: 'later' }) });
    const verifier = defineVerifier<string, string>({ id: 'demo', description: 'Demo.', rules: [spends, later], stopAtFirstBlocker: true });
    const { findings } = await verifier.verify('x', { file: 'f' });
    expect(findings).toEqual([{ verifier: 'demo', rule: 'core/budget-exceeded', reason: 'budget_exceeded', severity: 'blocker', message: 'stopped', file: 'f', line: 2 }]);
    expect(verdictOf(findings)).toBe('fail');
  });
});
