import { describe, expect, it } from 'vitest';
import { compileSafeRegex, RegexBudgetExceeded, type SafeRegex, type SafeRegexOptions } from './index.js';

function compiled(source: string, options: SafeRegexOptions = {}): SafeRegex {
  const result = compileSafeRegex(source, options);
  if (!result.ok) throw new Error(result.error);
  return result.regex;
}

const span = (regex: SafeRegex, text: string, from?: number) => {
  const match = regex.exec(text, from);
  return match ? [match.index, match.end] : null;
};

describe('compileSafeRegex (python syntax)', () => {
  it('reports UTF-16 offsets while matching code points', () => {
    expect(compiled('.b').exec('😀b')).toEqual({ index: 0, end: 3, text: '😀b' });
    expect(span(compiled('[^a]'), 'a😀')).toEqual([1, 3]);
  });

  it('searches from an offset without moving ^ or lookbehind context', () => {
    const word = compiled('\\w+');
    expect(span(word, 'ab cd', 2)).toEqual([3, 5]);
    expect(span(compiled('^a'), 'aa', 1)).toBeNull();
    expect(span(compiled('(?<=a)b'), 'ab', 1)).toEqual([1, 2]);
    expect(span(word, 'ab', 99)).toBeNull();
    expect(span(word, 'ab', -5)).toEqual([0, 2]);
    expect(span(word, 'ab', Number.NaN)).toEqual([0, 2]);
  });

  it('applies the option flags like re.I / re.M / re.S', () => {
    expect(compiled('straße', { ignoreCase: true }).test('STRAßE')).toBe(true);
    expect(compiled('^b$', { multiline: true }).test('a\nb\nc')).toBe(true);
    expect(compiled('^b$', { multiline: true }).test('a\rb\rc')).toBe(false);
    expect(compiled('a.b', { dotAll: true }).test('a\nb')).toBe(true);
    expect(compiled('a.b').test('a\nb')).toBe(false);
  });

  it('matches the Python-specific class meanings', () => {
    expect(compiled('\\d').test('٣')).toBe(true);
    expect(compiled('\\s').test('\u001c')).toBe(true);
    expect(compiled('\\s').test('\ufeff')).toBe(false);
    expect(compiled('\\bword\\b').test('éword')).toBe(false);
    expect(compiled('(?i)k').test('\u212a')).toBe(true);
    expect(compiled('(?i)i').test('İ')).toBe(true);
  });

  it('caches compiled patterns per source and flags', () => {
    expect(compileSafeRegex('abc')).toBe(compileSafeRegex('abc'));
    expect(compileSafeRegex('abc', { ignoreCase: true })).not.toBe(compileSafeRegex('abc'));
  });

  it('returns Python error texts, with line and column for multi-line patterns', () => {
    expect(compileSafeRegex('a\n(')).toEqual({ ok: false, error: 'missing ), unterminated subpattern at position 2 (line 2, column 1)' });
    expect(compileSafeRegex('😀)')).toEqual({ ok: false, error: 'unbalanced parenthesis at position 1' });
  });

  it('runs absurdly large repeat counts only as far as the budget allows', () => {
    const result = compileSafeRegex('(?:a{1000}){1000}');
    expect(result.ok).toBe(true);
    if (result.ok) expect(() => result.regex.test('a')).toThrow(RegexBudgetExceeded);
  });
});

describe('compileSafeRegex (js syntax)', () => {
  const js = (source: string, options: SafeRegexOptions = {}) => compiled(source, { ...options, syntax: 'js' });

  it('uses JavaScript class meanings and anchors', () => {
    expect(js('\\d').test('٣')).toBe(false);
    expect(js('\\s').test('\ufeff')).toBe(true);
    expect(js('\\p{L}+').exec('12héllo')?.text).toBe('héllo');
    expect(js('a$').test('a\n')).toBe(false);
    expect(js('^b', { multiline: true }).test('a\rb')).toBe(true);
    expect(js('(?<name>x)\\k<name>').test('xx')).toBe(true);
    expect(js('(?<=a+)b').test('aab')).toBe(true);
    expect(js('\\1(a)').exec('a')?.text).toBe('a');
    expect(js('(|a)+').exec('aa')?.text).toBe('aa');
  });

  it('returns the native syntax error text', () => {
    const result = compileSafeRegex('(', { syntax: 'js' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/Invalid regular expression/);
    expect(compileSafeRegex('(?P<x>a)', { syntax: 'js' }).ok).toBe(false);
    expect(compileSafeRegex('a{,2}', { syntax: 'js' }).ok).toBe(false);
  });
});
