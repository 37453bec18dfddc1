import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartitionReason, codesOf } from '@gauntlet/contracts/codes';
import { createMemoryHost, createRunBudget, isGauntletError, verdictOf } from '@gauntlet/core';
import { compileGlob, partitionRules, verifyPartition } from './index.js';

const overlapsOf = async (text: string, options = {}) => (await verifyPartition(text, options)).data.overlaps;
const reasons = async (text: string, options = {}) => (await verifyPartition(text, options)).findings.map((f) => f.reason);

async function rejects(text: string): Promise<string> {
  try {
    await verifyPartition(text);
  } catch (error) {
    expect(isGauntletError(error)).toBe(true);
    if (isGauntletError(error)) {
      expect(error.reason).toBe('input_invalid');
      return error.message;
    }
  }
  throw new Error(`expected ${text} to be rejected`);
}

describe('partition (reference parity)', () => {
  it('locks the documented reason codes', () => {
    expect(codesOf(PartitionReason)).toEqual(['partition_overlap', 'partition_glob_overlap', 'partition_uncovered']);
    expect(new Set(partitionRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(PartitionReason)));
  });

  it('passes a disjoint partition', async () => {
    const result = await verifyPartition('{"api": ["src/api/"], "ui": ["src/ui/"]}');
    expect(result.findings).toEqual([]);
    expect(result.data).toEqual({ mece: true, overlaps: [] });
  });

  it('reports the spec example', async () => {
    const result = await verifyPartition('{"api": ["src/api/", "src/shared.ts"], "ui": [" /src/shared.ts", "src/ui"]}');
    expect(result.data.overlaps).toEqual([{ path: 'src/shared.ts', owners: ['api', 'ui'] }]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ rule: 'partition/overlap', reason: 'partition_overlap', severity: 'blocker' });
  });

  it('points findings at the line of the claim that made the overlap', async () => {
    const text = '{\n  "api": [\n    "src/shared.ts"\n  ],\n  "ui": ["src/ui/", "src/shared.ts"],\n  "web": "x"\n}';
    const result = await verifyPartition(text);
    expect(result.findings.map((f) => f.line)).toEqual([5]);
    const globs = await verifyPartition('{"a": ["src/**"],\n"b": ["docs/**",\n "src/*.ts"]}', { globs: true });
    expect(globs.findings.map((f) => f.line)).toEqual([3]);
  });

  it('walks agents in document order, not JS key order', async () => {
    expect(await overlapsOf('{"b":["y"],"1":["x","y"],"0":["x"]}')).toEqual([
      { path: 'y', owners: ['1', 'b'] },
      { path: 'x', owners: ['0', '1'] },
    ]);
  });

  it('keeps a duplicate agent at its first position with its last value', async () => {
    expect(await overlapsOf('{"b":["z"],"a":["x","y"],"c":["y","x"],"b":["y"]}')).toEqual([
      { path: 'y', owners: ['a', 'b', 'c'] },
      { path: 'x', owners: ['a', 'c'] },
    ]);
  });

  it('sorts claimants by code point', async () => {
    expect(await overlapsOf('{"\uff5a":["p"],"😀":["p"]}')).toEqual([{ path: 'p', owners: ['\uff5a', '😀'] }]);
  });

  it('normalises whitespace then slashes, nothing else', async () => {
    expect(await overlapsOf('{"a":[" / a / "],"b":["a"]}')).toEqual([]);
    expect(await overlapsOf('{"a":["//src//"],"b":["src"]}')).toEqual([{ path: 'src', owners: ['a', 'b'] }]);
    expect(await overlapsOf('{"a":["./src/a.ts"],"b":["src/a.ts"]}')).toEqual([]);
    expect(await overlapsOf('{"a":["\u2003x\u0085"],"b":["x"]}')).toEqual([{ path: 'x', owners: ['a', 'b'] }]);
    expect(await overlapsOf('{"a":["\ufeffx"],"b":["x"]}')).toEqual([]);
    expect(await overlapsOf('{"a":["src/"],"b":["src/a.ts"]}')).toEqual([]);
    expect(await overlapsOf('{"a":["/"],"b":["/"]}')).toEqual([]);
    expect(await overlapsOf('{"a":["X"],"b":["x"]}')).toEqual([]);
    expect(await overlapsOf('{"a":["x","x"],"b":[]}')).toEqual([]);
  });

  it('stringifies non-string entries as Python str() does', async () => {
    expect(await overlapsOf('{"a":[1, 1.0, null, true, ["x"]],"b":["1","1.0","None","True","[\'x\']"]}')).toEqual([
      { path: '1', owners: ['a', 'b'] },
      { path: '1.0', owners: ['a', 'b'] },
      { path: 'None', owners: ['a', 'b'] },
      { path: 'True', owners: ['a', 'b'] },
      { path: "['x']", owners: ['a', 'b'] },
    ]);
  });

  it('iterates a string value by code point and an object by member name', async () => {
    expect(await overlapsOf('{"a":"s😀","b":["😀"]}')).toEqual([{ path: '😀', owners: ['a', 'b'] }]);
    expect(await overlapsOf('{"a":{"k":1},"b":["k"]}')).toEqual([{ path: 'k', owners: ['a', 'b'] }]);
  });

  it.each([
    ['invalid JSON', '{"a": [}'],
    ['a BOM', '\ufeff{}'],
    ['a top-level array', '[]'],
    ['a top-level string', '"x"'],
    ['an agent value null', '{"a": null}'],
    ['an agent value number', '{"a": 1}'],
    ['an agent value boolean', '{"a": true}'],
    ['an integer over 4300 digits', `{"a": [${'1'.repeat(4301)}]}`],
  ])('exits 2 (input_invalid) on %s', async (_name, text) => {
    expect(await rejects(text)).toBeTruthy();
  });

  it('never throws anything but a GauntletError (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (text) => {
        try {
          const result = await verifyPartition(text);
          expect(Array.isArray(result.findings)).toBe(true);
        } catch (error) {
          expect(isGauntletError(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.array(fc.jsonValue(), { maxLength: 4 })), async (value) => {
        const result = await verifyPartition(JSON.stringify(value));
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('partition --globs', () => {
  it('reports one blocker per overlapping pair of entries, with a witness', async () => {
    const result = await verifyPartition('{"api":["src/api/**","src/shared/*.ts"],"ui":["src/ui/**","src/shared/?*.ts"]}', { globs: true });
    expect(result.findings.map((f) => [f.reason, f.evidence])).toEqual([['partition_glob_overlap', ['src/shared/a.ts']]]);
    expect(result.data.overlaps).toEqual([{ path: 'src/shared/a.ts', owners: ['api', 'ui'], entries: ['src/shared/*.ts', 'src/shared/?*.ts'] }]);
  });

  it('passes disjoint globs and literal entries match only themselves', async () => {
    expect(await reasons('{"api":["src/api/**"],"ui":["src/ui/**","docs/a.md"]}', { globs: true })).toEqual([]);
    expect(await overlapsOf('{"a":["src/a.ts"],"b":["src/*.ts"]}', { globs: true })).toEqual([{ path: 'src/a.ts', owners: ['a', 'b'], entries: ['src/a.ts', 'src/*.ts'] }]);
    expect(await overlapsOf('{"a":["x"],"b":["x"]}', { globs: true })).toEqual([{ path: 'x', owners: ['a', 'b'], entries: ['x', 'x'] }]);
  });

  it('never pairs entries of the same agent', async () => {
    expect(await reasons('{"a":["src/**","src/*.ts"]}', { globs: true })).toEqual([]);
  });

  it('is fast: 200 glob owners', async () => {
    const partition = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`agent-${i}`, [`pkg${i}/**`, `src/mod${i}/**/*.ts`, `docs/${i}-*.md`]]));
    partition['agent-0']?.push('src/**/index.ts');
    const started = performance.now();
    const result = await verifyPartition(JSON.stringify(partition), { globs: true });
    expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
    expect(result.findings).toHaveLength(199);
  });
});

describe('partition --files / --changed', () => {
  it('reports uncovered and shared paths in input order', async () => {
    const result = await verifyPartition('{"a":["src/a.ts","x"],"b":["src/b.ts","x"]}', { files: ['src/a.ts', 'lib/c.ts', ' /x ', 'lib/d.ts'] });
    expect(result.findings.map((f) => [f.rule, f.reason, f.evidence])).toEqual([
      ['partition/overlap', 'partition_overlap', ['x']],
      ['partition/overlap', 'partition_overlap', ['x']],
      ['partition/uncovered', 'partition_uncovered', ['lib/c.ts']],
      ['partition/uncovered', 'partition_uncovered', ['lib/d.ts']],
    ]);
    expect(result.data.uncovered).toEqual(['lib/c.ts', 'lib/d.ts']);
    expect(result.data.shared).toEqual([{ path: 'x', owners: ['a', 'b'] }]);
  });

  it('matches globs with --globs', async () => {
    const result = await verifyPartition('{"a":["src/**"],"b":["docs/**"]}', { globs: true, files: ['src/x/y.ts', 'docs/a.md', 'README.md'] });
    expect(result.data.uncovered).toEqual(['README.md']);
  });

  it('reads changed files through the Host git', async () => {
    const calls: string[][] = [];
    const host = createMemoryHost({
      git: (args: readonly string[]) => {
        calls.push([...args]);
        return args[0] === 'diff' ? { exitCode: 0, stdout: 'src/a.ts\0lib/b.ts\0', stderr: '' } : { exitCode: 0, stdout: 'new.ts\0', stderr: '' };
      },
    });
    const result = await verifyPartition('{"a":["src/a.ts"]}', { changed: 'HEAD' }, { host });
    expect(calls[0]).toEqual(['diff', '--name-only', '-z', 'HEAD', '--']);
    expect(result.data.uncovered).toEqual(['lib/b.ts', 'new.ts']);
  });
});

describe('partition --globs: bounded work on hostile globs', () => {
  it('a spent glob budget is one core/budget-exceeded blocker, first, with the overlaps found so far', async () => {
    const agents = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`agent${i}`, [`**/*${i}*`]]));
    const globBudget = createRunBudget('glob steps', 5_000);
    const result = await verifyPartition(JSON.stringify(agents), { globs: true }, { options: { globBudget } });
    expect(result.findings[0]).toMatchObject({ rule: 'core/budget-exceeded', reason: 'budget_exceeded', severity: 'blocker' });
    expect(result.findings[0]!.message).toContain('5000 glob steps');
    expect(verdictOf(result.findings)).toBe('fail');
  });

  it('the same partition within the budget decides every pair, with no budget finding', async () => {
    const agents = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`agent${i}`, [`src/m${i}/**`]]));
    const result = await verifyPartition(JSON.stringify(agents), { globs: true });
    expect(result.findings).toEqual([]);
  });

  it('duplicate brace alternatives add no states', () => {
    expect(compileGlob('{a,a,b,b}{c,c}').edges.length).toBe(compileGlob('{a,b}c').edges.length);
  });

  it('stops collecting at 10,000 overlapping pairs', async () => {
    const agents = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`agent${i}`, ['shared/file.ts']]));
    const result = await verifyPartition(JSON.stringify(agents), { globs: true });
    expect(result.findings[0]).toMatchObject({ rule: 'core/budget-exceeded' });
    expect(result.data.overlaps).toHaveLength(10_000);
  });
});

