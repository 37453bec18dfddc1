import { mkdirSync } from 'node:fs';
import { GauntletError, decodeUtf8, joinPath } from '@gauntlet/core';
import { optionFlag, optionString } from '../../command.js';
import { DEFAULT_HOOK_PORT, HOOK_TOKEN_VARIABLE, hookUrl, parsePort } from '../../hook-endpoint.js';
import type { CliIO } from '../../io.js';
import { SettingsError, mergeHooks, type HookTransport } from './claude-settings.js';
import type { InitRun } from './targets.js';

export { HOOKED_EVENTS, hookEntry, mergeHooks, type HookTransport, type MergeResult } from './claude-settings.js';

/** What `init claude` needs: the shared init flags, the transport, and how to create `.claude`. */
export interface InitClaudeRun {
  io: CliIO;
  dryRun: boolean;
  force: boolean;
  /** Creates a directory and its parents (the Node adapter's `mkdir -p`). */
  makeDirectory(path: string): void | Promise<void>;
  /** The http hook of `gauntlet-lint serve` instead of the command hook. */
  http?: { port: number };
}

const SETTINGS = '.claude/settings.json';
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024;

/** `gauntlet-lint init claude [--http [--port N]]`: the Node adapter of `initClaude`. */
export async function runClaudeTarget({ io, dryRun, force, values }: InitRun): Promise<number> {
  const portText = optionString(values, 'port');
  const http = optionFlag(values, 'http');
  if (portText !== undefined && !http) throw new GauntletError('usage', 'init claude: --port is the port of gauntlet-lint serve; it goes with --http');
  const port = portText === undefined ? DEFAULT_HOOK_PORT : parsePort(portText);
  if (port === null) throw new GauntletError('usage', `init claude: --port ${JSON.stringify(portText)} is not a port (1-65535)`);
  return initClaude({ io, dryRun, force, makeDirectory: (path) => void mkdirSync(path, { recursive: true }), ...(http ? { http: { port } } : {}) });
}

/** The command Claude Code runs: the project's own install when there is one, else the PATH's. */
async function hookCommand(io: CliIO): Promise<string> {
  const local = joinPath(io.host.cwd, 'node_modules/.bin/gauntlet-lint');
  const stat = await io.host.stat(local).catch(() => null);
  return stat?.kind === 'file' ? '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/gauntlet-lint' : 'gauntlet-lint';
}

/** `.claude` is written into only when it is a real directory of the project (or missing), never through a link. */
async function checkFolder(io: CliIO): Promise<void> {
  const stat = await io.host.lstat(joinPath(io.host.cwd, '.claude')).catch(() => null);
  if (stat !== null && stat.kind !== 'directory') throw new GauntletError('usage', 'init claude: .claude is not a directory (a link or a file); nothing was written');
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

/** How to run the warm path once its hooks are in place. */
function serveInstructions(port: number): string[] {
  return [
    '',
    `Claude Code now POSTs each event to ${hookUrl(port)} with the bearer token from $${HOOK_TOKEN_VARIABLE}.`,
    'Start the server and Claude Code with the same token in their environment:',
    '',
    `  export ${HOOK_TOKEN_VARIABLE}="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"`,
    `  gauntlet-lint serve --port ${port} &`,
    '  claude',
    '',
    'While the server is not running, Claude Code goes on without the check: keep it running (a systemd',
    'user unit or a launchd agent), or use the command hooks (`gauntlet-lint init claude --force`).',
    'See the warm path in docs/guides/claude-code.md.',
  ];
}

/**
 * `gauntlet-lint init claude`: merges the hooks block into the project's `.claude/settings.json`
 * (idempotent; keeps every existing hook and setting), prints what changed; `--dry-run` prints
 * the result without writing; `--force` replaces gauntlet's own entries with the ones asked for
 * (the current command, or the http hooks of `serve` with `--http`).
 */
export async function initClaude(run: InitClaudeRun): Promise<number> {
  const { io, dryRun, force } = run;
  const path = joinPath(io.host.cwd, SETTINGS);
  await checkFolder(io);
  const current = await readSettings(io, path);
  const transport: HookTransport = run.http
    ? { kind: 'http', url: hookUrl(run.http.port), tokenVariable: HOOK_TOKEN_VARIABLE }
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
    let sink: ReturnType<CliIO['openOutputFile']> | undefined;
    try {
      sink = io.openOutputFile(path);
      await sink.write(text);
      await sink.commit();
    } catch (error) {
      await sink?.abort();
      throw new GauntletError('usage', `init claude: cannot write ${SETTINGS} (${error instanceof Error ? error.message : String(error)})`);
    }
    out.push('', `Wrote ${SETTINGS}. Claude Code runs the hooks from its next session; configure them in the "hooks" section of gauntlet.config.json (docs/guides/claude-code.md).`);
  }
  if (run.http) out.push(...serveInstructions(run.http.port));
  await io.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
