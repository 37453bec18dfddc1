import { describe, expect, it } from 'vitest';
import { type Host, type MemoryHostOptions, createMemoryHost } from '@gauntlet/core';
import { type Resolution, UNRESOLVED, baseNameOf, buildRootSet, depthBelowRoot, identityOf, isPathShaped, resolveName, sameIdentity, walkNote } from './resolve.js';

/** Name resolution under the roots (docs/rules/receipt/artifacts-on-disk.md): containment first. */
const GIT = (dir: string) => ({ [`${dir}/.git/HEAD`]: 'ref: refs/heads/main\n' });
const GIT_DIRS = (dir: string) => [`${dir}/.git/objects`, `${dir}/.git/refs`];

/** A memory host whose directories report the given modes (the memory host reports none). */
function modedHost(options: MemoryHostOptions, modes: Readonly<Record<string, number>>): Host {
  const host = createMemoryHost(options);
  return { ...host, stat: async (path) => {
    const stat = await host.stat(path);
    return stat && modes[path] !== undefined ? { ...stat, mode: modes[path] } : stat;
  } };
}

describe('buildRootSet', () => {
  it('drops repeated roots, keeps their order, and adds each git toplevel once to the union', async () => {
    const host = createMemoryHost({ cwd: '/w', files: GIT('/w/r'), directories: [...GIT_DIRS('/w/r'), '/w/r/a', '/w/r/b', '/w/x'] });
    const set = await buildRootSet(host, ['/w/r/b', '/w/r/a', '/w/r/b', '/w/x']);
    expect(set.roots).toEqual(['/w/r/b', '/w/r/a', '/w/x']);
    expect([...set.toplevels]).toEqual([['/w/r/b', '/w/r'], ['/w/r/a', '/w/r'], ['/w/x', undefined]]);
    expect(set.refused.size).toBe(0);
    expect(set.union).toEqual(['/w/r/b', '/w/r/a', '/w/x', '/w/r']);
  });

  it('a root that is its own toplevel is not added twice', async () => {
    const host = createMemoryHost({ cwd: '/w', files: GIT('/w/r'), directories: GIT_DIRS('/w/r') });
    expect((await buildRootSet(host, ['/w/r'])).union).toEqual(['/w/r']);
  });

  it('a .git directory needs HEAD (a file), objects and refs (directories)', async () => {
    const toplevel = async (options: MemoryHostOptions) => (await buildRootSet(createMemoryHost({ cwd: '/w', ...options }), ['/w/r/d'])).toplevels.get('/w/r/d');
    const dirs = ['/w/r/d'];
    expect(await toplevel({ files: GIT('/w/r'), directories: [...dirs, ...GIT_DIRS('/w/r')] })).toBe('/w/r');
    expect(await toplevel({ directories: [...dirs, '/w/r/.git/HEAD', ...GIT_DIRS('/w/r')] })).toBeUndefined();
    expect(await toplevel({ files: { ...GIT('/w/r'), '/w/r/.git/objects': 'x' }, directories: [...dirs, '/w/r/.git/refs'] })).toBeUndefined();
    expect(await toplevel({ files: { ...GIT('/w/r'), '/w/r/.git/refs': 'x' }, directories: [...dirs, '/w/r/.git/objects'] })).toBeUndefined();
    expect(await toplevel({ files: GIT('/w/r'), directories: [...dirs, '/w/r/.git/objects'] })).toBeUndefined();
    expect(await toplevel({ directories: [...dirs, ...GIT_DIRS('/w/r')] })).toBeUndefined();
    expect(await toplevel({ files: GIT('/w/r'), directories: [...dirs, '/w/r/.git/refs'] })).toBeUndefined();
  });

  it('a .git file must start with "gitdir: "', async () => {
    const toplevel = async (marker: string) => (await buildRootSet(createMemoryHost({ cwd: '/w', files: { '/w/r/.git': marker }, directories: ['/w/r/d'] }), ['/w/r/d'])).toplevels.get('/w/r/d');
    expect(await toplevel('gitdir: /elsewhere/.git\n')).toBe('/w/r');
    expect(await toplevel('gitdir:/elsewhere')).toBeUndefined();
    expect(await toplevel('gitdir: ')).toBe('/w/r');
    expect(await toplevel('gitdir:')).toBeUndefined();
    expect(await toplevel('GITDIR: x')).toBeUndefined();
  });

  it('a .git that is neither a file nor a directory, or unreadable, is no marker; the walk goes on up', async () => {
    const host = createMemoryHost({ cwd: '/w', files: { ...GIT('/w'), '/w/r/.git': 'gitdir: x' }, directories: [...GIT_DIRS('/w'), '/w/r/d'], unreadable: ['/w/r/.git'] });
    expect((await buildRootSet(host, ['/w/r/d'])).toplevels.get('/w/r/d')).toBe('/w');
    const special = createMemoryHost({ cwd: '/w', directories: ['/w/r/d'], special: ['/w/r/.git'] });
    expect((await buildRootSet(special, ['/w/r/d'])).toplevels.get('/w/r/d')).toBeUndefined();
    const linked = createMemoryHost({ cwd: '/w', files: { '/w/t/.git': 'gitdir: y' }, directories: ['/w/r/d'], symlinks: { '/w/r/.git': '/w/t/.git' } });
    expect((await buildRootSet(linked, ['/w/r/d'])).toplevels.get('/w/r/d')).toBeUndefined();
  });

  it('a toplevel writable by group or others is refused as a probe base; the walk stops there', async () => {
    const options: MemoryHostOptions = { cwd: '/w', files: { ...GIT('/w/r'), ...GIT('/w') }, directories: [...GIT_DIRS('/w/r'), ...GIT_DIRS('/w'), '/w/r/d'] };
    for (const mode of [0o40777, 0o40775, 0o40757, 0o40722]) {
      const set = await buildRootSet(modedHost(options, { '/w/r': mode }), ['/w/r/d']);
      expect([set.toplevels.get('/w/r/d'), set.refused.get('/w/r/d'), set.union], mode.toString(8)).toEqual([undefined, '/w/r', ['/w/r/d']]);
    }
    for (const mode of [0o40755, 0o40700, 0o41755]) {
      const set = await buildRootSet(modedHost(options, { '/w/r': mode }), ['/w/r/d']);
      expect([set.toplevels.get('/w/r/d'), set.refused.size], mode.toString(8)).toEqual(['/w/r', 0]);
    }
  });

  it('a toplevel the host cannot stat is refused', async () => {
    const options: MemoryHostOptions = { cwd: '/w', files: GIT('/w/r'), directories: [...GIT_DIRS('/w/r'), '/w/r/d'] };
    const host = createMemoryHost(options);
    const blind: Host = { ...host, stat: async (path) => (path === '/w/r' ? null : host.stat(path)) };
    const set = await buildRootSet(blind, ['/w/r/d']);
    expect([set.toplevels.get('/w/r/d'), set.refused.get('/w/r/d')]).toEqual([undefined, '/w/r']);
  });

  it('the walk reaches / and stops', async () => {
    const host = createMemoryHost({ cwd: '/w', files: GIT(''), directories: [...GIT_DIRS(''), '/w/d'] });
    expect((await buildRootSet(host, ['/w/d'])).toplevels.get('/w/d')).toBe('/');
    expect((await buildRootSet(createMemoryHost({ cwd: '/w', directories: ['/w/d'] }), ['/w/d', '/'])).toplevels).toEqual(new Map([['/w/d', undefined], ['/', undefined]]));
  });
});

describe('resolveName', () => {
  const host = createMemoryHost({
    cwd: '/w',
    files: { '/w/a/x.log': 'a', '/w/b/x.log': 'b', '/w/b/y.log': 'y', '/w/out.log': 'o', '/w/r/top.log': 't', '/w/r/both.log': 'r', '/w/r/d/both.log': 'd', ...GIT('/w/r'), '/secret/s.log': 's' },
    directories: ['/w/a/dir', ...GIT_DIRS('/w/r')],
    symlinks: { '/w/a/link.log': '/w/b/y.log', '/w/a/out.log': '/secret/s.log', '/w/a/same.log': '/w/a/x.log', '/w/b/same.log': '/w/a/x.log' },
  });
  const setOf = (roots: string[]) => buildRootSet(host, roots);

  it('every distinct hit in root order; the first one is the path, with its root and identity', async () => {
    const set = await setOf(['/w/b', '/w/a']);
    const resolution = await resolveName(host, set, 'x.log');
    expect(resolution).toEqual({ path: '/w/b/x.log', found: ['/w/b/x.log', '/w/a/x.log'], root: '/w/b', viaToplevel: false, identity: identityOf(await host.stat('/w/b/x.log')) });
    expect(resolution.identity).toEqual({ dev: 1, ino: expect.any(Number) });
    expect(await resolveName(host, set, 'y.log')).toMatchObject({ path: '/w/b/y.log', found: ['/w/b/y.log'], root: '/w/b' });
  });

  it('the first root that has it decides; a later root with the same file adds nothing', async () => {
    const set = await setOf(['/w/a', '/w/b']);
    expect(await resolveName(host, set, 'link.log')).toMatchObject({ path: '/w/b/y.log', found: ['/w/b/y.log'], root: '/w/a' });
    expect(await resolveName(host, set, 'same.log')).toMatchObject({ path: '/w/a/x.log', found: ['/w/a/x.log'], root: '/w/a' });
    expect(await resolveName(host, await setOf(['/w/b', '/w/a']), 'same.log')).toMatchObject({ path: '/w/a/x.log', found: ['/w/a/x.log'], root: '/w/b' });
  });

  it('nothing outside the union: .., absolute names elsewhere, links out, directories, NUL', async () => {
    const set = await setOf(['/w/a']);
    for (const name of ['../out.log', '/w/out.log', '/secret/s.log', 'out.log', 'dir', 'x.log\0', 'missing.log']) {
      expect(await resolveName(host, set, name), name).toEqual({ path: undefined, found: [], root: undefined, viaToplevel: false, identity: undefined });
    }
    expect(await resolveName(host, set, '/w/a/x.log')).toMatchObject({ path: '/w/a/x.log', root: '/w/a' });
    expect(await resolveName(host, set, '/w/a/../a/x.log')).toMatchObject({ path: '/w/a/x.log', root: '/w/a' });
  });

  it('a name with NUL never reaches the host', async () => {
    const asked: string[] = [];
    const lenient: Host = { ...host, realpath: async (path) => (asked.push(path), path.replace('\0', '')) };
    expect(await resolveName(lenient, await setOf(['/w/a']), 'x.log\0')).toEqual(UNRESOLVED);
    expect(asked).toEqual([]);
  });

  it('a name the root lacks is tried at its git toplevel, which says so', async () => {
    const set = await setOf(['/w/r/d']);
    expect(await resolveName(host, set, 'top.log')).toMatchObject({ path: '/w/r/top.log', found: ['/w/r/top.log'], root: '/w/r/d', viaToplevel: true });
    expect(await resolveName(host, set, '../top.log')).toMatchObject({ path: '/w/r/top.log', viaToplevel: false });
    expect(await resolveName(host, set, 'both.log')).toEqual({ path: '/w/r/d/both.log', found: ['/w/r/d/both.log'], root: '/w/r/d', viaToplevel: false, identity: expect.any(Object) });
  });

  it('a host whose realpath fails resolves nothing', async () => {
    const failing: Host = { ...host, realpath: async () => { throw new Error('EIO'); } };
    expect(await resolveName(failing, await setOf(['/w/a']), 'x.log')).toEqual(UNRESOLVED);
  });
});

describe('walkNote and friends', () => {
  const at = (path: string | undefined, root: string | undefined, viaToplevel = false): Resolution => ({ path, found: path ? [path] : [], root, viaToplevel, identity: undefined });

  it('a name found below the top of its root, or only through the toplevel, gets a note', () => {
    expect(walkNote('x.log', at('/w/a/x.log', '/w/a'))).toBeUndefined();
    expect(walkNote('x.log', at('/w/a/logs/x.log', '/w/a'))).toBe('RESOLVED-BY-WALK: x.log (logs/x.log)');
    expect(walkNote('x.log', at('/w/r/x.log', '/w/r/d', true))).toBe('RESOLVED-OUTSIDE-ROOTS: x.log (/w/r/x.log)');
    expect(walkNote('a\nb', at('/w/a/s/a\nb', '/w/a'))).toBe('RESOLVED-BY-WALK: a\\nb (s/a\\nb)');
    expect(walkNote('x.log', at(undefined, undefined))).toBeUndefined();
    expect(walkNote('x.log', at('/w/b/x.log', '/w/a'))).toBeUndefined();
  });

  it('depthBelowRoot, baseNameOf, isPathShaped, identities', () => {
    expect(depthBelowRoot(at('/w/a/b/c', '/w/a'))).toBe('b/c');
    expect(depthBelowRoot(at('/w/a', '/w/a'))).toBe('.');
    expect(depthBelowRoot(at('/w/ab/c', '/w/a'))).toBeUndefined();
    expect(depthBelowRoot(at(undefined, '/w/a'))).toBeUndefined();
    expect(depthBelowRoot(at('/w/a/b', undefined))).toBeUndefined();
    expect(['a/b/c.log', 'c.log', '/c.log', 'a/'].map(baseNameOf)).toEqual(['c.log', 'c.log', 'c.log', '']);
    expect(['a/b', '/a', 'a', ''].map(isPathShaped)).toEqual([true, true, false, false]);
    expect(identityOf({ kind: 'file', size: 1, dev: 2, ino: 0 })).toEqual({ dev: 2, ino: 0 });
    expect(identityOf({ kind: 'file', size: 1, dev: 2 })).toBeUndefined();
    expect(identityOf({ kind: 'file', size: 1, ino: 3 })).toBeUndefined();
    expect(identityOf(null)).toBeUndefined();
    expect(sameIdentity({ dev: 1, ino: 2 }, { dev: 1, ino: 2 })).toBe(true);
    expect(sameIdentity({ dev: 1, ino: 2 }, { dev: 1, ino: 3 })).toBe(false);
    expect(sameIdentity({ dev: 1, ino: 2 }, { dev: 4, ino: 2 })).toBe(false);
  });
});

describe('resolveName, what it asks the host', () => {
  const options: MemoryHostOptions = {
    cwd: '/w',
    files: { '/w/a/x.log': 'a', '/w/r/top.log': 't', '/w/r/d/in.log': 'i', ...GIT('/w/r') },
    directories: ['/w/r/d', ...GIT_DIRS('/w/r')],
  };
  /** The real paths asked for, in order: each is a probe the resolve budget counts (docs/rules/receipt/resolve-budget.md). */
  function asking(): { host: Host; asked: string[] } {
    const host = createMemoryHost(options);
    const asked: string[] = [];
    return { asked, host: { ...host, realpath: (path) => (asked.push(path), host.realpath(path)) } };
  }

  it('each candidate once: the literal join, then the toplevel join; an absolute name is one candidate', async () => {
    const { host, asked } = asking();
    const set = await buildRootSet(host, ['/w/r/d', '/w/a']);
    asked.length = 0;
    expect(await resolveName(host, set, 'nothing.log')).toEqual(UNRESOLVED);
    expect(asked).toEqual(['/w/r/d/nothing.log', '/w/r/nothing.log', '/w/a/nothing.log']);
    asked.length = 0;
    expect(await resolveName(host, await buildRootSet(host, ['/w/r/d']), '/w/r/d/nothing.log')).toEqual(UNRESOLVED);
    expect(asked).toEqual(['/w/r/d/nothing.log']);
  });

  it('a root without a toplevel has one candidate per name', async () => {
    const { host, asked } = asking();
    const set = await buildRootSet(host, ['/w/a']);
    asked.length = 0;
    expect(await resolveName(host, set, 'nothing.log')).toEqual(UNRESOLVED);
    expect(asked).toEqual(['/w/a/nothing.log']);
  });

  it('an absolute name is found as named, never "through the toplevel"', async () => {
    const { host } = asking();
    const set = await buildRootSet(host, ['/w/r/d']);
    expect(await resolveName(host, set, '/w/r/d/in.log')).toMatchObject({ path: '/w/r/d/in.log', root: '/w/r/d', viaToplevel: false });
    expect(await resolveName(host, set, '/w/r/top.log')).toMatchObject({ path: '/w/r/top.log', root: '/w/r/d', viaToplevel: false });
    expect(await resolveName(host, set, 'top.log')).toMatchObject({ path: '/w/r/top.log', root: '/w/r/d', viaToplevel: true });
  });

  it('a file whose real path the host gives but cannot stat (gone, or refused) resolves to nothing', async () => {
    const memory = createMemoryHost(options);
    const set = await buildRootSet(memory, ['/w/a']);
    const gone: Host = { ...memory, stat: async (path) => (path === '/w/a/x.log' ? null : memory.stat(path)) };
    expect(await resolveName(gone, set, 'x.log')).toEqual(UNRESOLVED);
    const refusing: Host = { ...memory, stat: async (path) => { if (path === '/w/a/x.log') throw new Error('EACCES'); return memory.stat(path); } };
    expect(await resolveName(refusing, set, 'x.log')).toEqual(UNRESOLVED);
  });
});
