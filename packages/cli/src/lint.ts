import { GauntletError, GlobTooComplex, VERSION, globMatcher, isWithin, joinPath, relativePath, resolvePath, visibleText } from '@gauntlet/core';
import type { Host, RuleMeta } from '@gauntlet/core';
import type { RunSettings } from './cli.js';
import type { CommandModule, CommandSpec, OptionValues } from './command.js';
import { createCommandContext } from './command-context.js';
import { optionFlag, optionString } from './command.js';
import { findCommand } from './commands/index.js';
import type { ResolvedConfig } from './config.js';
import type { CliIO } from './io.js';
import { createReportWriter } from './report-writer.js';
import { settingsForRules } from './rule-config.js';

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.turbo', 'dist', 'coverage']);
/** How deep the configured walk descends below the config's directory (deeper trees are skipped with a note). */
export const MAX_WALK_DEPTH = 64;
/** Most `files` plus `ignores` globs a config may hold (more is `config_invalid`). */
export const MAX_CONFIG_GLOBS = 1000;

interface LintRun {
  io: CliIO;
  values: OptionValues;
  positionals: readonly string[];
  config: ResolvedConfig;
  settings: RunSettings;
  /** The project root named inputs are held to (project-root.ts). */
  root?: string;
}

/** What discovery left out, reported in one note on stderr. */
interface Skipped {
  /** Symbolic links and FIFOs, devices, sockets: never read when found by discovery. */
  special: string[];
  /** Directories below MAX_WALK_DEPTH. */
  deep: number;
}

/**
 * `gauntlet-lint [files...]` without a command: every file is routed to the command of the
 * first `files` glob it matches (globs are relative to the config's directory). Explicit files
 * mean exactly those files; `--changed REV` and `--staged` ask git; no files means every
 * configured file under the config's directory. Files no glob maps are skipped with a note, and
 * so are the links and special files discovery finds. With more than one file, one that cannot
 * be read or decoded is a failing result of its own and the others are still checked.
 */
export async function runConfiguredLint(run: LintRun): Promise<number> {
  const { io, config, settings } = run;
  const source = config.source ?? 'config';
  const mappings = [];
  const globs = Object.entries(config.config.files ?? {});
  const ignores = config.config.ignores ?? [];
  if (globs.length + ignores.length > MAX_CONFIG_GLOBS) {
    throw new GauntletError('config_invalid', `invalid config ${source} (${globs.length + ignores.length} globs in files and ignores; at most ${MAX_CONFIG_GLOBS})`);
  }
  for (const [glob, name] of globs) {
    const command = findCommand(name);
    if (!command) throw new GauntletError('config_invalid', `unknown command ${JSON.stringify(name)} for files ${JSON.stringify(glob)} in ${source}`);
    mappings.push({ glob, command, matches: await configGlob(glob, source) });
  }
  const ignored = await configGlob(ignores, source);
  const skipped: Skipped = { special: [], deep: 0 };
  const { files: candidates, explicit } = await candidateFiles(run, skipped);

  const routed = new Map<CommandSpec, string[]>();
  let unmapped = 0;
  for (const file of candidates) {
    const absolute = resolvePath(io.host.cwd, file);
    const relative = isWithin(config.dir, absolute) ? relativePath(config.dir, absolute) : null;
    const mapping = relative === null || guard(() => ignored(relative), source) ? undefined : mappings.find((candidate) => guard(() => candidate.matches(relative), source));
    if (!mapping) {
      unmapped++;
      continue;
    }
    const list = routed.get(mapping.command) ?? [];
    list.push(file);
    routed.set(mapping.command, list);
  }
  noteSkipped(io, skipped, explicit && settings.format === 'text' ? unmapped : 0);

  const modules = new Map<CommandSpec, CommandModule>();
  for (const command of routed.keys()) modules.set(command, await command.load());
  const rules = uniqueRules([...modules.values()].flatMap((module) => module.rules));
  const ruleSettings = settingsForRules(settings, rules);
  const writer = createReportWriter({ io, command: 'lint', version: VERSION, ...settings, rules });
  const batch = [...routed.values()].reduce((sum, files) => sum + files.length, 0) > 1;
  try {
    for (const [command, files] of routed) {
      const context = createCommandContext(io, writer, { command: command.name, values: {}, positionals: files, argv: files, rules: ruleSettings, ruleOptions: settings.ruleOptions, root: run.root, batch });
      await (modules.get(command) as CommandModule).run(context);
    }
    return (await writer.finish()) === 'fail' ? 1 : 0;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** A config glob, compiled for linear-time matching; one that cannot be is `config_invalid`. */
async function configGlob(patterns: string | readonly string[], source: string): Promise<(path: string) => boolean> {
  try {
    return await globMatcher(patterns);
  } catch (error) {
    if (error instanceof GlobTooComplex) throw new GauntletError('config_invalid', `invalid config ${source} (${error.message})`);
    throw error;
  }
}

function guard(match: () => boolean, source: string): boolean {
  try {
    return match();
  } catch (error) {
    if (error instanceof GlobTooComplex) throw new GauntletError('config_invalid', `invalid config ${source} (${error.message})`);
    throw error;
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One note on stderr for everything discovery left out (names escaped: they come from the disk). */
function noteSkipped(io: CliIO, skipped: Skipped, unmapped: number): void {
  const parts: string[] = [];
  if (unmapped > 0) parts.push(`${plural(unmapped, 'file')} that no "files" glob of the config maps to a command`);
  if (skipped.special.length > 0) {
    const shown = skipped.special.slice(0, 5).map((path) => JSON.stringify(path)).join(', ');
    const more = skipped.special.length > 5 ? `, and ${skipped.special.length - 5} more` : '';
    parts.push(`${plural(skipped.special.length, 'symbolic link or special file')} (never followed or read when found by discovery: ${shown}${more})`);
  }
  if (skipped.deep > 0) parts.push(`${plural(skipped.deep, 'directory')} deeper than ${MAX_WALK_DEPTH} levels`);
  if (parts.length > 0) io.writeStderr(`gauntlet-lint: skipped ${visibleText(parts.join('; '))}\n`);
}

function uniqueRules(rules: readonly RuleMeta[]): RuleMeta[] {
  const seen = new Map<string, RuleMeta>();
  for (const rule of rules) if (!seen.has(rule.id)) seen.set(rule.id, rule);
  return [...seen.values()];
}

/** The files to route, and whether the user named them (only then is skipping one worth a note). */
async function candidateFiles(run: LintRun, skipped: Skipped): Promise<{ files: string[]; explicit: boolean }> {
  const { io, values, positionals, config } = run;
  const changed = optionString(values, 'changed');
  if (changed !== undefined || optionFlag(values, 'staged')) {
    if (positionals.length > 0) throw new GauntletError('usage', '--changed and --staged take no file arguments');
    return { files: await regularFilesOnly(io.host, await gitChangedFiles(io.host, changed), skipped), explicit: true };
  }
  if (positionals.length > 0) return { files: [...positionals], explicit: true };
  return { files: await walk(io.host, config.dir, io.host.cwd, skipped), explicit: false };
}

/**
 * Discovery never follows a link nor reads a special file: git lists a committed symbolic link
 * (`notes.txt -> /proc/self/environ`) like any file, and a FIFO would hang the run.
 */
async function regularFilesOnly(host: Host, files: readonly string[], skipped: Skipped): Promise<string[]> {
  const out: string[] = [];
  for (const file of files) {
    const stat = await host.lstat(file).catch(() => null);
    if (stat === null) continue;
    if (stat.kind === 'file') out.push(file);
    else if (stat.kind !== 'directory') skipped.special.push(file);
  }
  return out;
}

async function git(host: Host, args: string[], what: string): Promise<string> {
  const out = await host.git(args).catch((error: unknown) => {
    throw new GauntletError('usage', `${what}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (out.exitCode !== 0) throw new GauntletError('usage', `${what}: git ${args[0]} failed (${out.stderr.trim().split('\n')[0] ?? `exit ${out.exitCode}`})`);
  return out.stdout;
}

/** Changed (added, copied, modified, renamed) and untracked files, relative to the working directory. */
async function gitChangedFiles(host: Host, rev: string | undefined): Promise<string[]> {
  const what = rev === undefined ? '--staged' : `--changed ${rev}`;
  if (rev !== undefined && rev.startsWith('-')) throw new GauntletError('usage', `${what}: a revision cannot start with "-"`);
  const top = (await git(host, ['rev-parse', '--show-toplevel'], what)).trim();
  const diff = rev === undefined
    ? await git(host, ['diff', '--cached', '--name-only', '-z', '--diff-filter=ACMR'], what)
    : await git(host, ['diff', '--name-only', '-z', '--diff-filter=ACMR', rev, '--'], what);
  const untracked = rev === undefined ? '' : await git(host, ['ls-files', '--others', '--exclude-standard', '-z', '--full-name', top], what);
  const files = [...diff.split('\0'), ...untracked.split('\0')].filter(Boolean);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const file of files) {
    const relative = relativePath(host.cwd, joinPath(top, file));
    if (!seen.has(relative)) {
      seen.add(relative);
      out.push(relative);
    }
  }
  return out;
}

/**
 * Every regular file under `root` (skipping node_modules, .git and build output, links and
 * special files, and directories deeper than MAX_WALK_DEPTH), relative to cwd, sorted.
 */
async function walk(host: Host, root: string, cwd: string, skipped: Skipped): Promise<string[]> {
  const out: string[] = [];
  const visit = async (dir: string, depth: number) => {
    for (const entry of await host.readDir(dir)) {
      const path = joinPath(dir, entry.name);
      if (entry.kind === 'directory') {
        if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
        if (depth >= MAX_WALK_DEPTH) skipped.deep++;
        else await visit(path, depth + 1);
      } else if (entry.kind === 'file') {
        out.push(relativePath(cwd, path));
      } else {
        skipped.special.push(relativePath(cwd, path));
      }
    }
  };
  await visit(root, 0);
  return out;
}
