import { GauntletError, decodeUtf8, joinPath } from '@gauntlet/core';
import type { CliIO } from '../../io.js';
import { SettingsError, mergeHooks, type HookTransport } from './settings.js';

export { HOOKED_EVENTS, hookEntry, mergeHooks, type HookTransport, type MergeResult } from './settings.js';

/** What `init claude` needs: the shared init flags, and how to create the `.claude` folder. */
export interface InitClaudeRun {
  io: CliIO;
  dryRun: boolean;
  force: boolean;
  /** Creates a directory and its parents (the Node adapter's `mkdir -p`). */
  makeDirectory(path: string): void | Promise<void>;
  /** The http hook of `gauntlet-lint serve` instead of the command hook. */
  http?: { url: string; tokenVariable?: string };
}

const SETTINGS = '.claude/settings.json';
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024;

/** The command Claude Code runs: the project's own install when there is one, else the PATH's. */
async function hookCommand(io: CliIO): Promise<string> {
  const local = joinPath(io.host.cwd, 'node_modules/.bin/gauntlet-lint');
  const stat = await io.host.stat(local).catch(() => null);
  return stat?.kind === 'file' ? '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/gauntlet-lint' : 'gauntlet-lint';
}

async function readSettings(io: CliIO, path: string): Promise<unknown> {
  const stat = await io.host.lstat(path).catch(() => null);
  if (stat === null) return null;
  if (stat.kind !== 'file') throw new GauntletError('usage', `init claude: ${SETTINGS} is not a regular file; nothing was written`);
  if (stat.size > MAX_SETTINGS_BYTES) throw new GauntletError('usage', `init claude: ${SETTINGS} is over ${MAX_SETTINGS_BYTES} bytes; nothing was written`);
  const text = decodeUtf8(await io.host.readFile(path), { stripBom: true });
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new GauntletError('usage', `init claude: ${SETTINGS} is not valid JSON (${error instanceof Error ? error.message : String(error)}); fix it first, nothing was written`);
  }
}

/**
 * `gauntlet-lint init claude`: merges the hooks block into the project's `.claude/settings.json`
 * (idempotent; keeps every existing hook and setting), prints what changed; `--dry-run` prints
 * the result without writing; `--force` updates gauntlet's own entries to the current command.
 */
export async function initClaude(run: InitClaudeRun): Promise<number> {
  const { io, dryRun, force } = run;
  const path = joinPath(io.host.cwd, SETTINGS);
  const current = await readSettings(io, path);
  const transport: HookTransport = run.http
    ? { kind: 'http', url: run.http.url, tokenVariable: run.http.tokenVariable ?? 'GAUNTLET_HOOK_TOKEN' }
    : { kind: 'command', command: await hookCommand(io) };
  let merged;
  try {
    merged = mergeHooks(current, transport, force);
  } catch (error) {
    if (error instanceof SettingsError) throw new GauntletError('usage', `init claude: cannot merge into ${SETTINGS}: ${error.message}; nothing was written`);
    throw error;
  }
  const text = `${JSON.stringify(merged.settings, null, 2)}\n`;
  const out = [`gauntlet-lint init claude: ${SETTINGS}${current === null ? ' (new)' : ''}`, ...merged.changes.map((line) => `  ${line}`)];
  if (!merged.changed) {
    out.push('', 'Nothing to change: every hook is in place.');
  } else if (dryRun) {
    out.push('', `Would write ${SETTINGS} (--dry-run: nothing written):`, '', text.trimEnd());
  } else {
    await run.makeDirectory(joinPath(io.host.cwd, '.claude'));
    const sink = io.openOutputFile(path);
    try {
      await sink.write(text);
      await sink.commit();
    } catch (error) {
      await sink.abort();
      throw new GauntletError('usage', `init claude: cannot write ${SETTINGS} (${error instanceof Error ? error.message : String(error)})`);
    }
    out.push('', `Wrote ${SETTINGS}. Claude Code runs the hooks from its next session; configure them in the "hooks" section of gauntlet.config.json (docs/guides/claude-code.md).`);
  }
  await io.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
