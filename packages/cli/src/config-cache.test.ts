import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostStat } from '@gauntlet/core';
import { describe, expect, it } from 'vitest';
import { createConfigCache } from './config-cache.js';
import { resolveConfig } from './config.js';
import { createNodeHost } from './node-host.js';

const stat = (changes: Partial<HostStat> = {}): HostStat => ({ kind: 'file', size: 20, dev: 1, ino: 7, mtimeMs: 1000.25, ctimeMs: 1000.25, ...changes });

describe('createConfigCache', () => {
  it('gives the text back while the file is unchanged', () => {
    const cache = createConfigCache();
    expect(cache.lookup('/p/gauntlet.config.json', stat())).toBeUndefined();
    cache.remember('/p/gauntlet.config.json', stat(), '{"rules":{}}');
    expect(cache.lookup('/p/gauntlet.config.json', stat())).toBe('{"rules":{}}');
    expect(cache.lookup('/q/gauntlet.config.json', stat())).toBeUndefined();
  });

  it('misses as soon as the size, a time, the inode or the device differs (an edit, a replacement)', () => {
    const cache = createConfigCache();
    cache.remember('/p/c.json', stat(), 'old');
    for (const changed of [{ size: 21 }, { mtimeMs: 1000.5 }, { ctimeMs: 1001 }, { ino: 8 }, { dev: 2 }]) {
      expect(cache.lookup('/p/c.json', stat(changed))).toBeUndefined();
    }
    cache.remember('/p/c.json', stat({ mtimeMs: 2000 }), 'new');
    expect(cache.lookup('/p/c.json', stat({ mtimeMs: 2000 }))).toBe('new');
    expect(cache.lookup('/p/c.json', stat())).toBeUndefined();
  });

  it('keeps nothing when the host cannot identify a file version (no inode or times)', () => {
    const cache = createConfigCache();
    const bare: HostStat = { kind: 'file', size: 20 };
    cache.remember('/p/c.json', bare, 'text');
    expect(cache.lookup('/p/c.json', bare)).toBeUndefined();
    cache.remember('/p/c.json', stat({ mtimeMs: undefined }), 'text');
    expect(cache.lookup('/p/c.json', stat({ mtimeMs: undefined }))).toBeUndefined();
  });

  it('is bounded: the oldest path is dropped first', () => {
    const cache = createConfigCache();
    for (let i = 0; i < 65; i++) cache.remember(`/p${i}/c.json`, stat(), `t${i}`);
    expect(cache.lookup('/p0/c.json', stat())).toBeUndefined();
    expect(cache.lookup('/p1/c.json', stat())).toBe('t1');
    expect(cache.lookup('/p64/c.json', stat())).toBe('t64');
  });
});

describe('resolveConfig with a cache (serve, mcp)', () => {
  it('reads an unchanged config once, and an edited one again on the next run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gauntlet-config-cache-'));
    try {
      const path = join(dir, 'gauntlet.config.json');
      writeFileSync(path, '{"maxWarnings":1}');
      const node = createNodeHost(dir);
      let reads = 0;
      const host = { ...node, readFile: (...args: Parameters<typeof node.readFile>) => ((reads += 1), node.readFile(...args)) };
      const io = { cwd: dir, env: {}, host, configCache: createConfigCache() } as unknown as Parameters<typeof resolveConfig>[0];
      expect((await resolveConfig(io, undefined)).config).toEqual({ maxWarnings: 1 });
      expect((await resolveConfig(io, undefined)).config).toEqual({ maxWarnings: 1 });
      expect(reads).toBe(1);
      writeFileSync(path, '{"maxWarnings":2}');
      utimesSync(path, new Date(), new Date(Date.now() + 5000));
      expect((await resolveConfig(io, undefined)).config).toEqual({ maxWarnings: 2 });
      expect(reads).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
