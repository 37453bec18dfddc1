import { describe, expect, it } from 'vitest';
import { createRunBudget } from '@gauntlet/core';
import { compileUserRegex, derivedSource, neverMatches, searchUserRegex } from './user-regex.js';

/** Receipt-authored regexes: Python syntax on the safe engine, and the "can never match" list (docs/rules/receipt/witness-syntax.md). */
describe('searchUserRegex', () => {
  it('is re.search: a match anywhere, Python syntax', () => {
    expect(searchUserRegex('[1-9]\\d* failed', 'ok\n3 failed\n')).toBe(true);
    expect(searchUserRegex('[1-9]\\d* failed', 'ok\n0 failed\n')).toBe(false);
    expect(searchUserRegex('(?P<n>a)(?P=n)', 'xaax')).toBe(true);
    expect(searchUserRegex('^b', 'a\nb')).toBe(false);
  });

  it('tells an invalid pattern, a search the engine gives up on, and a spent run budget apart', () => {
    expect(searchUserRegex('(', 'x')).toBe('invalid');
    expect(searchUserRegex('(?:a{1000}){1000}', 'a')).toBe('timeout');
    const spent = createRunBudget('regex steps', 5);
    spent.used = 5;
    expect(searchUserRegex('a', 'a', spent)).toBe('budget');
    const plenty = createRunBudget('regex steps', 1_000_000);
    expect(searchUserRegex('b', 'aab', plenty)).toBe(true);
    expect(plenty.used).toBeGreaterThan(0);
  });

  it('compiles each source once, and the error is Python\'s', () => {
    const first = compileUserRegex('a+b');
    expect(first.ok).toBe(true);
    expect(compileUserRegex('a+b')).toBe(first);
    expect(compileUserRegex('a{2,1}')).toEqual({ ok: false, error: 'min repeat greater than max repeat at position 2' });
  });

  it('keeps answering once its cache has been filled and cleared', () => {
    for (let i = 0; i < 600; i++) expect(compileUserRegex(`x${i}y`).ok).toBe(true);
    expect(searchUserRegex('x5y', 'ax5yb')).toBe(true);
    expect(searchUserRegex('x599y', 'x598y')).toBe(false);
  });
});

describe('derivedSource', () => {
  it('/x/ is x; "x" is re.escape(x); anything else has no source', () => {
    expect(derivedSource('/a.b/')).toBe('a.b');
    expect(derivedSource('"a.b c"')).toBe('a\\.b\\ c');
    expect(derivedSource('//')).toBe('');
    expect(derivedSource('""')).toBe('');
    expect(derivedSource('/')).toBe('');
    expect(derivedSource('"')).toBe('');
    expect(derivedSource('/a')).toBeUndefined();
    expect(derivedSource('a/')).toBeUndefined();
    expect(derivedSource('"a')).toBeUndefined();
    expect(derivedSource('a"')).toBeUndefined();
    expect(derivedSource('exit!=0')).toBeUndefined();
    expect(derivedSource('')).toBeUndefined();
  });
});

describe('neverMatches', () => {
  it('the empty negative lookarounds, unless quantified', () => {
    expect(neverMatches('(?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('x(?<!)y')).toBe('the empty negative lookaround (?<!) can never match');
    expect(neverMatches('(?!)+')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('(?!)?fail')).toBeUndefined();
    expect(neverMatches('(?!)*')).toBeUndefined();
    expect(neverMatches('(?<!){0}x')).toBeUndefined();
  });

  it('a lookahead that forbids the literal right after it, unless that literal is quantified', () => {
    expect(neverMatches('(?!abc)abc')).toBe('the lookahead (?!abc) forbids the very text that follows it');
    expect(neverMatches('x(?!ab)abz')).toBe('the lookahead (?!ab) forbids the very text that follows it');
    expect(neverMatches('(?!abc)ab')).toBeUndefined();
    expect(neverMatches('(?!abc)abc?')).toBeUndefined();
    expect(neverMatches('(?!abc)abc*')).toBeUndefined();
    expect(neverMatches('(?!a.c)a.c')).toBe('the lookahead (?!a.c) forbids the very text that follows it');
    expect(neverMatches('(?!a*)a*')).toBeUndefined();
    expect(neverMatches('(?!ab)c')).toBeUndefined();
    expect(neverMatches('(?:ab)ab')).toBeUndefined();
    expect(neverMatches('(?=ab)ab')).toBeUndefined();
    expect(neverMatches('(?!)')).not.toContain('forbids');
  });

  it('a negated class of a shorthand and its complement, unless quantified', () => {
    expect(neverMatches('[^\\d\\D]')).toBe('the negated class [^\\d\\D] excludes every character');
    expect(neverMatches('a[^\\W\\w]b')).toBe('the negated class [^\\W\\w] excludes every character');
    expect(neverMatches('[^\\s\\S]+')).toBe('the negated class [^\\s\\S] excludes every character');
    expect(neverMatches('[^\\d\\d]')).toBeUndefined();
    expect(neverMatches('[^\\d\\s]')).toBeUndefined();
    expect(neverMatches('[\\d\\D]')).toBeUndefined();
    expect(neverMatches('[^\\d\\D]?')).toBeUndefined();
    expect(neverMatches('[^\\d\\D]*')).toBeUndefined();
  });

  it('judges only depth 0 outside classes, and nothing when a top-level | offers another way', () => {
    expect(neverMatches('a|(?!)')).toBeUndefined();
    expect(neverMatches('(?!)|a')).toBeUndefined();
    expect(neverMatches('(a|(?!))')).toBeUndefined();
    expect(neverMatches('(x(?!))')).toBeUndefined();
    expect(neverMatches('((?!))')).toBeUndefined();
    expect(neverMatches('(a|b)(?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('[(?!)]')).toBeUndefined();
    expect(neverMatches('[]|](?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('[^]|](?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('[\\]|](?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('\\|(?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('\\((?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('\\[^\\d\\D]')).toBeUndefined();
    expect(neverMatches('a)(?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('[abc')).toBeUndefined();
    expect(neverMatches('')).toBeUndefined();
  });

  it('answers the same the second time (memoised), and after its memo has been cleared', () => {
    expect(neverMatches('(?!)')).toBe(neverMatches('(?!)'));
    for (let i = 0; i < 600; i++) neverMatches(`n${i}`);
    expect(neverMatches('(?!)')).toBe('the empty negative lookaround (?!) can never match');
    expect(neverMatches('n3')).toBeUndefined();
  });
});
