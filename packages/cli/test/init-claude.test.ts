import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, tempDir } from './helpers.js';
import { HOOK_CONFIG, RECEIPT_FAIL, payloads } from './hook-fixtures.js';

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));
function project(files: Record<string, string> = {}): string {
  const { dir, cleanup } = tempDir(files);
  cleanups.push(cleanup);
  return dir;
}
const init = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [BIN, 'init', 'claude', ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });

describe('gauntlet-lint init claude (built bin)', () => {
  it('writes .claude/settings.json, then changes nothing the second time', () => {
    const cwd = project({ '.claude/settings.json': JSON.stringify({ model: 'sonnet', hooks: { Stop: [{ hooks: [{ type: 'command', command: 'make check' }] }] } }) });
    const first = init(cwd);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('added    SubagentStop: gauntlet-lint hook SubagentStop');
    const settings = JSON.parse(readFileSync(join(cwd, '.claude/settings.json'), 'utf8'));
    expect(settings.model).toBe('sonnet');
    expect(settings.hooks.Stop).toEqual([{ hooks: [{ type: 'command', command: 'make check' }] }, { hooks: [{ type: 'command', command: 'gauntlet-lint hook Stop' }] }]);
    const before = readFileSync(join(cwd, '.claude/settings.json'), 'utf8');
    const second = init(cwd);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('Nothing to change');
    expect(readFileSync(join(cwd, '.claude/settings.json'), 'utf8')).toBe(before);
  });

  it('creates .claude when it is missing; --dry-run writes nothing', () => {
    const dry = project();
    expect(init(dry, '--dry-run').stdout).toContain('Would write .claude/settings.json');
    expect(spawnSync('ls', ['-A', dry], { encoding: 'utf8' }).stdout).toBe('');
    const real = project();
    expect(init(real).status).toBe(0);
    expect(JSON.parse(readFileSync(join(real, '.claude/settings.json'), 'utf8')).hooks.PreToolUse[0].matcher).toBe('Write|Edit|MultiEdit');
  });

  it('settings it cannot merge into, or a wrong target: exit 2, one line, nothing written', () => {
    const cwd = project({ '.claude/settings.json': '{"hooks": [' });
    const run = init(cwd);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^gauntlet-lint: init claude: .claude\/settings.json is not valid JSON/);
    expect(readFileSync(join(cwd, '.claude/settings.json'), 'utf8')).toBe('{"hooks": [');
    const wrong = spawnSync(process.execPath, [BIN, 'init', 'cursor'], { cwd, encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/unknown target "cursor" \(expected config, claude\)/);
  });

  it('--http writes the http hooks of serve and prints how to start it; its options belong to init claude', () => {
    const cwd = project();
    const run = init(cwd, '--http', '--port', '8123');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('gauntlet-lint serve --port 8123 &');
    const settings = JSON.parse(readFileSync(join(cwd, '.claude/settings.json'), 'utf8'));
    expect(settings.hooks.PreToolUse).toEqual([
      { matcher: 'Write|Edit|MultiEdit', hooks: [{ type: 'http', url: 'http://127.0.0.1:8123/hook', headers: { Authorization: 'Bearer $GAUNTLET_HOOK_TOKEN' }, allowedEnvVars: ['GAUNTLET_HOOK_TOKEN'] }] },
    ]);
    for (const [args, message] of [
      [['--port', '8123'], /^gauntlet-lint: init claude: --port is the port of gauntlet-lint serve; it goes with --http$/],
      [['--http', '--port', '70000'], /^gauntlet-lint: init claude: --port "70000" is not a port \(1-65535\)$/],
    ] as const) {
      const bad = init(project(), ...args);
      expect(bad.status).toBe(2);
      expect(bad.stderr.trim()).toMatch(message);
    }
    const config = spawnSync(process.execPath, [BIN, 'init', 'config', '--http'], { cwd: project(), encoding: 'utf8' });
    expect(config.status).toBe(2);
    expect(config.stderr.trim()).toBe('gauntlet-lint: init config: --http is an option of init claude');
  });

  it('init --help lists the claude target and its options', () => {
    const help = spawnSync(process.execPath, [BIN, 'init', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/claude\s+merge the hooks into .claude\/settings.json/);
    expect(help.stdout).toContain('--http');
    expect(help.stdout).toContain('--port N');
  });

  it('the hooks it writes run as Claude Code runs them: a shell command, the payload on stdin', () => {
    const cwd = project({ 'gauntlet.config.json': JSON.stringify(HOOK_CONFIG) });
    expect(init(cwd).status).toBe(0);
    const bin = join(cwd, '.bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'gauntlet-lint'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`);
    chmodSync(join(bin, 'gauntlet-lint'), 0o755);
    const settings = JSON.parse(readFileSync(join(cwd, '.claude/settings.json'), 'utf8'));
    const command: string = settings.hooks.SubagentStop[0].hooks[0].command;
    const run = spawnSync('sh', ['-c', command], {
      cwd,
      input: JSON.stringify(payloads.subagentStop(cwd, { last_assistant_message: RECEIPT_FAIL })),
      encoding: 'utf8',
      env: { PATH: `${bin}:${process.env.PATH ?? ''}`, CLAUDE_PROJECT_DIR: cwd, HOME: cwd },
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ decision: 'block', reason: expect.stringContaining('receipt/tests-claims') });
  });
});
