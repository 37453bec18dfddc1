import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeHost } from './node-host.js';

const dir = mkdtempSync(join(tmpdir(), 'gauntlet-node-host-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'ten.txt'), '0123456789');
execFileSync('mkfifo', [join(dir, 'fifo')]);
symlinkSync('/dev/zero', join(dir, 'zero'));
const host = createNodeHost(dir, { PATH: process.env.PATH });

describe('the Node host reads regular files only, bounded by the bytes read', () => {
  it('reads a regular file whole, within the cap', async () => {
    expect(new TextDecoder().decode(await host.readFile('ten.txt', { maxBytes: 10 }))).toBe('0123456789');
    await expect(host.readFile('ten.txt', { maxBytes: 9 })).rejects.toMatchObject({ code: 'EFBIG' });
  });

  it('refuses a FIFO at once (no hang) and a device through a link', async () => {
    await expect(host.readFile('fifo')).rejects.toMatchObject({ code: 'ENOTFILE' });
    await expect(host.readFile('zero')).rejects.toMatchObject({ code: 'ENOTFILE' });
    await expect(host.readFile('.')).rejects.toMatchObject({ code: 'EISDIR' });
    expect(await host.stat('fifo')).toMatchObject({ kind: 'other' });
  });

  it('gives device and inode numbers', async () => {
    const stat = await host.stat('ten.txt');
    expect(stat?.ino).toEqual(expect.any(Number));
    expect(stat?.dev).toEqual(expect.any(Number));
  });

  it('says git is missing in one plain sentence', async () => {
    const noGit = createNodeHost(dir, { PATH: join(dir, 'no-such-dir') });
    await expect(noGit.git(['status'])).rejects.toMatchObject({ code: 'EIO', path: 'git', message: 'git is not installed or not on PATH' });
  });
});
