import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupsToBraces } from './glob-groups.js';

describe('groupsToBraces', () => {
  it.each([
    ['a group of alternatives', 'src/(a|b)/*.ts', 'src/{a,b}/*.ts'],
    ['a group of one', 'src/(a)/*.ts', 'src/a/*.ts'],
    ['nested groups', '(a|(b|c))', '{a,{b,c}}'],
    ['a group inside braces', '{x,(a|b)}', '{x,{a,b}}'],
    ['an optional group', '(a|b)?c', '{a,b,}c'],
    ['an optional group of one', '(a)?', '{a,}'],
    ['an empty alternative', '(a|)', '{a,}'],
    ['a `(` never closed', 'a(b*', 'a(b*'],
    ['a `)` alone', 'a)b', 'a)b'],
    ['an escaped parenthesis', '\\(a|b)', '\\(a|b)'],
    ['a parenthesis in a class', '[(]a|b)', '[(]a|b)'],
    ['a `|` outside a group', 'a|b', 'a|b'],
    ['a class inside a group', '([ab]|c)', '{[ab],c}'],
    ['an escaped `|` inside a group', '(a\\|b|c)', '{a\\|b,c}'],
  ])('%s: %s → %s', (_name, pattern, expected) => {
    expect(groupsToBraces(pattern)).toBe(expected);
  });

  it.each([
    ['a comma inside a group', '(a,b)'],
    ['a brace inside a group', '({a,b}|c)'],
    ['a group repeated with `+`', '(a)+'],
    ['a nested group that cannot be said', '(x|(a,b))'],
  ])('%s: %s cannot be said with braces (null)', (_name, pattern) => {
    expect(groupsToBraces(pattern)).toBeNull();
  });

  it('leaves a pattern without `(` unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '*', '?', '[', ']', '{', '}', ',', '|', ')', '\\', '/') }), (pattern) => {
        expect(groupsToBraces(pattern)).toBe(pattern);
      }),
    );
  });
});
