import { describe, expect, it } from 'vitest';
import type { Finding } from '@gauntlet/contracts/codes';
import { createReport, createResult, exitCodeOf, summarize, verdictOf } from './report.js';

const tool = { name: 'gauntlet-lint', version: '1.2.3' };
const finding = (severity: Finding['severity'], reason: string = severity): Finding => ({ rule: 'demo/rule', reason, severity, message: 'm' });

describe('verdicts', () => {
  it('a result fails iff a blocker remains', () => {
    expect(verdictOf([])).toBe('pass');
    expect(verdictOf([finding('warning'), finding('info')])).toBe('pass');
    expect(verdictOf([finding('info'), finding('blocker')])).toBe('fail');
  });
});

describe('createReport', () => {
  it('a passing report: verdict pass, exit code 0, counts and header', () => {
    const report = createReport([createResult('ok.md', [finding('warning'), finding('info')])], { command: 'plan', tool });
    expect(report).toEqual({
      schemaVersion: 1,
      tool,
      command: 'plan',
      verdict: 'pass',
      summary: { results: 1, blocker: 0, warning: 1, info: 1 },
      results: [{ id: 'ok.md', verdict: 'pass', findings: [finding('warning'), finding('info')], data: {} }],
    });
    expect(exitCodeOf(report)).toBe(0);
  });

  it('an empty run passes with exit code 0', () => {
    const report = createReport([], { command: 'plan', tool });
    expect([report.verdict, exitCodeOf(report), report.summary]).toEqual(['pass', 0, { results: 0, blocker: 0, warning: 0, info: 0 }]);
  });

  it('a failing result fails the run with exit code 1', () => {
    const report = createReport([createResult('a', []), createResult('b', [finding('blocker')])], { command: 'c', tool });
    expect([report.verdict, exitCodeOf(report)]).toEqual(['fail', 1]);
  });

  it('--quiet keeps every blocker (and the failing verdict), drops the rest', () => {
    const results = [createResult('a', [finding('warning'), finding('blocker', 'first'), finding('info'), finding('blocker', 'second')])];
    const report = createReport(results, { command: 'c', tool, quiet: true });
    expect(report.results[0]?.findings.map((item) => item.reason)).toEqual(['first', 'second']);
    expect(report.results[0]?.verdict).toBe('fail');
    expect(report.summary).toEqual({ results: 1, blocker: 2, warning: 0, info: 0 });
    expect([report.verdict, exitCodeOf(report)]).toEqual(['fail', 1]);
  });

  it('--max-warnings counts the warnings that remain: at the limit passes, above it fails', () => {
    const results = [createResult('a', [finding('warning'), finding('warning')])];
    expect(exitCodeOf(createReport(results, { command: 'c', tool, maxWarnings: 2 }))).toBe(0);
    expect(exitCodeOf(createReport(results, { command: 'c', tool, maxWarnings: 1 }))).toBe(1);
    expect(exitCodeOf(createReport(results, { command: 'c', tool, maxWarnings: 1, quiet: true }))).toBe(0);
  });

  it('summarize counts every severity over every result', () => {
    const results = [createResult('a', [finding('blocker'), finding('info')]), createResult('b', [finding('warning'), finding('blocker')])];
    expect(summarize(results)).toEqual({ results: 2, blocker: 2, warning: 1, info: 1 });
  });
});
