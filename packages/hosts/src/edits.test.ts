import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWrite, writtenPath } from './edits.js';

describe('applyWrite (Claude Code semantics)', () => {
  it('Write replaces the file', () => {
    expect(applyWrite('Write', { content: 'new' }, 'old')).toEqual({ ok: true, content: 'new' });
    expect(applyWrite('Write', { content: '' }, null)).toEqual({ ok: true, content: '' });
    expect(applyWrite('Write', {}, 'old')).toMatchObject({ ok: false });
  });

  it('Edit replaces the first occurrence, or all with replace_all', () => {
    expect(applyWrite('Edit', { old_string: 'a', new_string: 'b' }, 'a a a')).toEqual({ ok: true, content: 'b a a' });
    expect(applyWrite('Edit', { old_string: 'a', new_string: 'b', replace_all: true }, 'a a a')).toEqual({ ok: true, content: 'b b b' });
    expect(applyWrite('Edit', { old_string: 'a', new_string: '$&$1' }, 'xa')).toEqual({ ok: true, content: 'x$&$1' });
  });

  it('an Edit the tool would refuse is not applied', () => {
    expect(applyWrite('Edit', { old_string: 'z', new_string: 'b' }, 'abc')).toMatchObject({ ok: false, why: 'old_string is not in the file' });
    expect(applyWrite('Edit', { old_string: 'z', new_string: 'b' }, null)).toMatchObject({ ok: false, why: 'the file does not exist' });
    expect(applyWrite('Edit', { old_string: '', new_string: 'b' }, 'abc')).toMatchObject({ ok: false });
    expect(applyWrite('Edit', { old_string: 1, new_string: 'b' }, 'abc')).toMatchObject({ ok: false });
  });

  it('an Edit with an empty old_string creates an absent (or empty) file', () => {
    expect(applyWrite('Edit', { old_string: '', new_string: 'hello' }, null)).toEqual({ ok: true, content: 'hello' });
    expect(applyWrite('Edit', { old_string: '', new_string: 'hello' }, '')).toEqual({ ok: true, content: 'hello' });
  });

  it('MultiEdit applies its edits in order, each to the last result; one failing edit fails all', () => {
    const edits = [
      { old_string: 'one', new_string: 'two' },
      { old_string: 'two', new_string: 'three' },
    ];
    expect(applyWrite('MultiEdit', { edits }, 'one')).toEqual({ ok: true, content: 'three' });
    expect(applyWrite('MultiEdit', { edits: [...edits, { old_string: 'missing', new_string: '' }] }, 'one')).toMatchObject({ ok: false });
    expect(applyWrite('MultiEdit', { edits: [] }, 'one')).toMatchObject({ ok: false });
  });

  it('other tools are not writes', () => {
    expect(applyWrite('Bash', { command: 'x' }, 'a')).toMatchObject({ ok: false });
  });

  it('writtenPath refuses empty, NUL and overlong paths', () => {
    expect(writtenPath({ file_path: '/w/a.md' })).toBe('/w/a.md');
    expect(writtenPath({ file_path: '' })).toBeNull();
    expect(writtenPath({ file_path: 'a\0b' })).toBeNull();
    expect(writtenPath({ file_path: 'a'.repeat(5000) })).toBeNull();
    expect(writtenPath({})).toBeNull();
  });

  it('replace_all equals splitting on old_string (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), (text, old, replacement) => {
        const result = applyWrite('Edit', { old_string: old, new_string: replacement, replace_all: true }, text);
        if (text.includes(old)) expect(result).toEqual({ ok: true, content: text.split(old).join(replacement) });
        else expect(result.ok).toBe(false);
      }),
    );
  });
});
