import type { Host } from '@gauntlet/core';
import { isWithin, joinPath, normalizePath, resolvePath } from '@gauntlet/core';
import type { EnvironmentResolution, HookEnvironment, LintAnswer, Linter, ResolveEnvironment } from '@gauntlet/hosts';
import type { ConfigCache } from '../../config-cache.js';
import { resolveConfig } from '../../config.js';
import type { CliIO } from '../../io.js';
import { lintCommand, lintFiles } from '../../service/index.js';
import type { LintEnvironment, LintOutcome } from '../../service/index.js';

/** The same host, with relative paths (and git) resolved from another working directory. */
export function rebaseHost(host: Host, cwd: string): Host {
  if (cwd === host.cwd) return host;
  const at = (path: string) => resolvePath(cwd, path);
  return {
    cwd,
    readFile: (path) => host.readFile(at(path)),
    stat: (path) => host.stat(at(path)),
    lstat: (path) => host.lstat(at(path)),
    realpath: (path) => host.realpath(at(path)),
    readDir: (path) => host.readDir(at(path)),
    git: (args, options) => host.git(args, { cwd: at(options?.cwd ?? '.') }),
  };
}

const answerOf = (outcome: LintOutcome): LintAnswer => (outcome.ok ? { ok: true, report: outcome.report } : { ok: false, error: outcome.error.message });

/** The decision core's Linter on the CLI's in-process lint service: the CLI's own command path. */
export function serviceLinter(environment: LintEnvironment): Linter {
  return {
    lintText: async ({ command, text, path, options }) =>
      answerOf(await lintCommand(environment, { command, ...(text === undefined ? {} : { text }), ...(path === undefined ? {} : { path }), ...(options ? { options } : {}) })),
    lintFiles: async ({ paths, changed, overlay }) =>
      answerOf(await lintFiles(environment, { ...(paths ? { paths } : {}), ...(overlay ? { overlay } : {}), ...(changed === undefined ? {} : { options: { changed } }) })),
  };
}

export interface HookResolverOptions {
  /** The host of the process (its cwd is the default project root). */
  host: Host;
  env: Readonly<Record<string, string | undefined>>;
  /** Payload `cwd`s must lie in this directory (default: `CLAUDE_PROJECT_DIR`, else the host's cwd). */
  root?: string;
  /** Config texts kept across requests (`serve`); a command hook reads the config afresh. */
  configCache?: ConfigCache;
}

/** Where a payload's reads may go outside its project: Claude Code's per-project folders. */
export function claudeReadRoots(env: Readonly<Record<string, string | undefined>>): string[] {
  const roots: string[] = [];
  const configDir = env.CLAUDE_CONFIG_DIR;
  if (configDir !== undefined && configDir.startsWith('/')) roots.push(joinPath(normalizePath(configDir), 'projects'));
  const home = env.HOME;
  if (home !== undefined && home.startsWith('/') && home !== '/') roots.push(joinPath(normalizePath(home), '.claude', 'projects'));
  return [...new Set(roots)];
}

/**
 * Builds a request's environment from its payload `cwd`: that directory (it must lie inside the
 * project root) is the host's working directory, where config discovery starts and which no
 * project read leaves. A `cwd` outside the root is not served: the hook allows with a note.
 */
export function hookResolver(options: HookResolverOptions): ResolveEnvironment {
  const root = normalizePath(options.root ?? (options.env.CLAUDE_PROJECT_DIR?.startsWith('/') ? options.env.CLAUDE_PROJECT_DIR : options.host.cwd));
  return async (cwd): Promise<EnvironmentResolution> => {
    const dir = cwd === null ? options.host.cwd : normalizePath(cwd);
    if (dir !== root && !isWithin(root, dir)) return { ok: false, note: `not checked: the payload's cwd ${JSON.stringify(dir)} is outside the project ${root}` };
    const host = rebaseHost(options.host, dir);
    let config;
    try {
      const cache = options.configCache ? { configCache: options.configCache } : {};
      config = (await resolveConfig({ host, cwd: dir, env: options.env, ...cache } as CliIO, undefined)).config;
    } catch (error) {
      return { ok: false, note: error instanceof Error ? error.message : String(error) };
    }
    const lintEnvironment: LintEnvironment = { host, env: options.env, ...(options.configCache ? { configCache: options.configCache } : {}) };
    const environment: HookEnvironment = { host, linter: serviceLinter(lintEnvironment), extraReadRoots: claudeReadRoots(options.env), ...(options.env.HOME ? { home: options.env.HOME } : {}) };
    return { ok: true, config, environment };
  };
}
