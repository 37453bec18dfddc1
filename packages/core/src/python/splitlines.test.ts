import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pySplitLines } from './text.js';

const BREAKS = new Set([0x0a, 0x0d, 0x0b, 0x0c, 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029]);

/** The character-by-character definition of str.splitlines(). */
function reference(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!BREAKS.has(code)) continue;
    lines.push(text.slice(start, i));
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    start = i + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

describe('pySplitLines', () => {
  it('matches str.splitlines()', () => {
    expect(pySplitLines('')).toEqual([]);
    expect(pySplitLines('\n')).toEqual(['']);
    expect(pySplitLines('a\r\nb\rc\n\nd')).toEqual(['a', 'b', 'c', '', 'd']);
    expect(pySplitLines('a\x0bb\x1cc\u2028d\x85')).toEqual(['a', 'b', 'c', 'd']);
    const piece = fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('\r', '\n', '\r\n', '\x0b', '\x0c', '\x1c', '\x1d', '\x1e', '\x1f', '\x85', '\u2028', '\u2029'));
    fc.assert(fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
      const text = parts.join('');
      expect(pySplitLines(text)).toEqual(reference(text));
    }));
  });
});
