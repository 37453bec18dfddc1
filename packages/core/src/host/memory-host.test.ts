import { describe, expect, it } from 'vitest';
import { HostError } from './host.js';
import { createMemoryHost } from './memory-host.js';
import { resolveInsideRoot, checkRelativePath } from '../paths/containment.js';

const host = createMemoryHost({
  cwd: '/work',
  files: { 'root/a.txt': 'A', 'root/sub/b.txt': 'B', '/secret/key.txt': 'K', 'other/c.txt': 'C' },
  directories: ['root/empty'],
  symlinks: {
    'root/link-in': 'sub/b.txt',
    'root/link-out': '/secret/key.txt',
    'root/dir-out': '../other',
    'linked-root': 'root',
    'root/loop': 'loop',
  },
  unreadable: ['root/sub/b.txt'],
  git: (args) => ({ exitCode: 0, stdout: args.join(' '), stderr: '' }),
});

describe('createMemoryHost', () => {
  it('reads files and follows symlinks', async () => {
    expect(new TextDecoder().decode(await host.readFile('root/a.txt'))).toBe('A');
    expect(new TextDecoder().decode(await host.readFile('/secret/key.txt'))).toBe('K');
    await expect(host.readFile('root/link-in')).rejects.toMatchObject({ code: 'EACCES' });
  });

  it('reports the documented error codes', async () => {
    await expect(host.readFile('root/missing')).rejects.toBeInstanceOf(HostError);
    await expect(host.readFile('root/missing')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(host.readFile('root/sub')).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(host.readFile('root/a.txt/x')).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(host.readFile('root/loop')).rejects.toMatchObject({ code: 'ELOOP' });
    await expect(host.readFile('root/sub/b.txt')).rejects.toMatchObject({ code: 'EACCES' });
  });

  it('stats with and without following links', async () => {
    const file = await host.stat('root/a.txt');
    expect(file).toEqual({ kind: 'file', size: 1, dev: 1, ino: expect.any(Number) });
    expect(await host.stat('root/a.txt')).toEqual(file);
    expect(await host.lstat('root/link-out')).toMatchObject({ kind: 'symlink' });
    const target = await host.stat('root/link-out');
    expect(target).toMatchObject({ kind: 'file' });
    expect(target?.ino).not.toBe(file?.ino);
    expect(await host.stat('root/empty')).toMatchObject({ kind: 'directory' });
    expect(await host.stat('nothing')).toBeNull();
  });

  it('lists directories sorted by code point', async () => {
    expect((await host.readDir('root')).map((entry) => `${entry.name}:${entry.kind}`)).toEqual([
      'a.txt:file',
      'dir-out:symlink',
      'empty:directory',
      'link-in:symlink',
      'link-out:symlink',
      'loop:symlink',
      'sub:directory',
    ]);
  });

  it('resolves realpaths and answers git through the callback', async () => {
    expect(await host.realpath('linked-root/sub')).toBe('/work/root/sub');
    expect(await host.git(['status', '--short'])).toEqual({ exitCode: 0, stdout: 'status --short', stderr: '' });
    expect((await createMemoryHost().git(['log'])).exitCode).toBe(128);
  });
});

describe('containment', () => {
  it('rejects what is wrong before any I/O', () => {
    expect(checkRelativePath('')).toMatchObject({ ok: false, failure: 'empty' });
    expect(checkRelativePath('/etc/passwd')).toMatchObject({ ok: false, failure: 'absolute' });
    expect(checkRelativePath('C:\\Windows')).toMatchObject({ ok: false, failure: 'absolute' });
    expect(checkRelativePath('a/../../etc')).toMatchObject({ ok: false, failure: 'parent_segment' });
    expect(checkRelativePath('..\\x')).toMatchObject({ ok: false, failure: 'parent_segment' });
    expect(checkRelativePath('a\0b')).toMatchObject({ ok: false, failure: 'nul_byte' });
    expect(checkRelativePath('./a//b/')).toEqual({ ok: true, path: 'a/b' });
  });

  it('keeps paths inside the root through symlinks', async () => {
    expect(await resolveInsideRoot(host, 'root', 'a.txt')).toEqual({ ok: true, path: '/work/root/a.txt' });
    expect(await resolveInsideRoot(host, 'root', 'link-in')).toEqual({ ok: true, path: '/work/root/sub/b.txt' });
    expect(await resolveInsideRoot(host, 'root', 'link-out')).toMatchObject({ ok: false, failure: 'symlink_escape' });
    expect(await resolveInsideRoot(host, 'root', 'dir-out/c.txt')).toMatchObject({ ok: false, failure: 'symlink_escape' });
    expect(await resolveInsideRoot(host, 'root', 'dir-out/missing.txt')).toMatchObject({ ok: false, failure: 'symlink_escape' });
    expect(await resolveInsideRoot(host, 'root', 'missing.txt')).toMatchObject({ ok: false, failure: 'missing' });
    expect(await resolveInsideRoot(host, 'root', '../other/c.txt')).toMatchObject({ ok: false, failure: 'parent_segment' });
    expect(await resolveInsideRoot(host, 'root', '/secret/key.txt')).toMatchObject({ ok: false, failure: 'absolute' });
  });

  it('accepts a symlinked root: its target is the boundary', async () => {
    expect(await resolveInsideRoot(host, 'linked-root', 'a.txt')).toEqual({ ok: true, path: '/work/root/a.txt' });
    expect(await resolveInsideRoot(host, 'linked-root', 'link-out')).toMatchObject({ ok: false, failure: 'symlink_escape' });
  });
});

describe('createMemoryHost: special files and read caps (as the Node host)', () => {
  const special = createMemoryHost({ cwd: '/work', files: { 'big.txt': 'x'.repeat(100), 'small.txt': 'ok' }, special: ['pipe', '/dev/zero'], symlinks: { 'zero.txt': '/dev/zero' } });

  it('says other for a FIFO or device, and refuses to read it (ENOTFILE), also through a link', async () => {
    expect(await special.stat('pipe')).toMatchObject({ kind: 'other' });
    expect(await special.stat('zero.txt')).toMatchObject({ kind: 'other' });
    await expect(special.readFile('pipe')).rejects.toMatchObject({ code: 'ENOTFILE' });
    await expect(special.readFile('zero.txt')).rejects.toMatchObject({ code: 'ENOTFILE' });
    expect((await special.readDir('.')).find((entry) => entry.name === 'pipe')).toEqual({ name: 'pipe', kind: 'other' });
  });

  it('reads at most maxBytes (EFBIG past it)', async () => {
    await expect(special.readFile('big.txt', { maxBytes: 99 })).rejects.toMatchObject({ code: 'EFBIG' });
    expect((await special.readFile('big.txt', { maxBytes: 100 })).length).toBe(100);
  });

  it('gives each path a stable inode on one device', async () => {
    const first = await special.stat('small.txt');
    expect(first).toMatchObject({ dev: 1 });
    expect((await special.stat('small.txt'))?.ino).toBe(first?.ino);
    expect((await special.stat('big.txt'))?.ino).not.toBe(first?.ino);
  });
});

