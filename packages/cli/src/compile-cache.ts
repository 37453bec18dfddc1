import { closeSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { Script } from 'node:vm';

/**
 * A V8 code cache for the bin's own chunks, so that a repeated `gauntlet-lint` (a pre-commit hook,
 * a CI step per file) skips parsing and compiling its JavaScript: about 8 ms of a ~30 ms start.
 *
 * Node 22.1+ has this built in (`module.enableCompileCache`), and we use it there. On Node 20 the
 * bin's CommonJS chunks are compiled through `vm.Script` with cached data instead. The cache lives
 * in `<tmpdir>/gauntlet-lint-<uid>/<node version>-<build id>/`, a folder only its owner can write
 * (it is not used when it is anyone else's or group/world-writable: code cache is trusted code).
 * Any failure (unwritable, corrupt, rejected by V8) means no cache, never an error.
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off, as it does for Node's own cache.
 */
export function enableCompileCache(
  binDir: string,
  buildId: string,
  env: NodeJS.ProcessEnv = process.env,
  api: ModuleApi = nodeModule as unknown as ModuleApi,
): string | null {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  try {
    const dir = cacheDir(buildId, env);
    if (dir === null) return null;
    if (typeof api.enableCompileCache === 'function') api.enableCompileCache(dir);
    else hookCompile(api, binDir, dir);
    return dir;
  } catch {
    return null;
  }
}

/** The parts of `node:module` used here (Node 22.1+ adds `enableCompileCache`). */
export type ModuleApi = ModuleClass & { enableCompileCache?: (dir: string) => unknown };

export interface CompiledModule {
  exports: unknown;
  require(id: string): unknown;
  _compile(content: string, filename: string): unknown;
}

export interface ModuleClass {
  prototype: CompiledModule;
  wrap(content: string): string;
  _resolveFilename(request: string, parent: CompiledModule, isMain: boolean, options?: unknown): string;
  _cache: unknown;
}

/** The per-user, per-build cache folder, created private; null when it is not safe to use. */
function cacheDir(buildId: string, env: NodeJS.ProcessEnv): string | null {
  const uid = typeof process.getuid === 'function' ? process.getuid() : null;
  const root = join(env.GAUNTLET_LINT_CACHE_DIR ?? tmpdir(), `gauntlet-lint-${uid ?? 'user'}`);
  const dir = join(root, `${process.version}-${buildId.replace(/[^\w-]/g, '')}`);
  for (const path of [root, dir]) {
    mkdirSync(path, { recursive: true, mode: 0o700 });
    const stat = lstatSync(path);
    if (!stat.isDirectory()) return null;
    if (uid !== null && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return null;
  }
  return dir;
}

/** Compiles the bin's chunks (files directly in `binDir`) with cached data; other files as usual. */
function hookCompile(Module: ModuleClass, binDir: string, dir: string): void {
  const original = Module.prototype._compile;
  const unsaved: { script: Script; file: string }[] = [];
  const prefix = binDir.endsWith(sep) ? binDir : binDir + sep;
  Module.prototype._compile = function compileWithCache(this: CompiledModule, content: string, filename: string) {
    if (!filename.startsWith(prefix) || filename.slice(prefix.length).includes(sep)) return original.call(this, content, filename);
    const file = join(dir, `${basename(filename)}.v8`);
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(file);
    } catch {
      cachedData = undefined;
    }
    const script = new Script(Module.wrap(content.replace(/^#!.*/, '')), { filename, cachedData });
    if (cachedData === undefined || script.cachedDataRejected === true) unsaved.push({ script, file });
    const wrapper = script.runInThisContext() as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireFor(Module, this), this, filename, dirname(filename));
  };
  // At exit the scripts hold every function compiled during the run: cache them all.
  process.once('exit', () => {
    for (const { script, file } of unsaved) writeAtomically(file, script.createCachedData());
  });
}

/** The `require` a CommonJS module body receives (what Node's own loader builds for it). */
function requireFor(Module: ModuleClass, module: CompiledModule) {
  return Object.assign((id: string) => module.require(id), {
    resolve: (request: string, options?: unknown) => Module._resolveFilename(request, module, false, options),
    cache: Module._cache,
  });
}

function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}
