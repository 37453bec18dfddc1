import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, isInvalidUtf8 } from './decode.js';
import { createLineIndex, splitLines } from './lines.js';
import { GlobTooComplex, globMatcher, isGlobPattern, matchesGlob } from '../paths/glob.js';
import { normalizePath, relativePath } from '../paths/posix.js';

describe('decodeUtf8', () => {
  it('replaces invalid sequences, keeps or strips a BOM, translates newlines on request', () => {
    expect(decodeUtf8(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\ufffdb');
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('\ufeffa');
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), { stripBom: true })).toBe('a');
    expect(decodeUtf8(new TextEncoder().encode('a\r\nb\rc'), { universalNewlines: true })).toBe('a\nb\nc');
    expect(isInvalidUtf8(new Uint8Array([0xc3]))).toBe(true);
  });
});

describe('lines', () => {
  it('splits on every newline form and maps offsets', () => {
    expect(splitLines('a\r\nb\rc\n')).toEqual(['a', 'b', 'c']);
    expect(splitLines('')).toEqual([]);
    const index = createLineIndex('ab\r\ncd\ne');
    expect(index.positionAt(4)).toEqual({ line: 2, column: 1 });
    expect(index.lineText(1)).toBe('ab');
    expect(index.lineText(3)).toBe('e');
    expect(index.offsetOf(2)).toBe(4);
  });

  it('round-trips offsets (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (text, n) => {
        const index = createLineIndex(text);
        const offset = text.length === 0 ? 0 : n % text.length;
        const { line, column } = index.positionAt(offset);
        expect(index.offsetOf(line) + column - 1).toBe(offset);
      }),
    );
  });
});

describe('paths and globs', () => {
  it('normalizes and relativizes', () => {
    expect(normalizePath('a/./b//../c/')).toBe('a/c');
    expect(normalizePath('/a/../../b')).toBe('/b');
    expect(normalizePath('../a')).toBe('../a');
    expect(relativePath('/w/a', '/w/b/c')).toBe('../b/c');
  });

  it('matches star-heavy globs against long names in linear time, and refuses globs it cannot run', async () => {
    const matches = await globMatcher(`**/${'*a'.repeat(14)}*b.md`);
    const started = performance.now();
    expect(matches(`${'a'.repeat(5000)}.md`)).toBe(false);
    expect(matches(`x/${'a'.repeat(20)}b.md`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000); // the native engine would run for hours
    await expect(globMatcher('a/'.repeat(600))).rejects.toBeInstanceOf(GlobTooComplex);
  });

  it('matches micromatch globs, dotfiles included', async () => {
    const matches = await globMatcher(['docs/**/*.md', '!docs/drafts/**']);
    expect(matches('docs/a/b.md')).toBe(true);
    expect(await matchesGlob('.github/x.md', '**/*.md')).toBe(true);
    expect((await globMatcher([]))('x')).toBe(false);
    expect(isGlobPattern('a/*.md')).toBe(true);
    expect(isGlobPattern('a/b.md')).toBe(false);
  });
});
