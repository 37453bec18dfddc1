import { GauntletError, VERSION, globMatcher, isWithin, joinPath, relativePath, resolvePath } from '@gauntlet/core';
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

interface LintRun {
  io: CliIO;
  values: OptionValues;
  positionals: readonly string[];
  config: ResolvedConfig;
  settings: RunSettings;
}

/**
 * `gauntlet-lint [files...]` without a command: every file is routed to the command of the
 * first `files` glob it matches (globs are relative to the config's directory). Explicit files
 * mean exactly those files; `--changed REV` and `--staged` ask git; no files means every
 * configured file under the config's directory. Files no glob maps are skipped with a note.
 */
export async function runConfiguredLint(run: LintRun): Promise<number> {
  const { io, config, settings } = run;
  const mappings = [];
  for (const [glob, name] of Object.entries(config.config.files ?? {})) {
    const command = findCommand(name);
    if (!command) throw new GauntletError('config_invalid', `unknown command ${JSON.stringify(name)} for files ${JSON.stringify(glob)} in ${config.source ?? 'config'}`);
    mappings.push({ glob, command, matches: await globMatcher(glob) });
  }
  const ignored = await globMatcher(config.config.ignores ?? []);
  const { files: candidates, explicit } = await candidateFiles(run);

  const routed = new Map<CommandSpec, string[]>();
  let unmapped = 0;
  for (const file of candidates) {
    const absolute = resolvePath(io.host.cwd, file);
    const relative = isWithin(config.dir, absolute) ? relativePath(config.dir, absolute) : null;
    const mapping = relative === null || ignored(relative) ? undefined : mappings.find((candidate) => candidate.matches(relative));
    if (!mapping) {
      unmapped++;
      continue;
    }
    const list = routed.get(mapping.command) ?? [];
    list.push(file);
    routed.set(mapping.command, list);
  }
  if (explicit && unmapped > 0 && settings.format === 'text') {
    io.writeStderr(`gauntlet-lint: skipped ${unmapped} file${unmapped === 1 ? '' : 's'} that no "files" glob of the config maps to a command\n`);
  }

  const modules = new Map<CommandSpec, CommandModule>();
  for (const command of routed.keys()) modules.set(command, await command.load());
  const rules = uniqueRules([...modules.values()].flatMap((module) => module.rules));
  const ruleSettings = settingsForRules(settings, rules);
  const writer = createReportWriter({ io, command: 'lint', version: VERSION, ...settings, rules });
  try {
    for (const [command, files] of routed) {
      const context = createCommandContext(io, writer, { command: command.name, values: {}, positionals: files, argv: files, rules: ruleSettings, ruleOptions: settings.ruleOptions });
      await (modules.get(command) as CommandModule).run(context);
    }
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return (await writer.finish()) === 'fail' ? 1 : 0;
}

function uniqueRules(rules: readonly RuleMeta[]): RuleMeta[] {
  const seen = new Map<string, RuleMeta>();
  for (const rule of rules) if (!seen.has(rule.id)) seen.set(rule.id, rule);
  return [...seen.values()];
}

/** The files to route, and whether the user named them (only then is skipping one worth a note). */
async function candidateFiles(run: LintRun): Promise<{ files: string[]; explicit: boolean }> {
  const { io, values, positionals, config } = run;
  const changed = optionString(values, 'changed');
  if (changed !== undefined || optionFlag(values, 'staged')) {
    if (positionals.length > 0) throw new GauntletError('usage', '--changed and --staged take no file arguments');
    return { files: await gitChangedFiles(io.host, changed), explicit: true };
  }
  if (positionals.length > 0) return { files: [...positionals], explicit: true };
  return { files: await walk(io.host, config.dir, io.host.cwd), explicit: false };
}

async function git(host: Host, args: string[], what: string): Promise<string> {
  const out = await host.git(args).catch((error: unknown) => {
    throw new GauntletError('usage', `${what}: git could not run (${error instanceof Error ? error.message : String(error)})`);
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

/** Every file under `root` (skipping node_modules, .git and build output), relative to cwd, sorted. */
async function walk(host: Host, root: string, cwd: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (dir: string) => {
    for (const entry of await host.readDir(dir)) {
      const path = joinPath(dir, entry.name);
      if (entry.kind === 'directory') {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) await visit(path);
      } else if (entry.kind === 'file') {
        out.push(relativePath(cwd, path));
      }
    }
  };
  await visit(root);
  return out;
}
