import { createMemoryHost } from '@gauntlet/core';
import { describe, expect, it } from 'vitest';
import { overlayHost } from './overlay-host.js';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('overlayHost', () => {
  const base = createMemoryHost({
    cwd: '/work',
    files: { 'a.md': 'on disk', 'docs/b.md': 'b', '/real/c.md': 'c on disk' },
    symlinks: { linked: '/real', 'old.md': 'a.md' },
  });

  it('reads, stats and lists an overlaid file instead of the disk, and passes everything else through', async () => {
    const host = overlayHost(base, { 'a.md': 'new text', 'docs/new.md': new TextEncoder().encode('fresh') });
    expect(decode(await host.readFile('a.md'))).toBe('new text');
    expect(decode(await host.readFile('/work/a.md'))).toBe('new text');
    expect(decode(await host.readFile('docs/new.md'))).toBe('fresh');
    expect(decode(await host.readFile('docs/b.md'))).toBe('b');
    expect(await host.stat('docs/new.md')).toEqual({ kind: 'file', size: 5, mode: 0o644 });
    expect(await host.lstat('a.md')).toMatchObject({ kind: 'file', size: 8 });
    expect(await host.stat('nope.md')).toBeNull();
    expect((await host.readDir('docs')).map((entry) => `${entry.name}:${entry.kind}`)).toEqual(['b.md:file', 'new.md:file']);
    expect(await host.realpath('docs/new.md')).toBe('/work/docs/new.md');
    expect(await host.git(['status'])).toMatchObject({ exitCode: 128 });
  });

  it('an overlay replaces a link with a regular file, and is found under its canonical path', async () => {
    const host = overlayHost(base, { 'old.md': 'replaced', 'linked/c.md': 'c overlaid' });
    expect(await host.lstat('old.md')).toMatchObject({ kind: 'file' });
    expect(decode(await host.readFile('old.md'))).toBe('replaced');
    expect(await host.realpath('linked/c.md')).toBe('/real/c.md');
    expect(decode(await host.readFile('/real/c.md'))).toBe('c overlaid');
  });

  it('lists a directory that exists only through an overlay, and still fails for others', async () => {
    const host = overlayHost(base, { 'fresh/dir/x.md': 'x' });
    expect(await host.readDir('fresh/dir')).toEqual([{ name: 'x.md', kind: 'file' }]);
    await expect(host.readDir('missing')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await host.realpath('fresh/dir/x.md')).toBe('/work/fresh/dir/x.md');
  });

  it('no overlays: the host itself', () => {
    expect(overlayHost(base, {})).toBe(base);
  });
});
