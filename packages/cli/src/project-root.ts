import { type Host, dirname, joinPath } from '@gauntlet/core';

/**
 * The project root every named input is held to (docs/guides/security.md): the directory of
 * the config in use, else the nearest directory upward from the working directory that holds a
 * `.git` entry (a git work tree's top level, found without running git), else the working
 * directory itself.
 */
export async function findProjectRoot(host: Host, configDir: string | null): Promise<string> {
  if (configDir !== null) return configDir;
  for (let dir = host.cwd; ; dir = dirname(dir)) {
    const marker = await host.lstat(joinPath(dir, '.git')).catch(() => null);
    if (marker !== null) return dir;
    if (dirname(dir) === dir) return host.cwd;
  }
}
