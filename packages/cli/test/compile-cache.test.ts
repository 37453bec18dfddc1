import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type CompiledModule, type ModuleApi, enableCompileCache } from '../src/compile-cache.js';
import { BIN } from './helpers.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-cache-'));
  made.push(dir);
  writeFileSync(join(dir, 'p.md'), '# Plan\n\n## Tasks\n\n- [ ] T-1 Add a flag (src/cli.ts)\n');
  return dir;
}

const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';

function run(dir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, 'plan', '--format', 'json', 'p.md'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', GAUNTLET_LINT_CACHE_DIR: join(dir, 'cache'), ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The cache files of the single build folder under `<dir>/cache`. */
function cacheFiles(dir: string): string[] {
  const root = join(dir, 'cache', `gauntlet-lint-${uid}`);
  const builds = readdirSync(root);
  expect(builds).toHaveLength(1);
  expect(builds[0]).toMatch(new RegExp(`^${process.version.replace(/\./g, '\\.')}-[0-9a-f]{16}$`));
  return readdirSync(join(root, builds[0] as string)).map((name) => join(root, builds[0] as string, name));
}

describe('compile cache (dist/bin on Node 20)', () => {
  it('caches the chunks a run compiles, and a cached run gives the same report', () => {
    const dir = scratch();
    const cold = run(dir);
    expect(cold.code).toBe(1);
    const files = cacheFiles(dir);
    expect(files.length).toBeGreaterThan(3);
    expect(files.every((file) => file.endsWith('.js.v8'))).toBe(true);
    const warm = run(dir);
    expect(warm).toEqual(cold);
  });

  it('a corrupt or truncated cache file is rejected and rewritten, never trusted', () => {
    const dir = scratch();
    const cold = run(dir);
    for (const file of cacheFiles(dir)) writeFileSync(file, 'not a code cache');
    expect(run(dir)).toEqual(cold);
    expect(run(dir)).toEqual(cold);
  });

  it('NODE_DISABLE_COMPILE_CACHE turns it off', () => {
    const dir = scratch();
    const result = run(dir, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(result.code).toBe(1);
    expect(() => readdirSync(join(dir, 'cache'))).toThrow();
  });

  it.skipIf(uid === 'user')('is not used when its folder is group- or world-writable', () => {
    const dir = scratch();
    const root = join(dir, 'cache', `gauntlet-lint-${uid}`);
    mkdirSync(root, { recursive: true });
    chmodSync(root, 0o777);
    const result = run(dir);
    expect(result.code).toBe(1);
    expect(readdirSync(root)).toEqual([]);
  });

  it('an unusable cache location (a file) costs nothing but the cache', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'cache'), 'a file, not a folder');
    const result = run(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).results[0].findings).toHaveLength(1);
  });
});

describe('enableCompileCache (in process, with a stand-in for node:module)', () => {
  const env = (dir: string) => ({ GAUNTLET_LINT_CACHE_DIR: join(dir, 'cache') });

  it('on Node 22.1+ hands the private folder to module.enableCompileCache', () => {
    const dir = scratch();
    const calls: string[] = [];
    const api = { enableCompileCache: (folder: string) => void calls.push(folder) } as unknown as ModuleApi;
    const folder = enableCompileCache(dir, 'build-1', env(dir), api);
    expect(folder).not.toBeNull();
    expect(calls).toEqual([folder]);
    expect(folder).toContain(join(dir, 'cache', `gauntlet-lint-${uid}`));
  });

  it('on Node 20 compiles the files of the bin folder itself, and leaves every other file to Node', () => {
    const dir = scratch();
    const binDir = join(dir, 'bin');
    const seen: string[] = [];
    const api = {
      prototype: { _compile: (_content: string, filename: string) => void seen.push(filename) },
      wrap: (content: string) => `(function (exports, require, module, __filename, __dirname) { ${content}\n})`,
      _resolveFilename: (request: string) => request,
      _cache: {},
    } as unknown as ModuleApi;
    expect(enableCompileCache(binDir, 'build-2', env(dir), api)).not.toBeNull();
    const module = { exports: {} as unknown, require: (id: string) => id } as CompiledModule;
    api.prototype._compile.call(module, 'module.exports = { answer: 41 + 1, name: __filename };', join(binDir, 'chunk.js'));
    expect(module.exports).toEqual({ answer: 42, name: join(binDir, 'chunk.js') });
    expect(seen).toEqual([]);
    api.prototype._compile.call(module, '', join(dir, 'elsewhere.js'));
    api.prototype._compile.call(module, '', join(binDir, 'nested', 'chunk.js'));
    expect(seen).toEqual([join(dir, 'elsewhere.js'), join(binDir, 'nested', 'chunk.js')]);
  });

  it('returns null, touching nothing, when turned off', () => {
    const dir = scratch();
    const api = { enableCompileCache: () => expect.unreachable() } as unknown as ModuleApi;
    expect(enableCompileCache(dir, 'build-3', { ...env(dir), NODE_DISABLE_COMPILE_CACHE: '1' }, api)).toBeNull();
    expect(() => readdirSync(join(dir, 'cache'))).toThrow();
  });
});
