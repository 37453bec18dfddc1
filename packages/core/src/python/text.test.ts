import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pyDecimal, pySpace, pyWord } from './charsets.js';
import { compareCodePoints, pyInt, pyIsDecimal, pyIsDigit, pyReEscape, pyRepr, pyReprList, pySplit, pySplitLines, pyStrip } from './text.js';

// Expected values were produced by CPython 3.11.
describe('Python text primitives', () => {
  it('splitlines like str.splitlines()', () => {
    expect(pySplitLines('')).toEqual([]);
    expect(pySplitLines('\n')).toEqual(['']);
    expect(pySplitLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
    expect(pySplitLines('a\u2028b\u2029c\x85d\x0be\x0cf\x1cg\x1dh\x1ei')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(pySplitLines('a\n\nb\n')).toEqual(['a', '', 'b']);
    expect(pySplitLines('x\x1fy')).toEqual(['x\x1fy']);
  });

  it('strips Python whitespace (keeps U+FEFF, strips U+001C-U+001F and U+0085)', () => {
    expect(pyStrip(' \t\x1c\x1f\x85\xa0a b\u3000\n')).toBe('a b');
    expect(pyStrip('\ufeffa\ufeff')).toBe('\ufeffa\ufeff');
    expect(pyStrip('\u200ba')).toBe('\u200ba');
  });

  it('splits on whitespace runs, with maxsplit', () => {
    expect(pySplit('  a  b\tc \x1c d ')).toEqual(['a', 'b', 'c', 'd']);
    expect(pySplit('a b  c  ', 1)).toEqual(['a', 'b  c  ']);
    expect(pySplit('a   ', 1)).toEqual(['a']);
    expect(pySplit(' a b ', 0)).toEqual(['a b ']);
    expect(pySplit('')).toEqual([]);
  });

  it('isdigit/isdecimal with Unicode digits', () => {
    expect(pyIsDigit('123')).toBe(true);
    expect(pyIsDigit('²')).toBe(true);
    expect(pyIsDecimal('²')).toBe(false);
    expect(pyIsDecimal('١٢')).toBe(true);
    expect(pyIsDigit('')).toBe(false);
    expect(pyIsDigit('1a')).toBe(false);
  });

  it('int() on strings', () => {
    expect(pyInt(' 03 ')).toEqual({ ok: true, value: 3n });
    expect(pyInt('١')).toEqual({ ok: true, value: 1n });
    expect(pyInt('-1_000')).toEqual({ ok: true, value: -1000n });
    expect(pyInt('²')).toEqual({ ok: false, error: "invalid literal for int() with base 10: '²'" });
    expect(pyInt('1__0')).toMatchObject({ ok: false });
    expect(pyInt('_1')).toMatchObject({ ok: false });
    expect(pyInt('1_')).toMatchObject({ ok: false });
    expect(pyInt('')).toEqual({ ok: false, error: "invalid literal for int() with base 10: ''" });
    const huge = pyInt('9'.repeat(4301));
    expect(huge.ok).toBe(false);
    expect(huge.ok === false && huge.error).toMatch(/Exceeds the limit \(4300 digits\)/);
    expect(pyInt('9'.repeat(4300)).ok).toBe(true);
  });

  it('repr() of str and lists', () => {
    expect(pyRepr("it's")).toBe('"it\'s"');
    expect(pyRepr('say "hi"')).toBe("'say \"hi\"'");
    expect(pyRepr('both \' and "')).toBe("'both \\' and \"'");
    expect(pyRepr('\u2028x\x85\xa0é😀\ufeff')).toBe("'\\u2028x\\x85\\xa0é😀\\ufeff'");
    expect(pyRepr('a\\b\n\t\r\x00')).toBe("'a\\\\b\\n\\t\\r\\x00'");
    expect(pyReprList(['A', 'B'])).toBe("['A', 'B']");
  });

  it('re.escape() escapes Python 3.11 special characters only', () => {
    expect(pyReEscape('a.b (c)-_é~#&')).toBe('a\\.b\\ \\(c\\)\\-_é\\~\\#\\&');
  });

  it('compares by code point like sorted()', () => {
    const items = ['\uffff', '😀', 'a', 'B'];
    expect([...items].sort(compareCodePoints)).toEqual(['B', 'a', '\uffff', '😀']);
    expect(['\ue000', '\udc80'].sort(compareCodePoints)).toEqual(['\udc80', '\ue000']);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const byPoints = (s: string) => Array.from(s, (c) => c.codePointAt(0) as number); // Array.from splits lone surrogates too
        const x = byPoints(a);
        const y = byPoints(b);
        let expected = 0;
        for (let i = 0; i < Math.min(x.length, y.length) && expected === 0; i++) expected = Math.sign((x[i] as number) - (y[i] as number));
        if (expected === 0) expected = Math.sign(x.length - y.length);
        expect(Math.sign(compareCodePoints(a, b))).toBe(expected);
      }),
    );
  });

  it('character sets pin Python 3.11 (Unicode 14)', () => {
    expect(pySpace().has(0x1c)).toBe(true);
    expect(pySpace().has(0xfeff)).toBe(false);
    expect(pyWord().has('_'.codePointAt(0) as number)).toBe(true);
    expect(pyWord().has('²'.codePointAt(0) as number)).toBe(true);
    expect(pyDecimal().has(0x11f50)).toBe(false); // Kawi digit: Unicode 15, unknown to Python 3.11
    expect(new RegExp(`^[${pyWord().classBody}]+$`, 'u').test('héllo_١')).toBe(true);
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        pySplitLines(text);
        pyStrip(text);
        pySplit(text);
        pyInt(text);
        pyRepr(text);
        expect(pySplitLines(text).join('').length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});

describe('createPyLineSplitter', () => {
  it('equals pySplitLines however the text is chunked (property)', async () => {
    const { createPyLineSplitter } = await import('./line-stream.js');
    const alphabet = fc.constantFrom('a', 'b', '\n', '\r', '\r\n', '\u2028', '\x85', '\x0b', ' ', 'é');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')), fc.array(fc.nat(40), { maxLength: 6 }), (text, cuts) => {
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const splitter = createPyLineSplitter();
        const lines: string[] = [];
        let previous = 0;
        for (const point of [...points, text.length]) {
          lines.push(...splitter.push(text.slice(previous, point)));
          previous = point;
        }
        lines.push(...splitter.end());
        expect(lines).toEqual(pySplitLines(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('compact Python class expressions', () => {
  it('PY_WORD_EXPR and PY_DECIMAL_EXPR match exactly Python 3.11 \\w and \\d on this Node', async () => {
    const { PY_WORD_EXPR, PY_DECIMAL_EXPR } = await import('./charsets.js');
    const word = new RegExp(`^${PY_WORD_EXPR}$`, 'u');
    const decimal = new RegExp(`^${PY_DECIMAL_EXPR}$`, 'u');
    const mismatches: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const char = String.fromCodePoint(cp);
      if (word.test(char) !== pyWord().has(cp)) mismatches.push(`\\w U+${cp.toString(16)}`);
      if (decimal.test(char) !== pyDecimal().has(cp)) mismatches.push(`\\d U+${cp.toString(16)}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
