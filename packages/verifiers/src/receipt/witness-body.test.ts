import { describe, expect, it } from 'vitest';
import { witnessBody } from './witness-body.js';

/** The bytes a witness reads (docs/rules/receipt/witness-evidence.md), exactly. */
const bytes = (text: string) => new TextEncoder().encode(text);
const L = (start: number, end: number) => ({ kind: 'L' as const, start, end });
const B = (start: number, end: number) => ({ kind: 'B' as const, start, end });

describe('witnessBody', () => {
  it('no range: the whole text, in universal newlines', () => {
    expect(witnessBody(bytes('a\r\nb\rc\n'), undefined)).toEqual({ body: 'a\nb\nc\n' });
    expect(witnessBody(bytes(''), undefined)).toEqual({ body: '' });
  });

  it('#L a-b: lines a to b with their line ends, a below 1 counting as 1', () => {
    const text = bytes('one\ntwo\r\nthree\rfour');
    expect(witnessBody(text, L(2, 3))).toEqual({ body: 'two\nthree\n' });
    expect(witnessBody(text, L(1, 1))).toEqual({ body: 'one\n' });
    expect(witnessBody(text, L(0, 2))).toEqual({ body: 'one\ntwo\n' });
    expect(witnessBody(text, L(-5, 1))).toEqual({ body: 'one\n' });
    expect(witnessBody(text, L(4, 9))).toEqual({ body: 'four' });
    expect(witnessBody(text, L(5, 9))).toEqual({ body: '' });
    expect(witnessBody(text, L(3, 2))).toEqual({ body: '' });
  });

  it('#L splits lines as Python splitlines does (\\v, \\f, \\x1c-\\x1e, \\x85, U+2028, U+2029), blank lines included', () => {
    const text = bytes('a\vb\fc\x1cd\x1de\x1ef\x85g\u2028h\u2029i\n\nj');
    expect(witnessBody(text, L(2, 2))).toEqual({ body: 'b\f' });
    expect(witnessBody(text, L(9, 9))).toEqual({ body: 'i\n' });
    expect(witnessBody(text, L(10, 11))).toEqual({ body: '\nj' });
    expect(witnessBody(bytes('a\tb c\n'), L(1, 1))).toEqual({ body: 'a\tb c\n' });
  });

  it('#L of bytes that are not UTF-8, or of no range, is refused', () => {
    expect(witnessBody(new Uint8Array([0x61, 0xff, 0x0a]), L(1, 1))).toEqual({ problem: 'not-utf8' });
    expect(witnessBody(new Uint8Array([0xc3]), undefined)).toEqual({ problem: 'not-utf8' });
  });

  it('#L: at most 4096 bytes of UTF-8 (not UTF-16 units)', () => {
    const line = `${'\u00e9'.repeat(2047)}x\n`; // 4096 bytes
    expect(witnessBody(bytes(line), L(1, 1))).toEqual({ body: line });
    expect(witnessBody(bytes(`\u00e9${line}`), L(1, 1))).toEqual({ problem: 'too-large', span: 4098 });
  });

  it('#B a-b: raw bytes a to b, decoded with replacement, a below 1 counting as 1', () => {
    const text = bytes('abcdef');
    expect(witnessBody(text, B(2, 4))).toEqual({ body: 'bcd' });
    expect(witnessBody(text, B(0, 2))).toEqual({ body: 'ab' });
    expect(witnessBody(text, B(-3, 1))).toEqual({ body: 'a' });
    expect(witnessBody(text, B(5, 99))).toEqual({ body: 'ef' });
    expect(witnessBody(text, B(4, 3))).toEqual({ body: '' });
    expect(witnessBody(new Uint8Array([0x61, 0xff, 0x62]), B(1, 3))).toEqual({ body: 'a\ufffdb' });
    expect(witnessBody(bytes('a\r\nb'), B(1, 4))).toEqual({ body: 'a\r\nb' });
  });

  it('#B: at most 4096 bytes; a larger span is reported up to 4097', () => {
    const big = new Uint8Array(10_000).fill(0x61);
    expect(witnessBody(big, B(1, 4096))).toEqual({ body: 'a'.repeat(4096) });
    expect(witnessBody(big, B(2, 4097))).toEqual({ body: 'a'.repeat(4096) });
    expect(witnessBody(big, B(1, 4097))).toEqual({ problem: 'too-large', span: 4097 });
    expect(witnessBody(big, B(1, 9000))).toEqual({ problem: 'too-large', span: 4097 });
    expect(witnessBody(big, B(5903, 9999))).toEqual({ problem: 'too-large', span: 4097 });
    expect(witnessBody(big, B(5904, 9999))).toEqual({ body: 'a'.repeat(4096) });
    expect(witnessBody(big, B(5905, 99_999))).toEqual({ body: 'a'.repeat(4096) });
  });
});
