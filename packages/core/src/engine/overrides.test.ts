import { describe, expect, it } from 'vitest';
import { defineRule } from './rule.js';
import { run } from './run.js';
import { exitCodeOf } from './report.js';
import { defineVerifier, withSettings } from './verifier.js';

// A receipt-like gate that stops at its first blocker: the first line must be a header, the
// second must not be empty, and a warning rule runs last.
const header = defineRule<string[]>({
  id: 'gate/header',
  description: 'The first line is "HEADER".',
  severity: 'blocker',
  reasons: ['header_missing'],
  check(lines, { report }) {
    if (lines[0] !== 'HEADER') report({ reason: 'header_missing', message: 'No header.', line: 1 });
  },
});
const body = defineRule<string[]>({
  id: 'gate/body',
  description: 'The second line says "ok".',
  severity: 'blocker',
  reasons: ['body_bad'],
  check(lines, { report }) {
    if (lines[1] !== 'ok') report({ reason: 'body_bad', message: 'Bad body.', line: 2 });
  },
});
const tail = defineRule<string[]>({
  id: 'gate/tail',
  description: 'A third line exists.',
  severity: 'warning',
  reasons: ['tail_missing'],
  check(lines, { report }) {
    if (lines.length < 3) report({ reason: 'tail_missing', message: 'No tail.' });
  },
});
const gate = defineVerifier<string, string[]>({
  id: 'gate',
  description: 'Stops at its first blocker.',
  rules: [header, body, tail],
  prepare: (text) => text.split('\n'),
  stopAtFirstBlocker: true,
});

const summary = (findings: ReadonlyArray<{ rule: string; reason: string; severity: string }>) =>
  findings.map((finding) => `${finding.rule} ${finding.reason} ${finding.severity}`);

describe('severity overrides are applied before the stop-at-first-blocker decision', () => {
  it('without overrides, the first blocker stops evaluation', async () => {
    const { findings } = await gate.verify('hello\nworld');
    expect(summary(findings)).toEqual(['gate/header header_missing blocker']);
  });

  it('an "off" rule never stops evaluation: the later blocker still fails the input', async () => {
    const report = await run(gate, [{ id: 'in.txt', input: 'hello\nworld' }], { rules: { 'gate/header': 'off' } });
    expect(summary(report.results[0]?.findings ?? [])).toEqual(['gate/body body_bad blocker']);
    expect(report.results[0]?.verdict).toBe('fail');
    expect(report.verdict).toBe('fail');
    expect(exitCodeOf(report)).toBe(1);
  });

  it('a blocker re-rated to warning does not stop evaluation', async () => {
    const { findings } = await gate.verify('hello\nworld', { rules: { 'gate/header': 'warning' } });
    expect(summary(findings)).toEqual(['gate/header header_missing warning', 'gate/body body_bad blocker']);
  });

  it('a warning raised to blocker stops evaluation like any blocker', async () => {
    const raised = defineVerifier<string, string[]>({
      id: 'gate',
      description: 'd',
      rules: [tail, header],
      prepare: (text) => text.split('\n'),
      stopAtFirstBlocker: true,
    });
    const { findings } = await raised.verify('hello', { rules: { 'gate/tail': 'blocker' } });
    expect(summary(findings)).toEqual(['gate/tail tail_missing blocker']);
  });

  it('withSettings() overrides take part in the stop decision too', async () => {
    const relaxed = withSettings(gate, { 'gate/header': 'off' });
    const { findings } = await relaxed.verify('hello\nworld');
    expect(summary(findings)).toEqual(['gate/body body_bad blocker']);
    const restored = await relaxed.verify('hello\nworld', { rules: { 'gate/header': 'blocker' } });
    expect(summary(restored.findings)).toEqual(['gate/header header_missing blocker']);
  });
});

describe('data sees the findings as reported, overrides or not', () => {
  const seenBy = defineVerifier<string, string[]>({
    id: 'gate',
    description: 'Records what data() saw.',
    rules: [header, body, tail],
    prepare: (text) => text.split('\n'),
    data: (_lines, findings) => ({ saw: summary(findings) }),
  });

  it('without overrides (none given, or an empty set), data and the result hold the same findings', async () => {
    for (const rules of [undefined, {}]) {
      const { findings, data } = await seenBy.verify('hello\nworld', { rules });
      expect(summary(findings)).toEqual(['gate/header header_missing blocker', 'gate/body body_bad blocker', 'gate/tail tail_missing warning']);
      expect(data).toEqual({ saw: summary(findings) });
    }
  });

  it('a clean input gives an empty findings list and data that saw none', async () => {
    const { findings, data } = await seenBy.verify('HEADER\nok\nend', { rules: {} });
    expect(findings).toEqual([]);
    expect(data).toEqual({ saw: [] });
  });

  it('with overrides, data still sees every finding at its rule severity; the result carries the rated ones', async () => {
    const { findings, data } = await seenBy.verify('hello\nworld', { rules: { 'gate/header': 'off', 'gate/tail': 'blocker' } });
    expect(summary(findings)).toEqual(['gate/body body_bad blocker', 'gate/tail tail_missing blocker']);
    expect(data).toEqual({ saw: ['gate/header header_missing blocker', 'gate/body body_bad blocker', 'gate/tail tail_missing warning'] });
  });
});
