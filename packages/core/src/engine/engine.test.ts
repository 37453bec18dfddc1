import { describe, expect, it } from 'vitest';
import type { Finding } from '@gauntlet/contracts/codes';
import { createMemoryHost } from '../host/memory-host.js';
import { createReport, createResult, exitCodeOf } from './report.js';
import { defineRule } from './rule.js';
import { run } from './run.js';
import { all, compose, defineVerifier, mapInput, when, withSettings } from './verifier.js';

const lengthRule = defineRule<string>({
  id: 'demo/max-length',
  description: 'Text is at most 5 characters.',
  severity: 'blocker',
  reasons: ['too_long'],
  check(text, { report }) {
    if (text.length > 5) report({ reason: 'too_long', message: `${text.length} characters.`, line: 1, column: 6 });
  },
});
const shoutRule = defineRule<string>({
  id: 'demo/no-shouting',
  description: 'No upper-case text.',
  severity: 'warning',
  reasons: ['shouting', 'shouting_info'],
  check(text, { report }) {
    if (/[A-Z]/.test(text)) report({ reason: 'shouting', message: 'Upper case.' });
    if (text.includes('!')) report({ reason: 'shouting_info', message: 'Exclamation.', severity: 'info' });
  },
});
const demo = defineVerifier<string>({ id: 'demo', description: 'Demo.', rules: [lengthRule, shoutRule], data: (text) => ({ length: text.length }) });

const reasons = (findings: Finding[]) => findings.map((finding) => finding.reason);

describe('defineRule', () => {
  it('rejects malformed ids and reason codes at definition time', () => {
    const base = { description: 'd', severity: 'info' as const, check: () => undefined };
    expect(() => defineRule({ ...base, id: 'NoFamily', reasons: ['x'] })).toThrow(/not <family>\/<rule-name>/);
    expect(() => defineRule({ ...base, id: 'a/B', reasons: ['x'] })).toThrow();
    expect(() => defineRule({ ...base, id: 'a/b', reasons: [] })).toThrow(/no reason codes/);
    expect(() => defineRule({ ...base, id: 'a/b', reasons: ['Not-Snake'] })).toThrow(/snake_case/);
  });

  it('derives the docs path from the id', () => {
    expect(lengthRule.docs).toBe('docs/rules/demo/max-length.md');
  });
});

describe('defineVerifier', () => {
  it('runs rules in declared order, filling rule, verifier, severity and file', async () => {
    const { findings, data } = await demo.verify('HELLO WORLD!', { file: 'x.txt' });
    expect(findings).toEqual([
      { verifier: 'demo', rule: 'demo/max-length', reason: 'too_long', severity: 'blocker', message: '12 characters.', file: 'x.txt', line: 1, column: 6 },
      { verifier: 'demo', rule: 'demo/no-shouting', reason: 'shouting', severity: 'warning', message: 'Upper case.', file: 'x.txt' },
      { verifier: 'demo', rule: 'demo/no-shouting', reason: 'shouting_info', severity: 'info', message: 'Exclamation.', file: 'x.txt' },
    ]);
    expect(data).toEqual({ length: 12 });
  });

  it('stops after the first blocker when asked', async () => {
    const stopping = defineVerifier<string>({ id: 'demo', description: 'd', rules: [lengthRule, shoutRule], stopAtFirstBlocker: true });
    expect(reasons((await stopping.verify('HELLO WORLD')).findings)).toEqual(['too_long']);
  });

  it('refuses a reason the rule did not declare (a bug, not a finding)', async () => {
    const liar = defineRule<string>({ id: 'demo/liar', description: 'd', severity: 'info', reasons: ['a'], check: (_t, { report }) => report({ reason: 'b', message: 'm' }) });
    const verifier = defineVerifier<string>({ id: 'demo', description: 'd', rules: [liar] });
    await expect(verifier.verify('x')).rejects.toThrow(/does not declare/);
  });

  it('applies severity overrides and off', async () => {
    const { findings } = await demo.verify('HELLO WORLD', { rules: { 'demo/max-length': 'warning', 'demo/no-shouting': 'off' } });
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['demo/max-length', 'warning']]);
  });

  it('gives prepare the host and lets rules see the prepared value', async () => {
    const host = createMemoryHost({ files: { 'a.txt': 'toolong' } });
    const fromFile = defineVerifier<string, string>({
      id: 'demo',
      description: 'd',
      rules: [lengthRule],
      prepare: async (path, { host: h }) => new TextDecoder().decode(await h.readFile(path)),
    });
    expect(reasons((await fromFile.verify('a.txt', { host })).findings)).toEqual(['too_long']);
  });
});

describe('composition', () => {
  const other = defineVerifier<string>({ id: 'other', description: 'd', rules: [shoutRule] });

  it('all() runs every verifier and keys data by verifier id', async () => {
    const both = all(demo, other);
    const { findings, data } = await both.verify('HELLO WORLD');
    expect(reasons(findings)).toEqual(['too_long', 'shouting', 'shouting']);
    expect(data).toEqual({ demo: { length: 11 }, other: {} });
    expect(both.rules.map((rule) => rule.id)).toEqual(['demo/max-length', 'demo/no-shouting']);
  });

  it('compose() can stop at the first failing part', async () => {
    const gate = compose({ id: 'gate', stopAtFirstFailure: true }, demo, other);
    expect(reasons((await gate.verify('HELLO WORLD')).findings)).toEqual(['too_long', 'shouting']);
  });

  it('compose() stops only at a part with a blocker: a warning-only part lets the next part fail the run', async () => {
    const warnsOnly = defineVerifier<string>({ id: 'warns', description: 'd', rules: [shoutRule] });
    const gate = compose({ id: 'gate', stopAtFirstFailure: true }, warnsOnly, demo);
    const report = await run(gate, [{ id: 'in.txt', input: 'HELLO WORLD' }]);
    expect(report.results[0]?.findings.map((f) => [f.rule, f.reason, f.severity])).toEqual([
      ['demo/no-shouting', 'shouting', 'warning'],
      ['demo/max-length', 'too_long', 'blocker'],
      ['demo/no-shouting', 'shouting', 'warning'],
    ]);
    expect([report.verdict, exitCodeOf(report)]).toEqual(['fail', 1]);
  });

  it('compose() and all() name themselves from their parts unless told otherwise', () => {
    expect([compose({ id: 'gate' }, demo, other).description, compose({ id: 'gate', description: 'Mine.' }, demo).description]).toEqual(['All of: demo, other.', 'Mine.']);
    expect([all(demo, other).id, all<string>().id]).toEqual(['demo+other', 'all']);
  });

  it('when() skips a verifier whose predicate is false', async () => {
    const onlyLong = when((text: string) => text.length > 100, demo);
    expect((await onlyLong.verify('HELLO WORLD')).findings).toEqual([]);
  });

  it('mapInput() adapts a verifier to a larger input', async () => {
    const onTitle = mapInput((doc: { title: string }) => doc.title, demo);
    expect(reasons((await onTitle.verify({ title: 'too long title' })).findings)).toEqual(['too_long']);
  });

  it('withSettings() bakes overrides in; caller settings still win', async () => {
    const relaxed = withSettings(demo, { 'demo/max-length': 'info' });
    expect((await relaxed.verify('toolong')).findings[0]?.severity).toBe('info');
    const strict = await relaxed.verify('toolong', { rules: { 'demo/max-length': 'blocker' } });
    expect(strict.findings[0]?.severity).toBe('blocker');
  });
});

describe('reports', () => {
  it('derives verdicts, counts and exit codes; keeps input order', async () => {
    const report = await run(demo, [
      { id: 'b.txt', input: 'HELLO WORLD' },
      { id: 'a.txt', input: 'ok' },
    ]);
    expect(report.results.map((result) => [result.id, result.verdict])).toEqual([
      ['b.txt', 'fail'],
      ['a.txt', 'pass'],
    ]);
    expect(report.summary).toEqual({ results: 2, blocker: 1, warning: 1, info: 0 });
    expect(report.verdict).toBe('fail');
    expect(exitCodeOf(report)).toBe(1);
  });

  it('fails on warnings above --max-warnings and drops non-blockers with --quiet', () => {
    const warning: Finding = { rule: 'demo/no-shouting', reason: 'shouting', severity: 'warning', message: 'm' };
    const results = [createResult('a', [warning, warning])];
    const tool = { name: 't', version: '1' };
    expect(createReport(results, { command: 'c', tool }).verdict).toBe('pass');
    expect(createReport(results, { command: 'c', tool, maxWarnings: 2 }).verdict).toBe('pass');
    expect(createReport(results, { command: 'c', tool, maxWarnings: 1 }).verdict).toBe('fail');
    const quiet = createReport(results, { command: 'c', tool, quiet: true });
    expect(quiet.results[0]?.findings).toEqual([]);
    expect(quiet.summary.warning).toBe(0);
  });

  it('records the command (default: the verifier id) and the tool', async () => {
    const inputs = [{ id: 'a.txt', input: 'ok' }];
    const plain = await run(demo, inputs);
    expect([plain.command, plain.tool.name, plain.verdict, exitCodeOf(plain)]).toEqual(['demo', 'gauntlet', 'pass', 0]);
    const named = await run(demo, inputs, { command: 'check', tool: { name: 'host', version: '9' } });
    expect([named.command, named.tool]).toEqual(['check', { name: 'host', version: '9' }]);
  });

  it('is deterministic: same input, same report', async () => {
    const inputs = [{ id: 'x', input: 'HELLO!' }];
    expect(JSON.stringify(await run(demo, inputs))).toBe(JSON.stringify(await run(demo, inputs)));
  });
});
