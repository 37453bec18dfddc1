import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type GlobCompiler, loadGlobCompiler } from '@gauntlet/core';
import { compileGlob, expandBraces, globAccepts, intersectGlobs } from './glob-automaton.js';

// micromatch, the reference for these globs, loads asynchronously; compile synchronously after.
let compileMicromatch: GlobCompiler;
beforeAll(async () => {
  compileMicromatch = await loadGlobCompiler();
});
const globMatcher = (pattern: string) => compileMicromatch(pattern);

const witness = (a: string, b: string) => intersectGlobs(compileGlob(a), compileGlob(b));
const accepts = (glob: string, path: string) => globAccepts(compileGlob(glob), path);

describe('glob automaton', () => {
  it.each([
    ['a/**', 'a', true],
    ['a/**', 'a/b/c', true],
    ['**/b', 'b', true],
    ['**/b', 'x/y/b', true],
    ['**', 'a/b', true],
    ['*', '.x', true],
    ['a/*', 'a/', false],
    ['a/**/b', 'a/b', true],
    ['a/**/b', 'a/x/y/b', true],
    ['a**b', 'axxb', true],
    ['a**b', 'ax/xb', false],
    ['a/**b', 'a/x/b', false],
    ['[^a]', 'b', true],
    ['[^a]', '/', false],
    ['?', '/', false],
    ['{a,b}/c', 'b/c', true],
    ['a{1..3}', 'a2', true],
    ['a{b,c{d,e}}', 'ace', true],
    ['{a}', '{a}', true],
    ['{a}', 'a', false],
    ['[a-c]', 'b', true],
    ['a\\*', 'a*', true],
    ['a\\*', 'ab', false],
    ['./a', 'a', true],
    ['[ab]c', 'bc', true],
    ['[a', '[a', true],
    ['src/*.ts', 'src/a.ts', true],
    ['src/*.ts', 'src/a/b.ts', false],
    ['src/**/*.ts', 'src/a.ts', true],
    ['src/**/*.ts', 'src/a/b/c.ts', true],
  ])('%s matches %s: %s (as micromatch)', (glob, path, expected) => {
    expect(accepts(glob, path)).toBe(expected);
    expect(globMatcher(glob)(path)).toBe(expected);
  });

  it('finds shortest witnesses', () => {
    expect(witness('src/**', 'src/api/*.ts')).toBe('src/api/.ts');
    expect(witness('src/**', 'src/api/?*.ts')).toBe('src/api/a.ts');
    expect(witness('src/*.ts', 'src/a.ts')).toBe('src/a.ts');
    expect(witness('**/*.md', 'docs/**')).toBe('docs/.md');
    expect(witness('a/**', 'a')).toBe('a');
    expect(witness('*', '?')).toBe('a');
    expect(witness('[0-9]x', '?x')).toBe('0x');
    expect(witness('[!a-z0-9]', '?')).toBe('!');
    expect(witness('{src,lib}/*.ts', 'lib/**')).toBe('lib/.ts');
  });

  it('decides disjointness exactly', () => {
    expect(witness('src/*.ts', 'src/*.md')).toBeNull();
    expect(witness('src/*', 'src/a/b')).toBeNull();
    expect(witness('src/api/**', 'src/ui/**')).toBeNull();
    expect(witness('[a-c]', '[d-f]')).toBeNull();
    expect(witness('*.ts', '*/*.ts')).toBeNull();
    expect(witness('a*b', 'a*c')).toBeNull();
    expect(witness('?', '??')).toBeNull();
  });

  it('expands braces with a cap', () => {
    expect(expandBraces('{a,b}{c,d}')).toEqual(['ac', 'ad', 'bc', 'bd']);
    expect(expandBraces('x{a}y')).toEqual(['x{a}y']);
    expect(expandBraces('{'.repeat(3))).toEqual(['{{{']);
    expect(expandBraces('{a,b}'.repeat(20))).toBeNull();
  });

  // No `.` in generated globs: picomatch reads a leading `*.*` as needing a character after the dot.
  const segment = fc.stringMatching(/^(?:[ab]|\*|\?|\[ab\]|\[^a\]|\{a,b\}|\{b,bb\}){1,3}$/).filter((s) => s !== '.' && s !== '..');
  const glob = fc.array(fc.oneof(segment, fc.constant('**')), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'))
    // picomatch reads `**` next to a brace as a globstar that crosses `/`; we read it as `*`.
    .filter((g) => !/\*\*\{|\}\*\*/.test(g));
  const name = fc.stringMatching(/^[ab.]{1,3}$/).filter((s) => s !== '.' && s !== '..');
  const path = fc.array(name, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

  it('agrees with micromatch on random globs and paths (property)', () => {
    fc.assert(
      fc.property(glob, path, (g, p) => {
        expect(accepts(g, p)).toBe(globMatcher(g)(p));
      }),
      { numRuns: 3000 },
    );
  });

  it('witnesses really match both globs, and shared matches imply a witness (property)', () => {
    fc.assert(
      fc.property(glob, glob, fc.array(path, { maxLength: 6 }), (a, b, paths) => {
        const found = witness(a, b);
        if (found !== null) {
          expect(globMatcher(a)(found)).toBe(true);
          expect(globMatcher(b)(found)).toBe(true);
        }
        const matchA = globMatcher(a);
        const matchB = globMatcher(b);
        if (paths.some((p) => matchA(p) && matchB(p))) expect(found).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('glob automaton on hostile input', () => {
  it('stays fast on long star-heavy globs and wide braces', () => {
    const started = performance.now();
    const a = `${'*a'.repeat(500)}`;
    const b = `${'a*'.repeat(500)}`;
    expect(witness(a, b)).not.toBeNull();
    expect(witness('{a,b}'.repeat(8), '{b,c}'.repeat(8))).toBe('b'.repeat(8));
    expect(witness(`${'?'.repeat(1000)}x`, `${'*'.repeat(3)}y`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
  });
});
