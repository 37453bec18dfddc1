import { describe, expect, it } from 'vitest';
import { createRunBudget, isGauntletError, verdictOf } from '@gauntlet/core';
import { verifyPartition } from './index.js';
import { normalizeKey, parsePathList } from './parse.js';

async function invalid(text: string): Promise<string> {
  const error = await verifyPartition(text).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isGauntletError(error)) throw new Error(`expected ${text} to exit 2`);
  expect(error.reason).toBe('input_invalid');
  return error.message;
}

// docs/rules/partition/overlap.md, "Compatibility": whitespace (Python's set), then outer slashes.
describe('partition keys', () => {
  it.each([
    ['src/a.ts', 'src/a.ts'],
    ['/src/a.ts', 'src/a.ts'],
    ['src/', 'src'],
    [' /src/a.ts/ ', 'src/a.ts'],
    ['\u00a0src/a.ts', 'src/a.ts'],
    ['src/a.ts\u3000', 'src/a.ts'],
    ['\u00e9/', '\u00e9'],
    ['\ufeffsrc', '\ufeffsrc'],
    [' / a / ', ' a '],
    ['///', ''],
    ['a//b', 'a//b'],
  ])('%j is the key %j', (entry, key) => {
    expect(normalizeKey(entry)).toBe(key);
  });

  it('a --files list: one path per line (any line ending), normalised, blank lines dropped', () => {
    expect(parsePathList('src/a.ts\r\n /b/ \n\n  \rc\n')).toEqual(['src/a.ts', 'b', 'c']);
    expect(parsePathList('')).toEqual([]);
  });
});

describe('partition documents the reference crashes on (exit 2)', () => {
  it('says what is wrong, once', async () => {
    expect(await invalid('{"a": [}')).toMatch(/^the partition is not valid JSON: ./);
    expect(await invalid('[]')).toBe('the partition is invalid: the top level is a JSON list, not an object of agent → paths');
    expect(await invalid('{"a": null}')).toBe('the partition is invalid: the value of agent "a" is a NoneType, not a list of paths');
  });
});

describe('partition findings point at the claim', () => {
  it('an overlap is reported at the claim that made the path shared (the second agent\'s)', async () => {
    const text = '{\n  "api": [\n    "src/api",\n    "src/shared.ts"\n  ],\n  "ui": ["src/ui", "src/shared.ts"]\n}';
    const result = await verifyPartition(text);
    expect(result.findings.map((f) => [f.rule, f.severity, f.line])).toEqual([['partition/overlap', 'blocker', 6]]);
    expect(result.data).toEqual({ mece: false, overlaps: [{ path: 'src/shared.ts', owners: ['api', 'ui'] }] });
  });

  it('an agent whose value is a string is one claim per code point, at that agent\'s line', async () => {
    const result = await verifyPartition('{\n"a": ["x"],\n"b": "xy"\n}');
    expect(result.findings.map((f) => [f.rule, f.severity, f.line])).toEqual([['partition/overlap', 'blocker', 3]]);
    expect(result.data.overlaps).toEqual([{ path: 'x', owners: ['a', 'b'] }]);
  });
});

describe('partition --globs with --files: a spent budget never opens the gate', () => {
  it('coverage stops at the budget with a blocker, and no path is reported as owned or not', async () => {
    const result = await verifyPartition('{"a": ["src/**/*.ts"], "b": ["docs/**"]}', { globs: true, files: ['src/x/y.ts', 'README.md'] }, { options: { globBudget: createRunBudget('glob steps', 3) } });
    expect(result.findings.map((f) => [f.rule, f.severity])).toEqual([['core/budget-exceeded', 'blocker']]);
    expect(verdictOf(result.findings)).toBe('fail');
    expect(result.data.uncovered).toEqual([]);
  });

  it('the same check within the budget reports the uncovered path', async () => {
    const result = await verifyPartition('{"a": ["src/**/*.ts"], "b": ["docs/**"]}', { globs: true, files: ['src/x/y.ts', 'README.md'] });
    expect(result.findings.map((f) => [f.rule, f.severity, f.evidence])).toEqual([['partition/uncovered', 'blocker', ['README.md']]]);
    expect(verdictOf(result.findings)).toBe('fail');
  });
});
