import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pyFnmatch, pyFnmatchCase } from './fnmatch.js';

// Expected values from CPython 3.11.7 `fnmatch.fnmatchcase`.
const CASES: Array<[string, string, boolean]> = [
  ['.github/workflows/sub/deep.yml', '.github/workflows/*', true],
  ['app/project.yml', 'project.yml', false],
  ['project.yml', 'project.yml', true],
  ['a', '*', true],
  ['', '*', true],
  ['', '', true],
  ['abc', 'a?c', true],
  ['ac', 'a?c', false],
  ['a[b', 'a[b', true],
  ['ab', 'a[!b]', false],
  ['ac', 'a[!b]', true],
  ['a]', 'a[]]', true],
  ['a-', 'a[a-]', true],
  ['b', '[z-a]', false],
  ['b', '[!z-a]', true],
  ['-', '[--a]', true],
  ['b', '[a--b]', true],
  ['a', '[a--b]', false],
  ['aXbXc', '*b*c', true],
  ['abcabd', '*abd', true],
  ['abcab', 'a*b*b', true],
  ['x/y/z.lock', '*.lock', true],
  ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaab', 'a*a*a*a*a*a*a*a*c', false],
  ['a\\b', 'a\\b', true],
  ['a.b', 'a.b', true],
  ['axb', 'a.b', false],
  ['é', '?', true],
  ['😀x', '?x', true],
  ['[', '[', true],
  ['a*', 'a[*]', true],
  ['ab', 'a[*]', false],
  ['Package.resolved', 'package.resolved', false],
];

describe('pyFnmatch', () => {
  it.each(CASES)('fnmatchcase(%j, %j) is %s', (name, pattern, expected) => {
    expect(pyFnmatchCase(name, pattern)).toBe(expected);
    expect(pyFnmatch(name, pattern)).toBe(expected);
  });

  it('stays fast on hostile patterns', () => {
    const name = 'a'.repeat(20_000);
    const pattern = `${'*a'.repeat(2_000)}*b`;
    const start = performance.now();
    expect(pyFnmatchCase(name, pattern)).toBe(false);
    expect(performance.now() - start).toBeLessThan(2_000);
  });

  it('never throws and agrees with literal equality for star-free, class-free patterns', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, pattern) => {
        const result = pyFnmatchCase(name, pattern);
        if (!/[*?[]/.test(pattern)) expect(result).toBe(name === pattern);
        expect(pyFnmatchCase(name, '*')).toBe(true);
      }),
    );
  });
});
