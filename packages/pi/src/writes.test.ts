import { describe, expect, it } from 'vitest';
import { applyPiWrite, piWritePath } from './writes.js';

describe("applyPiWrite (pi's write and edit)", () => {
  it('write replaces the file', () => {
    expect(applyPiWrite('write', { path: 'a', content: 'new' }, 'old')).toEqual({ ok: true, content: 'new' });
    expect(applyPiWrite('write', { path: 'a' }, 'old')).toMatchObject({ ok: false });
  });

  it('edit matches every oldText in the original, once, without overlap', () => {
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: 'one', newText: '1' }, { oldText: 'three', newText: '3' }] }, 'one two three')).toEqual({ ok: true, content: '1 two 3' });
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: 'o', newText: '0' }] }, 'one two')).toMatchObject({ ok: false, why: 'an oldText occurs more than once' });
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: 'one two', newText: 'x' }, { oldText: 'two', newText: 'y' }] }, 'one two three')).toMatchObject({ ok: false, why: 'edits overlap' });
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: 'zzz', newText: 'x' }] }, 'abc')).toMatchObject({ ok: false });
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: '', newText: 'x' }] }, 'abc')).toMatchObject({ ok: false });
    expect(applyPiWrite('edit', { path: 'a', edits: [] }, 'abc')).toMatchObject({ ok: false });
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: 'a', newText: 'b' }] }, null)).toMatchObject({ ok: false });
  });

  it('edit keeps CRLF endings and a BOM, and reads the older single oldText/newText form', () => {
    expect(applyPiWrite('edit', { path: 'a', edits: [{ oldText: 'b\nc', newText: 'B\nC' }] }, '\uFEFFa\r\nb\r\nc\r\n')).toEqual({ ok: true, content: '\uFEFFa\r\nB\r\nC\r\n' });
    expect(applyPiWrite('edit', { path: 'a', oldText: 'x', newText: 'y' }, 'x')).toEqual({ ok: true, content: 'y' });
  });

  it('piWritePath refuses empty and NUL paths', () => {
    expect(piWritePath({ path: 'a.md' })).toBe('a.md');
    expect(piWritePath({ path: '' })).toBeNull();
    expect(piWritePath({ path: 'a\0' })).toBeNull();
  });
});
