import { createMemoryHost, isGauntletError, type MemoryHostOptions } from '@gauntlet/core';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../io.js';
import { mergeHooks } from './claude-settings.js';
import { initClaude } from './claude-target.js';

async function init(files: MemoryHostOptions['files'] = {}, flags: { dryRun?: boolean; force?: boolean; http?: { port: number } } = {}, symlinks?: MemoryHostOptions['symlinks']) {
  const host = createMemoryHost({ cwd: '/repo', files: { '/elsewhere/settings.json': '{}', ...files }, ...(symlinks ? { symlinks } : {}) });
  let stdout = '';
  const written: Record<string, string> = {};
  const made: string[] = [];
  const io = {
    cwd: host.cwd,
    env: {},
    stdoutIsTTY: false,
    host,
    stdout: { write: (chunk: string) => void (stdout += chunk), commit() {}, abort() {} },
    writeStderr: () => {},
    readStdin: async () => new Uint8Array(0),
    streamInput: () => (async function* () {})(),
    openOutputFile: (path: string) => {
      let text = '';
      return { write: (chunk: string) => void (text += chunk), commit: () => void (written[path] = text), abort: () => void (text = '') };
    },
  } as CliIO;
  const code = await initClaude({ io, dryRun: flags.dryRun ?? false, force: flags.force ?? false, makeDirectory: (path) => void made.push(path), ...(flags.http ? { http: flags.http } : {}) });
  return { code, stdout, written, made, settings: written['/repo/.claude/settings.json'] === undefined ? undefined : JSON.parse(written['/repo/.claude/settings.json'] as string) };
}

const ours = (event: string, matcher?: string) => ({ ...(matcher ? { matcher } : {}), hooks: [{ type: 'command', command: `gauntlet-lint hook ${event}` }] });

describe('gauntlet-lint init claude', () => {
  it('writes the four hooks into a new .claude/settings.json and says so', async () => {
    const run = await init();
    expect(run.code).toBe(0);
    expect(run.made).toEqual(['/repo/.claude']);
    expect(run.settings).toEqual({
      hooks: {
        PreToolUse: [ours('PreToolUse', 'Write|Edit|MultiEdit')],
        PostToolUse: [ours('PostToolUse', 'Write|Edit|MultiEdit')],
        SubagentStop: [ours('SubagentStop')],
        Stop: [ours('Stop')],
      },
    });
    expect(run.stdout).toContain('added    PreToolUse (Write|Edit|MultiEdit): gauntlet-lint hook PreToolUse');
    expect(run.stdout).toContain('Wrote .claude/settings.json.');
  });

  it('keeps every existing setting and hook, adds its own beside them, and is idempotent', async () => {
    const existing = {
      model: 'opus',
      permissions: { allow: ['Bash(pnpm test)'] },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './scripts/guard-bash.sh' }] }], Notification: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }] },
    };
    const first = await init({ '.claude/settings.json': JSON.stringify(existing) });
    expect(first.settings.model).toBe('opus');
    expect(first.settings.permissions).toEqual(existing.permissions);
    expect(first.settings.hooks.Notification).toEqual(existing.hooks.Notification);
    expect(first.settings.hooks.PreToolUse).toEqual([existing.hooks.PreToolUse[0], ours('PreToolUse', 'Write|Edit|MultiEdit')]);
    const second = await init({ '.claude/settings.json': JSON.stringify(first.settings) });
    expect(second.written).toEqual({});
    expect(second.stdout).toContain('kept     Stop: already runs gauntlet-lint hook Stop');
    expect(second.stdout).toContain('Nothing to change');
  });

  it('uses the project install when there is one; --force updates its own entries to it', async () => {
    const files = { 'node_modules/.bin/gauntlet-lint': '#!/usr/bin/env node\n', '.claude/settings.json': JSON.stringify({ hooks: { Stop: [ours('Stop')] } }) };
    const kept = await init(files);
    expect(kept.settings.hooks.Stop).toEqual([ours('Stop')]);
    expect(kept.settings.hooks.SubagentStop[0].hooks[0].command).toBe('"$CLAUDE_PROJECT_DIR"/node_modules/.bin/gauntlet-lint hook SubagentStop');
    const forced = await init(files, { force: true });
    expect(forced.settings.hooks.Stop[0].hooks[0].command).toBe('"$CLAUDE_PROJECT_DIR"/node_modules/.bin/gauntlet-lint hook Stop');
    expect(forced.stdout).toContain('updated  Stop:');
  });

  it('--dry-run prints the file it would write and writes nothing', async () => {
    const run = await init({}, { dryRun: true });
    expect(run.written).toEqual({});
    expect(run.made).toEqual([]);
    expect(run.stdout).toContain('Would write .claude/settings.json (--dry-run: nothing written):');
    expect(run.stdout).toContain('"command": "gauntlet-lint hook SubagentStop"');
  });

  it('--http writes the http hooks of serve: the bearer header from the environment, allowedEnvVars, how to start it', async () => {
    const run = await init({}, { http: { port: 7777 } });
    const http = { type: 'http', url: 'http://127.0.0.1:7777/hook', headers: { Authorization: 'Bearer $GAUNTLET_HOOK_TOKEN' }, allowedEnvVars: ['GAUNTLET_HOOK_TOKEN'] };
    expect(run.code).toBe(0);
    expect(run.settings.hooks).toEqual({
      PreToolUse: [{ matcher: 'Write|Edit|MultiEdit', hooks: [http] }],
      PostToolUse: [{ matcher: 'Write|Edit|MultiEdit', hooks: [http] }],
      SubagentStop: [{ hooks: [http] }],
      Stop: [{ hooks: [http] }],
    });
    expect(run.stdout).toContain('added    SubagentStop: POST http://127.0.0.1:7777/hook');
    expect(run.stdout).toContain('  gauntlet-lint serve --port 7777 &');
    expect(run.stdout).toContain('export GAUNTLET_HOOK_TOKEN=');
    const again = await init({ '.claude/settings.json': JSON.stringify(run.settings) }, { http: { port: 7777 } });
    expect(again.written).toEqual({});
    expect(again.stdout).toContain('Nothing to change');
    expect(again.stdout).toContain('gauntlet-lint serve --port 7777 &');
  });

  it('switches between command and http hooks only with --force, never adding a second gauntlet hook', async () => {
    const commands = (await init()).settings;
    const kept = await init({ '.claude/settings.json': JSON.stringify(commands) }, { http: { port: 7377 } });
    expect(kept.written).toEqual({});
    expect(kept.stdout).toContain('kept     Stop: already runs gauntlet-lint hook Stop (--force replaces it with POST http://127.0.0.1:7377/hook)');
    const http = await init({ '.claude/settings.json': JSON.stringify(commands) }, { http: { port: 7377 }, force: true });
    expect(http.settings.hooks.Stop).toEqual([{ hooks: [expect.objectContaining({ type: 'http', url: 'http://127.0.0.1:7377/hook' })] }]);
    expect(http.stdout).toContain('updated  Stop: POST http://127.0.0.1:7377/hook (was gauntlet-lint hook Stop)');
    const moved = await init({ '.claude/settings.json': JSON.stringify(http.settings) }, { http: { port: 9000 }, force: true });
    expect(moved.settings.hooks.Stop).toEqual([{ hooks: [expect.objectContaining({ url: 'http://127.0.0.1:9000/hook' })] }]);
    const back = await init({ '.claude/settings.json': JSON.stringify(http.settings) }, { force: true });
    expect(back.settings.hooks.Stop).toEqual([ours('Stop')]);
  });

  it('leaves http hooks that are not serve\'s alone', async () => {
    const other = { type: 'http', url: 'https://hooks.example.test/hook' };
    const run = await init({ '.claude/settings.json': JSON.stringify({ hooks: { Stop: [{ hooks: [other] }] } }) }, { force: true });
    expect(run.settings.hooks.Stop).toEqual([{ hooks: [other] }, ours('Stop')]);
  });

  it.each<[string, { files?: MemoryHostOptions['files']; symlinks?: MemoryHostOptions['symlinks'] }]>([
    ['a link out of the project', { symlinks: { '/repo/.claude': '/elsewhere' } }],
    ['a file', { files: { '.claude': 'x' } }],
  ])('refuses a .claude that is %s, writing nothing', async (_, options) => {
    const error = await init(options.files ?? {}, {}, options.symlinks).catch((caught: unknown) => caught);
    expect(isGauntletError(error)).toBe(true);
    expect((error as { reason: string }).reason).toBe('usage');
    expect((error as Error).message).toBe('init claude: .claude is not a directory (a link or a file); nothing was written');
  });

  it.each([
    ['not JSON', '{"hooks": ', /is not valid JSON/],
    ['an array', '[]', /it is not a JSON object/],
    ['hooks not an object', '{"hooks": []}', /"hooks" is not an object/],
    ['an event not an array', '{"hooks": {"Stop": {}}}', /"hooks.Stop" is not an array/],
  ])('refuses settings it cannot merge into (%s), writing nothing', async (_, text, message) => {
    const error = await init({ '.claude/settings.json': text }).catch((caught: unknown) => caught);
    expect(isGauntletError(error)).toBe(true);
    expect((error as Error).message).toMatch(message);
    expect((error as { reason: string }).reason).toBe('usage');
  });

  it('mergeHooks never mutates what it was given', () => {
    const current = { hooks: { Stop: [{ hooks: [] }] } };
    const copy = JSON.parse(JSON.stringify(current));
    mergeHooks(current, { kind: 'command', command: 'gauntlet-lint' }, true);
    expect(current).toEqual(copy);
  });
});
