import fc from 'fast-check';
import { pyInt } from '@gauntlet/core';
import { describe, expect, it } from 'vitest';
import { globEntryCount } from './layer2.js';
import { codePointLength, defuseCensus, guardedInt, isSha256Token, pyIntOf, showPath } from './text.js';

describe('pyIntOf', () => {
  it('answers small ASCII numbers from its table, as Python int() would', () => {
    for (const text of ['0', '7', '007', '42', '999', '1000', '12345678901234567890', '-1', '+3', ' 5', '5 ', '1_0', '٣', '', '1e3', 'x']) {
      expect(pyIntOf(text), text).toEqual(pyInt(text));
    }
    expect(pyIntOf('12')).toBe(pyIntOf('012'));
  });

  it('agrees with pyInt on any short text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 4 }), (text) => {
      expect(pyIntOf(text)).toEqual(pyInt(text));
    }));
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{1,6}$/), (text) => {
      expect(pyIntOf(text)).toEqual({ ok: true, value: BigInt(text) });
    }));
  });
});

describe('isSha256Token', () => {
  const hex = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
  it('is sha256: and exactly 64 lowercase hex digits', () => {
    expect(isSha256Token(`sha256:${hex}`)).toBe(true);
    expect(isSha256Token(`sha256:${hex.slice(1)}`)).toBe(false);
    expect(isSha256Token(`sha256:${hex}0`)).toBe(false);
    expect(isSha256Token(`sha256:${hex.slice(1)}A`)).toBe(false);
    expect(isSha256Token(`sha256:${hex.slice(1)}g`)).toBe(false);
    expect(isSha256Token(`SHA256:${hex}`)).toBe(false);
    expect(isSha256Token(`sha256:${hex.slice(1)}\n`)).toBe(false);
    expect(isSha256Token('')).toBe(false);
  });

  it('anchors the prefix: 71 characters ending in a hex run are not enough', () => {
    expect(isSha256Token(`xsha256:${hex.slice(1)}`)).toBe(false);
    expect(isSha256Token(`1234567sha256:${hex.slice(7)}`)).toBe(false);
  });

  it('agrees with the counted pattern on any token', () => {
    const run = (alphabet: string) => fc.array(fc.constantFrom(...alphabet), { minLength: 60, maxLength: 68 }).map((chars) => chars.join(''));
    const tail = fc.oneof(run('0123456789abcdef'), run('0123456789abcdefAG\n'));
    const token = fc.tuple(fc.constantFrom('sha256:', 'sha256', 'md5:', ''), tail).map(([a, b]) => a + b);
    fc.assert(fc.property(token, (text) => {
      expect(isSha256Token(text)).toBe(/^sha256:[0-9a-f]{64}$/.test(text));
    }));
  });
});

describe('globEntryCount', () => {
  it('counts top-level comma entries without braces, capped at cap + 1', () => {
    expect(globEntryCount('wrote(a)')).toBe(1);
    expect(globEntryCount('wrote()')).toBe(1);
    expect(globEntryCount('wrote(a,b,c)')).toBe(3);
    expect(globEntryCount('wrote(a,b,c,d,e,f,g,h)')).toBe(8);
    expect(globEntryCount('wrote(a,b,c,d,e,f,g,h,i,j,k)')).toBe(9);
    expect(globEntryCount('wrote(a,b,c)', 2)).toBe(3);
    expect(globEntryCount('no parenthesis, here')).toBe(1);
    expect(globEntryCount('read(a}b,c)')).toBe(2);
  });

  it('a brace-free body counts as the general expansion does', () => {
    // The same body with every entry wrapped as `{x}` expands to the same count the slow way.
    const entry = fc.stringMatching(/^[a-z*/.]{0,4}$/);
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 10 }), (entries, cap) => {
        const plain = globEntryCount(`wrote(${entries.join(',')})`, cap);
        const braced = globEntryCount(`wrote(${entries.map((item) => `{${item}}`).join(',')})`, cap);
        expect(plain).toBe(braced);
      }),
    );
  });
});

describe('showPath', () => {
  it('escapes a backslash and the control characters as Python show_path does', () => {
    expect(showPath('a\\b')).toBe('a\\\\b');
    expect(showPath('a\nb\rc\td')).toBe('a\\nb\\rc\\td');
    expect(showPath('\x00\x01\x1f\x7f\x80\x9f')).toBe('\\x00\\x01\\x1f\\x7f\\x80\\x9f');
    expect(showPath('line\u2028sep\u2029para')).toBe('line\\u2028sep\\u2029para');
  });

  it('leaves printable text alone, non-ASCII included', () => {
    expect(showPath('src/é ü/\u00a0\u00ff/日本/\u{1F600}.ts')).toBe('src/é ü/\u00a0\u00ff/日本/\u{1F600}.ts');
  });

  it('defuses the census marker so a path cannot forge a coverage line', () => {
    expect(showPath('x\nTIER2-COVERAGE: 9/9')).toBe('x\\nTIER2\\x2dCOVERAGE: 9/9');
  });
});

describe('defuseCensus', () => {
  it('rewrites every TIER2-COVERAGE: and nothing else', () => {
    expect(defuseCensus('a TIER2-COVERAGE: b TIER2-COVERAGE:')).toBe('a TIER2\\x2dCOVERAGE: b TIER2\\x2dCOVERAGE:');
    expect(defuseCensus('TIER2-COVERAGE without colon')).toBe('TIER2-COVERAGE without colon');
    expect(defuseCensus('')).toBe('');
  });
});

describe('guardedInt', () => {
  it('reads what int() reads', () => {
    expect(guardedInt('12', 'range start')).toEqual({ value: 12n });
    expect(guardedInt('\u0661\u0662', 'range start')).toEqual({ value: 12n });
  });

  it('shows a text of up to 40 code points whole, a longer one cut at 40 with an ellipsis', () => {
    const forty = 'x'.repeat(40);
    expect(guardedInt(forty, 'end')).toEqual({ message: expect.stringMatching(new RegExp(`^end is not a usable integer: '${forty}' \\(`)) });
    expect(guardedInt(`${forty}y`, 'end')).toEqual({ message: expect.stringMatching(new RegExp(`^end is not a usable integer: '${forty}'… \\(`)) });
    // Code points, not UTF-16 units: 40 astral characters are still shown whole.
    const astral = '\u{1F600}'.repeat(40);
    expect(guardedInt(astral, 'end')).toEqual({ message: expect.stringContaining(`'${astral}' (`) });
  });
});

describe('codePointLength', () => {
  it('counts code points as Python len() does', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('\u{10000}')).toBe(1); // D800 DC00: the lowest high surrogate
    expect(codePointLength('\u{10FFFF}')).toBe(1); // DBFF DFFF: the highest
    expect(codePointLength('\u{1F600}a')).toBe(2);
    expect(codePointLength('\uFF01\uE000\uD7FF')).toBe(3); // BMP above and just below the surrogates
  });
});
