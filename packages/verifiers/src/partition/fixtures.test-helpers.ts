import type { GitOutput, MemoryHostOptions } from '@gauntlet/core';

/** A partition document: agent → owned entries, as JSON text on one line. */
export const partition = (agents: Record<string, unknown>): string => JSON.stringify(agents);

/** The same partition pretty-printed, one entry per line (so that findings have distinct lines). */
export const partitionLines = (agents: Record<string, unknown>, eol = '\n'): string => JSON.stringify(agents, null, 2).replace(/\n/g, eol);

/**
 * A host whose git answers `--changed`: `git diff --name-only -z REV --` lists `changed`, `git
 * ls-files --others` lists `untracked` (both NUL-separated, as git prints them with -z).
 */
export function gitHost(changed: readonly string[], untracked: readonly string[] = []): MemoryHostOptions {
  const out = (paths: readonly string[]): GitOutput => ({ exitCode: 0, stdout: paths.map((path) => `${path}\0`).join(''), stderr: '' });
  return { git: (args) => (args[0] === 'diff' ? out(changed) : args[0] === 'ls-files' ? out(untracked) : { exitCode: 128, stdout: '', stderr: 'fatal: unexpected call' }) };
}
