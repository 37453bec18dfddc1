import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type GlobCompiler, loadGlobCompiler } from '@gauntlet/core';
import { type CharTest, UNDECIDED, commonChar, compileGlob, globAccepts, intersectGlobs, testChar } from './glob-automaton.js';

// Oracles for the glob automaton (docs/rules/partition/README.md#extensions): brute force over a
// small universe, and micromatch. A glob overlap the automaton misses is a partition that passes,
// so completeness is what these properties pin.

let compileMicromatch: GlobCompiler;
beforeAll(async () => {
  compileMicromatch = await loadGlobCompiler();
});

/** Class bounds stay below 0x180, so a shared character exists iff one exists below 0x182. */
const UNIVERSE = 0x182;
const code = fc.oneof(fc.integer({ min: 0, max: 0x17f }), fc.constantFrom(0x2e, 0x2f, 0x21, 0x30, 0x61, 0x7a));
const charTest: fc.Arbitrary<CharTest> = fc.oneof(
  code.map((c) => ({ kind: 'lit', code: c }) as const),
  fc.constant({ kind: 'any' } as const),
  fc
    .record({ pairs: fc.array(fc.tuple(code, code), { minLength: 1, maxLength: 4 }), negated: fc.boolean() })
    .map(({ pairs, negated }) => ({ kind: 'class', negated, ranges: pairs.flatMap(([x, y]) => [Math.min(x, y), Math.max(x, y)]) }) as const),
);

function sharedByBruteForce(a: CharTest, b: CharTest): number[] {
  const shared: number[] = [];
  for (let c = 0; c < UNIVERSE; c++) if (testChar(a, c) && testChar(b, c)) shared.push(c);
  return shared;
}

describe('commonChar', () => {
  it('finds a shared character iff one exists, and never `.` when another is shared (property)', () => {
    fc.assert(
      fc.property(charTest, charTest, (a, b) => {
        const shared = sharedByBruteForce(a, b);
        const found = commonChar(a, b);
        if (shared.length === 0) {
          expect(found).toBe(-1);
          return;
        }
        expect(found).toBeGreaterThanOrEqual(0);
        expect(testChar(a, found) && testChar(b, found)).toBe(true);
        if (shared.some((c) => c !== 0x2e)) expect(found).not.toBe(0x2e);
        // Printable first: a control character only when nothing printable but `.` is shared.
        if (shared.some((c) => c >= 0x21 && c !== 0x2e)) expect(found).toBeGreaterThanOrEqual(0x21);
      }),
      { numRuns: 3000 },
    );
  });

  it.each<[string, CharTest, CharTest, number]>([
    ['a literal against a class', { kind: 'lit', code: 0x5f }, { kind: 'class', ranges: [0x5f, 0x5f], negated: false }, 0x5f],
    ['a class against a literal', { kind: 'class', ranges: [0x5f, 0x5f], negated: false }, { kind: 'lit', code: 0x5f }, 0x5f],
    ['a class outside the readable set', { kind: 'class', ranges: [0x5f, 0x5f], negated: false }, { kind: 'any' }, 0x5f],
    ['a range end, exclusive', { kind: 'class', ranges: [0x30, 0x7a], negated: true }, { kind: 'any' }, 0x21],
    ['just past a range end', { kind: 'class', ranges: [0x00, 0x7a], negated: true }, { kind: 'class', ranges: [0x7b, 0x7b], negated: false }, 0x7b],
    ['just past the slash', { kind: 'class', ranges: [0x00, 0x2e], negated: true }, { kind: 'class', ranges: [0x00, 0x2f], negated: false }, -1],
    ['a high code point', { kind: 'class', ranges: [0x00, 0xffff], negated: true }, { kind: 'any' }, 0x10000],
    ['nothing beyond the last code point', { kind: 'class', ranges: [0x00, 0x10ffff], negated: true }, { kind: 'any' }, -1],
    ['`.` when nothing else is shared', { kind: 'class', ranges: [0x2e, 0x2e], negated: false }, { kind: 'any' }, 0x2e],
    ['another character before `.`', { kind: 'class', ranges: [0x2e, 0x2e, 0x5f, 0x5f], negated: false }, { kind: 'any' }, 0x5f],
    ['a control character when nothing else is shared', { kind: 'class', ranges: [0x01, 0x01], negated: false }, { kind: 'any' }, 0x01],
  ])('%s', (_name, a, b, expected) => {
    expect(commonChar(a, b)).toBe(expected);
  });
});

// Globs over a small alphabet with every syntax the compiler reads: classes with ranges (one
// reversed) and negation, escapes, `.`, brace lists (nested) and ranges (up and down), groups
// (nested, in braces, optional), `**`, a leading `./`. (An unbalanced parenthesis next to a group
// makes micromatch pair the wrong ones, `(a(a|b)` becomes the regex `(a\(a|b)`: cases only.)
const ATOMS = [
  'a', 'b', '.', '1', '*', '?', '[ab]', '[^a]', '[a-c]', '[.]', '[]a]', '[a-]', '[b-a1]', '\\*', '\\?', '\\{',
  '{a,b}', '{b,bb}', '{a,{b,.}}', '{1..2}', '{2..1}', '{a..b}', '{b..a}', '{a}',
  '(a|b)', '(a)', '(b|(a|1))', '(a*|.)', '{a,(b|1)}', '(a|b)?', '[(]', '\\(',
];
function globOf(atoms: readonly string[]): fc.Arbitrary<string> {
  const segment = fc.array(fc.constantFrom(...atoms), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));
  return fc
    .tuple(fc.boolean(), fc.array(fc.oneof({ weight: 4, arbitrary: segment }, { weight: 1, arbitrary: fc.constant('**') }), { minLength: 1, maxLength: 3 }))
    .map(([dotSlash, parts]) => `${dotSlash ? './' : ''}${parts.join('/')}`)
    // Known differences, by design (docs/rules/partition/glob-overlap.md#compatibility): micromatch
    // reads `**` next to a brace as crossing `/`, and a leading `*.*` as needing a character after the dot.
    // An extglob (`*(`, `?(`) is a known difference too: matched literally here. So is a `*` that
    // ends a group before `/**`: micromatch then lets `/**` match nothing (`(a*)/**` matches `ab`),
    // where it reads `a*/**` as needing one more segment, which we follow.
    // And an optional group alone in a segment: it makes an empty segment, which git never lists.
    .filter((glob) => !/\*\*\{|\}\*\*|(?:^|\/)\*+\.\*|[*?]\(|\*[^/()]*\)\??\/\*\*|(?:^|\/)\(a\|b\)\?(?:\/|$)/.test(glob));
}
/**
 * `[!a]` is a negated class here and not in micromatch (a known difference): not compared with
 * it. Nor are brace ranges: micromatch 4 mis-reads the text around one (`x.{1..2}` becomes the
 * regex `.[1-2]`, `\?b{b..a}` becomes `b[a-b]`); the cases below pin what ranges expand to.
 */
const micromatchGlob = globOf(ATOMS.filter((atom) => !atom.includes('..')));
const richGlob = globOf([...ATOMS, '[!a-b]', '[!.]']);
// No `.` or `..` segment: git never lists one (and micromatch matches one with `?` but not `*`).
const isPathName = (name: string) => name !== '' && name !== '.' && name !== '..';
const isGitPath = (path: string) => path.split('/').every(isPathName);
const pathName = fc.stringMatching(/^[ab.1*{()]{1,3}$/).filter(isPathName);
const richPath = fc.array(pathName, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));

describe('glob automaton against micromatch, every syntax', () => {
  it('`**` right after a group, ending the segment, is a globstar, as in micromatch', () => {
    for (const [glob, path, expected] of [
      ['(a|b)**', 'a/b', true],
      ['(a*|.)**', 'a(/(', true],
      ['x/(a)**/c', 'x/ab/d/c', true],
      ['(a)**/c', 'a/c', true],
      ['(a)**', 'a/.b', true],
      ['(a)**', '.a', false],
      ['(a)**b', 'a/b', false],
      // After a `?`, the stars are a plain `*`.
      ['(a|b)?**/**', '(', false],
      ['(a)?**', 'ab', true],
      ['(a)?**/c', 'x/y/c', false],
    ] as const) {
      expect(compileMicromatch(glob)(path), `${glob} × ${path}`).toBe(expected);
      expect(globAccepts(compileGlob(glob), path), `${glob} × ${path}`).toBe(expected);
    }
  });

  it('accepts what micromatch matches (property)', () => {
    fc.assert(
      fc.property(micromatchGlob, richPath, (glob, path) => {
        expect(globAccepts(compileGlob(glob), path)).toBe(compileMicromatch(glob)(path));
      }),
      { numRuns: 5000 },
    );
  });
});

/** Every path of up to four characters over `a b 1 . /` that git could list (no empty, `.` or `..` segment). */
const SMALL_PATHS = (() => {
  const out: string[] = [];
  let layer = [''];
  for (let length = 1; length <= 4; length++) {
    layer = layer.flatMap((prefix) => ['a', 'b', '1', '.', '/'].map((char) => prefix + char));
    for (const path of layer) if (isGitPath(path)) out.push(path);
  }
  return out;
})();

describe('glob intersection against brute force', () => {
  it('finds a shortest witness whenever a short shared path exists, and only real ones (property)', () => {
    fc.assert(
      fc.property(richGlob, richGlob, (globA, globB) => {
        const a = compileGlob(globA);
        const b = compileGlob(globB);
        const shortest = SMALL_PATHS.find((path) => globAccepts(a, path) && globAccepts(b, path));
        const found = intersectGlobs(a, b);
        if (shortest !== undefined) {
          expect(found).not.toBeNull();
          expect((found as string).length).toBeLessThanOrEqual(shortest.length);
        }
        if (found !== null) {
          expect(globAccepts(a, found) && globAccepts(b, found)).toBe(true);
          // Two plain paths compare as text; a glob never matches a `.` or `..` segment.
          if (!(a.literal && b.literal)) expect(isGitPath(found)).toBe(true);
        }
        expect(intersectGlobs(b, a) === null).toBe(found === null);
      }),
      { numRuns: 1500 },
    );
  });

  it.each([
    ['a class of `.` alone against `*`: the witness may not be a `.` segment', '[.]', '*', null],
    ['a class of `.` and `_`', '[._]', '*', '_'],
    ['`.` first, then a name', '[.]x', '*', '.x'],
    ['`..` is no segment either', '[.][.]', '??', null],
    ['a `.` segment inside a path', 'a/[.]/b', 'a/*/b', null],
    ['a `..` segment inside a path', 'a/[.][.]/b', 'a/**/b', null],
    ['after a `.` segment was refused, `..x` still is a name', '[.][.]x', '*', '..x'],
    ['a reversed range matches nothing', '[b-a]', '*', null],
    ['a reversed range matches nothing in any alternative', '{[b-a],c}', '*', null],
    ['a leading `./`', './a/*', 'a/b', 'a/b'],
    ['leading `./`s', '././a', 'a', 'a'],
    ['a literal entry against a glob', 'src/a.ts', 'src/*.ts', 'src/a.ts'],
    ['a glob against a literal entry', 'src/*.ts', 'src/a.ts', 'src/a.ts'],
    ['a literal entry outside the glob', 'lib/a.ts', 'src/*.ts', null],
    ['two literal entries', 'a', 'a', 'a'],
    ['a leading `!` is a literal', '!a', '*', '!a'],
    ['an extglob is a literal', '@(a|b)', 'a', null],
    ['an entry over 1024 characters is a literal', `${'*'.repeat(1025)}`, 'a', null],
    ['an entry of 1024 characters is still a glob', `${'*'.repeat(1024)}`, 'a', 'a'],
    ['a group is a list of alternatives', 'src/(a|b)/*.ts', 'src/b/x.ts', 'src/b/x.ts'],
    ['a group\'s parentheses are no part of the path', 'src/(a)/*.ts', 'src/\\(a\\)/x.ts', null],
    ['a group followed by `?` is optional', '(a|b)?c', 'c', 'c'],
    ['a group followed by `+` is matched literally', '(a)+', 'a', null],
    ['a group with its own parentheses is still a group', 'src/(a)/*.ts', 'src/a/x.ts', 'src/a/x.ts'],
    ['groups alone make a glob', '(a|b)', 'b', 'b'],
    ['a group holding a comma is matched literally', '(a,b)', 'a,b', null],
    ['a parenthesis never closed is literal text', 'a(b*', 'a(bc', 'a(bc'],
    ['a parenthesis inside a class is no group', '[(]a|b)', '\\(a|b)', '(a|b)'],
    ['a shared prefix, different suffixes', '{src,srcs}/*.ts', 'srcs/a.md', null],
    ['different prefixes, a shared suffix', '{lib,src}/*.ts', 'bin/a.ts', null],
    ['alternatives with a common suffix', '{a,ba}.ts', 'ba.ts', 'ba.ts'],
    ['an escaped star is a literal star', 'a\\*', 'ab', null],
    ['an escaped brace is no brace', '\\{a,b}', 'a', null],
    ['an escaped bracket is no class', '\\[a]', 'a', null],
    ['a class with an escaped `]`', '[\\]a]', ']', ']'],
    ['a class that is never closed is literal text', '[ab', 'a', null],
    ['a negated class with a range', '[!a-c]', 'b', null],
    ['a negated class with a range, outside it', '[!a-c]', 'd', 'd'],
    ['a range up to an escaped character', '[a-\\c]', 'b', 'b'],
    ['a numeric range, down', 'v{3..1}', 'v2', 'v2'],
    ['a negative numeric range', 'v{-1..1}', 'v0', 'v0'],
    ['a numeric range past the cap is literal text', 'v{1..300}', 'v2', null],
    ['a letter range, down', 'v{c..a}', 'vb', 'vb'],
    ['a numeric range, its last member', 'v{1..3}', 'v3', 'v3'],
    ['a numeric range down, its last member', 'v{3..1}', 'v1', 'v1'],
    ['a numeric range of several digits', 'v{10..12}', 'v12', 'v12'],
    ['a range of one member', 'v{2..2}', 'v2', 'v2'],
    ['a letter range, its last member', 'v{a..c}', 'vc', 'vc'],
    ['a letter range down, its last member', 'v{c..a}', 'va', 'va'],
    ['a range of 257 members stays literal', 'v{1..257}', 'v1', null],
    ['a range with text around it is no range', 'v{x1..2}', 'v1', null],
    ['a brace with an escaped closing brace', '{a\\},b}', 'a}', 'a}'],
    ['a nested brace first', '{{b,c},d}', 'd', 'd'],
    ['a long range, down', 'v{200..100}', 'v150', 'v150'],
    ['a range of one character is no reversed range', '[a-a]', 'a', 'a'],
    ['a glob ending in `!` is a glob', 'src/*!', 'src/a!', 'src/a!'],
    ['an escaped `.` before the suffix', '*\\.ts', 'a.ts', 'a.ts'],
    ['a nested brace', '{a,{b,c}}x', 'cx', 'cx'],
    ['a brace with an escaped comma', '{a\\,b,c}', 'a,b', 'a,b'],
    ['a brace after one that is no expansion', '{a}{b,c}', '{a}c', '{a}c'],
    ['`**` twice is `**`', 'a/**/**/b', 'a/b', 'a/b'],
    ['`**` at the end after a starred segment needs a segment', 'a*/**', 'ab', null],
    ['an empty entry', '**', '', null],
  ])('%s: %s × %s', (_name, globA, globB, expected) => {
    expect(intersectGlobs(compileGlob(globA), compileGlob(globB))).toBe(expected);
  });
});

describe('glob matching of dot segments', () => {
  it.each([
    ['**', 'a/./b'],
    ['**', 'a/../b'],
    ['*', '.'],
    ['*', '..'],
    ['a/*', 'a/..'],
  ])('%s never matches %s (a `.` or `..` segment)', (glob, path) => {
    expect(globAccepts(compileGlob(glob), path)).toBe(false);
  });

  it('matches names that only start with dots', () => {
    expect(globAccepts(compileGlob('**'), 'a/.b/..c')).toBe(true);
  });
});

describe('glob intersection budget', () => {
  it('spends the budget exactly: one unit per state pair plus one per edge pair tried', () => {
    const a = compileGlob('src/**/*.ts');
    const b = compileGlob('src/*/x.*');
    const unlimited = { limit: Number.POSITIVE_INFINITY, used: 0 };
    const witness = intersectGlobs(a, b, unlimited);
    expect(witness).toBe('src/a/x.ts');
    expect(unlimited.used).toBe(59);
    expect(intersectGlobs(a, b, { limit: unlimited.used, used: 0 })).toBe(witness);
    expect(intersectGlobs(a, b, { limit: unlimited.used - 1, used: 0 })).toBe(UNDECIDED);
  });

  it('gives up on a product too large for its budget', () => {
    const budget = { limit: 1000, used: 0 };
    expect(intersectGlobs(compileGlob(`${'*a'.repeat(60)}[bc]`), compileGlob(`${'a*'.repeat(60)}[cd]`), budget)).toBe(UNDECIDED);
    expect(budget.used).toBeGreaterThan(1000);
  });
});
