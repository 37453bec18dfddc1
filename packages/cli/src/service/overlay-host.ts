import type { Host, HostDirEntry, HostStat } from '@gauntlet/core';
import { DEFAULT_MAX_READ_BYTES, HostError, basename, compareCodePoints, dirname, isHostError, joinPath, resolvePath } from '@gauntlet/core';

/**
 * A host where some files read as given content instead of what is on disk: "this path now has
 * this text" (a write about to happen, a text linted under its file name). Each overlay path is
 * a regular file at that place, whatever is on disk there (nothing, an older version, a link);
 * its directory listing shows it. Paths are relative to the host's working directory. Everything
 * else, git included, is the underlying host.
 */
export function overlayHost(host: Host, files: Readonly<Record<string, string | Uint8Array>>): Host {
  const encoder = new TextEncoder();
  const byPath = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(files)) {
    byPath.set(resolvePath(host.cwd, path), typeof content === 'string' ? encoder.encode(content) : content);
  }
  if (byPath.size === 0) return host;

  // The same files under their canonical paths (a parent may be a symlink), for callers that realpath first.
  let canonical: Promise<Map<string, Uint8Array>> | undefined;
  const canonicalPathOf = async (path: string): Promise<string> => {
    try {
      return joinPath(await host.realpath(dirname(path)), basename(path));
    } catch {
      return path;
    }
  };
  const lookup = async (path: string): Promise<{ path: string; bytes: Uint8Array } | undefined> => {
    const absolute = resolvePath(host.cwd, path);
    const direct = byPath.get(absolute);
    if (direct) return { path: absolute, bytes: direct };
    canonical ??= Promise.all([...byPath].map(async ([key, bytes]) => [await canonicalPathOf(key), bytes] as const)).then((pairs) => new Map(pairs));
    const bytes = (await canonical).get(absolute);
    return bytes ? { path: absolute, bytes } : undefined;
  };
  const fileStat = (bytes: Uint8Array): HostStat => ({ kind: 'file', size: bytes.length, mode: 0o644 });

  return {
    cwd: host.cwd,
    async readFile(path, options) {
      const hit = await lookup(path);
      if (!hit) return host.readFile(path, options);
      const cap = options?.maxBytes ?? DEFAULT_MAX_READ_BYTES;
      if (hit.bytes.length > cap) throw new HostError('EFBIG', path, `EFBIG: ${path} is over the ${cap}-byte read cap`);
      return hit.bytes;
    },
    async stat(path) {
      const hit = await lookup(path);
      return hit ? fileStat(hit.bytes) : host.stat(path);
    },
    async lstat(path) {
      const hit = await lookup(path);
      return hit ? fileStat(hit.bytes) : host.lstat(path);
    },
    async realpath(path) {
      const hit = await lookup(path);
      return hit ? canonicalPathOf(hit.path) : host.realpath(path);
    },
    async readDir(path) {
      const directory = resolvePath(host.cwd, path);
      let entries: HostDirEntry[] = [];
      try {
        entries = await host.readDir(path);
      } catch (error) {
        if (!isHostError(error, 'ENOENT') || ![...byPath.keys()].some((key) => dirname(key) === directory)) throw error;
      }
      const names = new Map(entries.map((entry) => [entry.name, entry]));
      for (const key of byPath.keys()) {
        if (dirname(key) === directory) names.set(basename(key), { name: basename(key), kind: 'file' });
      }
      return [...names.values()].sort((a, b) => compareCodePoints(a.name, b.name));
    },
    git: (args, options) => host.git(args, options),
  };
}
