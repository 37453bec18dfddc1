import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, tempDir } from './helpers.js';
import { HOOK_CONFIG, RECEIPT_FAIL, RECEIPT_PASS, TURN_BAD, TURN_OK, payloads } from './hook-fixtures.js';
import { type Served, TOKEN, postHook, startServe, until } from './serve-client.js';

// `serve` answers POST /hook with the bytes `gauntlet-lint hook` prints for the same payload:
// every event, a passing and a failing payload of each, and payloads the hook cannot read.
const { dir: home, cleanup: cleanHome } = tempDir();
const { dir: project, cleanup } = tempDir({
  'gauntlet.config.json': JSON.stringify(HOOK_CONFIG),
  'turns/ok.md': TURN_OK,
  'turns/legacy.md': TURN_BAD,
  'src/app.ts': 'export const x = 1;\n',
});
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=e2e@example.test', '-c', 'user.name=e2e', ...args], { cwd: project, encoding: 'utf8' });
git('init', '-q');
git('add', '-A');
git('commit', '-qm', 'fixture');

let served: Served;
beforeAll(async () => {
  served = await startServe([], { cwd: project, env: { HOME: home, GAUNTLET_HOOK_TOKEN: TOKEN } });
});
afterAll(async () => {
  await served.stop();
  cleanup();
  cleanHome();
});

function hook(payload: unknown) {
  const run = spawnSync(process.execPath, [BIN, 'hook'], { cwd: project, input: typeof payload === 'string' ? payload : JSON.stringify(payload), encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: home } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

type Expected = 'allow' | 'deny' | 'block' | 'system';
const kindOf = (stdout: string): Expected => {
  if (stdout === '') return 'allow';
  const output = JSON.parse(stdout);
  if (output.hookSpecificOutput?.permissionDecision === 'deny') return 'deny';
  if (output.decision === 'block') return 'block';
  return 'system';
};

const ledger = () => join(home, '.claude/projects/-shop/memory/build-gate-ledger.md');
const LEDGER = '# Build Gate Ledger\n\nPipelineID: build-20261201-1200\n\n## Phase 2: Plan\nStatus: PASS\n';

const CASES: [string, () => unknown, Expected][] = [
  ['PreToolUse pass: a clean Write', () => payloads.write(project, 'turns/new.md', TURN_OK), 'allow'],
  ['PreToolUse fail: a Write that adds a blocker', () => payloads.write(project, 'turns/new.md', TURN_BAD), 'deny'],
  ['PreToolUse pass: the ratchet allows an Edit of a legacy file', () => payloads.edit(project, 'turns/legacy.md', 'a week', 'two weeks'), 'allow'],
  ['PreToolUse fail: an Edit that breaks a clean file', () => payloads.edit(project, 'turns/ok.md', 'gauntlet: question', 'gauntlet: question:'), 'deny'],
  ['PreToolUse fail: the gate-ledger guard', () => ({ ...payloads.write(project, 'x', LEDGER), tool_input: { file_path: ledger(), content: LEDGER } }), 'deny'],
  ['PostToolUse pass: a clean file', () => payloads.written(project, 'turns/ok.md'), 'allow'],
  ['PostToolUse fail: a file with blockers', () => payloads.written(project, 'turns/legacy.md'), 'block'],
  ['SubagentStop pass: a passing receipt', () => payloads.subagentStop(project, { last_assistant_message: `Implemented.\n\n${RECEIPT_PASS}` }), 'allow'],
  ['SubagentStop fail: a failing receipt', () => payloads.subagentStop(project, { last_assistant_message: RECEIPT_FAIL }), 'block'],
  ['SubagentStop fail: an implementer without a receipt', () => payloads.subagentStop(project, { last_assistant_message: 'Done, all good.' }), 'block'],
  ['SubagentStop: the loop guard reports', () => payloads.subagentStop(project, { stop_hook_active: true, last_assistant_message: RECEIPT_FAIL }), 'system'],
  ['Stop pass: nothing changed', () => payloads.stop(project), 'allow'],
  ['not a JSON object', () => '[]', 'allow'],
  ['an unknown event', () => ({ hook_event_name: 'SessionStart', cwd: project }), 'allow'],
  ['no tool_name', () => ({ hook_event_name: 'PreToolUse', cwd: project }), 'allow'],
  ['a cwd outside the project', () => payloads.stop('/'), 'allow'],
];

describe('serve answers what the hook command prints, byte for byte', () => {
  it.each(CASES)('%s', async (_, payload, expected) => {
    const input = payload();
    const command = hook(input);
    const answer = await postHook(served.ready.port, TOKEN, input);
    expect(command.code).toBe(0);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.body).toBe(command.stdout);
    expect(kindOf(answer.body)).toBe(expected);
    // The hook's notes are the server's stderr lines.
    for (const note of command.stderr.split('\n').filter(Boolean)) await until(() => served.stderr().includes(note.replace(/^gauntlet-lint hook: /, 'gauntlet-lint serve: ')));
  });

  it('Stop fail: an untracked mapped file with blockers, then the loop guard', async () => {
    writeFileSync(join(project, 'turns/draft.md'), 'Gauntlet: done\n');
    try {
      for (const [payload, expected] of [
        [payloads.stop(project), 'block'],
        [payloads.stop(project, { stop_hook_active: true }), 'system'],
      ] as const) {
        const answer = await postHook(served.ready.port, TOKEN, payload);
        expect(answer.body).toBe(hook(payload).stdout);
        expect(kindOf(answer.body)).toBe(expected);
      }
    } finally {
      rmSync(join(project, 'turns/draft.md'));
    }
  });

  it('prints one ready line: a loopback url, the port, no token', () => {
    expect(served.ready).toMatchObject({ url: `http://127.0.0.1:${served.ready.port}/hook`, health: `http://127.0.0.1:${served.ready.port}/health`, root: project, tokenFile: null });
    expect(served.ready.addresses[0]).toBe('127.0.0.1');
    expect(served.ready.addresses.every((address) => address === '127.0.0.1' || address === '::1')).toBe(true);
    expect(JSON.stringify(served.ready)).not.toContain(TOKEN);
  });
});
