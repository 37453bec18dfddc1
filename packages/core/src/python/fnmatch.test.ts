import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pyFnmatch, pyFnmatchCase, pyFnmatchSuffix } from './fnmatch.js';

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
  // Classes as Python 3.11's translate reads them (ranges, empty ranges, `-` and `]` placement).
  ['[!', '*[[z!]', true],
  ['\u00e9b/*\\', '?[*b]/*', true],
  ['a-c', '[a-c]-[!b]', true],
  ['x]', 'x[]-a]', true],
  ['^', '[!^-a]', false],
  ['-', '[--/]', true],
  ['b', '[c-a-e]', false],
  ['-', '[c-a-e]', true],
  ['\\', '[\\-a]', true],
  ['!', '[!z-a]', true],
  ['a.ts', '*.[tj]s', true],
  ['a', '[a-b-a]', true],
];

// Expected values from CPython 3.11.7: any of '/'.join(parts[i:]) for parts = name.split('/').
const SUFFIX_CASES: Array<[string, string, boolean]> = [
  ['src/auth/token.ts', 'auth/*', true],
  ['docs/deep/nested.md', 'docs/*.md', true],
  ['src/x', '{src,lib}/*', false],
  ['src/core/x.ts', '/src/core/*', false],
  ['//', '', true],
  [']/ab', 'ab', true],
  ['a/', '', true],
  ['ab', 'b', false],
  ['lib/payments/charge.ts', 'payments/*/*', false],
  ['lib/payments/charge.ts', 'payments/*', true],
];

describe('pyFnmatch', () => {
  it.each(CASES)('fnmatchcase(%j, %j) is %s', (name, pattern, expected) => {
    expect(pyFnmatchCase(name, pattern)).toBe(expected);
    expect(pyFnmatch(name, pattern)).toBe(expected);
  });

  it.each(SUFFIX_CASES)('the name %j or a suffix after a slash matches %j: %s', (name, pattern, expected) => {
    expect(pyFnmatchSuffix(name, pattern)).toBe(expected);
  });

  it('many stars against a long name: linear, not backtracking (a 7-star glob, 80- to 20000-character paths)', () => {
    const pattern = '*a*b*c*d*e*f*g*z';
    for (const length of [80, 2_000, 20_000]) {
      const name = `${'abcdefg/'.repeat(length / 8)}`.slice(0, length);
      const start = performance.now();
      expect(pyFnmatchCase(name, pattern)).toBe(false);
      expect(pyFnmatchSuffix(name, pattern)).toBe(false);
      expect(performance.now() - start).toBeLessThan(1_000);
    }
  });

  it('stays fast on hostile patterns', () => {
    const name = 'a'.repeat(20_000);
    const pattern = `${'*a'.repeat(2_000)}*b`;
    const start = performance.now();
    expect(pyFnmatchCase(name, pattern)).toBe(false);
    expect(performance.now() - start).toBeLessThan(2_000);
  });

  it('a suffix match is a whole-name match of some suffix after a slash', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ab/*?]{0,8}$/), fc.stringMatching(/^[ab/]{0,10}$/), (pattern, name) => {
        const parts = name.split('/');
        const expected = parts.some((_, i) => pyFnmatchCase(parts.slice(i).join('/'), pattern));
        expect(pyFnmatchSuffix(name, pattern)).toBe(expected);
      }),
    );
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
