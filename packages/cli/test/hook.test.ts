import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, tempDir } from './helpers.js';
import { HOOK_CONFIG, RECEIPT_FAIL, RECEIPT_PASS, TURN_BAD, TURN_OK, payloads } from './hook-fixtures.js';

// `gauntlet-lint hook` run as Claude Code runs it: a child process, the payload on stdin, JSON on
// stdout (or nothing), notes on stderr, exit code 0.
const { dir: home, cleanup: cleanHome } = tempDir();
const { dir: project, cleanup } = tempDir({
  'gauntlet.config.json': JSON.stringify(HOOK_CONFIG),
  'turns/ok.md': TURN_OK,
  'turns/legacy.md': TURN_BAD,
  'src/app.ts': 'export const x = 1;\n',
});
afterAll(() => {
  cleanup();
  cleanHome();
});
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=e2e@example.test', '-c', 'user.name=e2e', ...args], { cwd: project, encoding: 'utf8' });
git('init', '-q');
git('add', '-A');
git('commit', '-qm', 'fixture');

function hook(payload: unknown, event?: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, 'hook', ...(event ? [event] : [])], {
    cwd: project,
    input: typeof payload === 'string' ? payload : JSON.stringify(payload),
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: home, ...env },
    maxBuffer: 1 << 28,
  });
  const output = run.stdout === '' ? null : JSON.parse(run.stdout);
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, output };
}

describe('gauntlet-lint hook PreToolUse', () => {
  it('pass: a clean Write prints nothing and exits 0', () => {
    expect(hook(payloads.write(project, 'turns/new.md', TURN_OK), 'PreToolUse')).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('fail: a Write that adds a blocker is denied with the rule, line and hint', () => {
    const run = hook(payloads.write(project, 'turns/new.md', TURN_BAD), 'pre-tool-use');
    expect(run.code).toBe(0);
    expect(run.output.hookSpecificOutput).toMatchObject({ hookEventName: 'PreToolUse', permissionDecision: 'deny' });
    const reason: string = run.output.hookSpecificOutput.permissionDecisionReason;
    expect(reason).toMatch(/^gauntlet: this Write would add 1 blocker to turns\/new\.md\nrules: marker\/grammar\n- turns\/new\.md:1 marker\/grammar \(marker_spacing\): /);
    expect(reason.endsWith('Fix the content and retry.')).toBe(true);
  });

  it('the ratchet: an Edit of a legacy failing file that adds nothing new is allowed; one that breaks a clean file is denied', () => {
    expect(hook(payloads.edit(project, 'turns/legacy.md', 'a week', 'two weeks'))).toMatchObject({ code: 0, stdout: '' });
    const run = hook(payloads.edit(project, 'turns/ok.md', 'gauntlet: question', 'gauntlet: question:'));
    expect(run.output.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(run.output.hookSpecificOutput.permissionDecisionReason).toContain('marker/grammar (marker_trailing_colon)');
  });

  it('the gate-ledger write guard denies an unearned PASS', () => {
    const ledger = join(home, '.claude/projects/-shop/memory/build-gate-ledger.md');
    const content = '# Build Gate Ledger\n\nPipelineID: build-20261201-1200\n\n## Phase 2: Plan\nStatus: PASS\n';
    const run = hook({ ...payloads.write(project, 'x', content), tool_input: { file_path: ledger, content } });
    expect(run.output.hookSpecificOutput).toMatchObject({ permissionDecision: 'deny', permissionDecisionReason: expect.stringContaining('verdict_dir_missing') });
  });

  it('unmapped files and other tools are not checked', () => {
    expect(hook(payloads.write(project, 'src/app.ts', TURN_BAD))).toMatchObject({ code: 0, stdout: '' });
    expect(hook({ ...payloads.write(project, 'x', ''), tool_name: 'Bash', tool_input: { command: 'true' } })).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });
});

describe('gauntlet-lint hook PostToolUse', () => {
  it('pass: a clean file prints nothing', () => {
    expect(hook(payloads.written(project, 'turns/ok.md'), 'PostToolUse')).toMatchObject({ code: 0, stdout: '' });
  });

  it('fail: a file with blockers blocks with the reason', () => {
    const run = hook(payloads.written(project, 'turns/legacy.md'), 'PostToolUse');
    expect(run.code).toBe(0);
    expect(run.output).toEqual({ decision: 'block', reason: expect.stringContaining('turns/legacy.md:1 marker/grammar (marker_spacing)') });
  });
});

describe('gauntlet-lint hook SubagentStop', () => {
  it('pass: a passing receipt prints nothing', () => {
    expect(hook(payloads.subagentStop(project, { last_assistant_message: `Implemented.\n\n${RECEIPT_PASS}` }), 'SubagentStop')).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('fail: a failing receipt blocks, naming the rule, its line and the hint', () => {
    const run = hook(payloads.subagentStop(project, { last_assistant_message: RECEIPT_FAIL }), 'subagent-stop');
    expect(run.code).toBe(0);
    expect(run.output).toEqual({ decision: 'block', reason: expect.stringContaining('line 10 receipt/tests-claims (tests_pass_nonzero_exit)') });
    expect(run.output.reason).toContain('fix: Back tests-ran/tests-pass claims');
  });

  it('fail: an implementer without a receipt is blocked; another agent type is not', () => {
    expect(hook(payloads.subagentStop(project, { last_assistant_message: 'Done, all good.' })).output).toEqual({ decision: 'block', reason: expect.stringContaining('must end its work with a receipt') });
    expect(hook(payloads.subagentStop(project, { agent_type: 'Explore', last_assistant_message: 'Found it.' }))).toMatchObject({ code: 0, stdout: '' });
  });

  it('reads the last assistant text of the transcript when the payload has none', () => {
    const transcript = join(home, '.claude/projects/-shop/s1/subagents/agent-1.jsonl');
    mkdirSync(join(transcript, '..'), { recursive: true });
    writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: RECEIPT_FAIL }] } })}\n`);
    const run = hook(payloads.subagentStop(project, { agent_transcript_path: transcript }));
    expect(run.output).toMatchObject({ decision: 'block' });
  });

  it('the loop guard: stop_hook_active reports as a system message and allows', () => {
    const run = hook(payloads.subagentStop(project, { stop_hook_active: true, last_assistant_message: RECEIPT_FAIL }));
    expect(run.output).toEqual({ systemMessage: expect.stringContaining('receipt/tests-claims') });
  });
});

describe('gauntlet-lint hook Stop', () => {
  it('pass: no changed mapped file with blockers prints nothing', () => {
    expect(hook(payloads.stop(project), 'Stop')).toMatchObject({ code: 0, stdout: '' });
  });

  it('fail: an untracked mapped file with blockers blocks; the loop guard then reports', () => {
    writeFileSync(join(project, 'turns/draft.md'), 'Gauntlet: done\n');
    try {
      const run = hook(payloads.stop(project), 'Stop');
      expect(run.output).toEqual({ decision: 'block', reason: expect.stringMatching(/^gauntlet: 1 blocker in the changed files \(turns\/draft\.md\)/) });
      expect(hook(payloads.stop(project, { stop_hook_active: true })).output).toEqual({ systemMessage: expect.stringContaining('turns/draft.md') });
    } finally {
      spawnSync('rm', [join(project, 'turns/draft.md')]);
    }
  });
});

describe('gauntlet-lint hook: what it cannot read is allowed with one note', () => {
  it.each([
    ['empty stdin', '', /the payload is empty/],
    ['not JSON', '{"hook_event_name":', /not JSON/],
    ['an array', '[]', /not a JSON object/],
    ['an unknown event', JSON.stringify({ hook_event_name: 'SessionStart', cwd: '/' }), /no check for hook event "SessionStart"/],
    ['no tool_name', JSON.stringify({ hook_event_name: 'PreToolUse', cwd: '/' }), /no tool_name/],
  ])('%s', (_, payload, note) => {
    const run = hook(payload);
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(note);
  });

  it('an EVENT argument that is no event, or disagrees with the payload', () => {
    expect(hook(payloads.stop(project), 'Notification')).toMatchObject({ code: 0, stdout: '', stderr: expect.stringContaining('unknown hook event "Notification"') });
    expect(hook(payloads.stop(project), 'PreToolUse')).toMatchObject({ code: 0, stdout: '', stderr: expect.stringContaining('installed for PreToolUse') });
  });

  it('an invalid config is a note, not a crash', () => {
    const { dir, cleanup: clean } = tempDir({ 'gauntlet.config.json': '{"hooks":{"stop":{"enabled":"yes"}}}' });
    try {
      const run = spawnSync(process.execPath, [BIN, 'hook'], { cwd: dir, input: JSON.stringify(payloads.stop(dir)), encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: home } });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^gauntlet-lint hook: invalid config .*hooks\.stop\.enabled/);
    } finally {
      clean();
    }
  });

  it('takes more than one positional as a usage error (exit 2), never a hook answer', () => {
    const run = spawnSync(process.execPath, [BIN, 'hook', 'Stop', 'extra'], { cwd: project, input: '', encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
  });
});

describe('gauntlet-lint hook: hostile payloads', () => {
  it('a transcript that is a FIFO is refused at once, never read', () => {
    const fifo = join(home, '.claude/projects/-shop/fifo.jsonl');
    mkdirSync(join(fifo, '..'), { recursive: true });
    execFileSync('mkfifo', [fifo]);
    const started = Date.now();
    const run = hook(payloads.subagentStop(project, { agent_transcript_path: fifo }));
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(run.stderr).toMatch(/not a regular file/);
  });

  it('a transcript linked out of ~/.claude/projects, or outside it, is not read', () => {
    const { dir: outside, cleanup: clean } = tempDir({ 'secret.jsonl': `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: RECEIPT_FAIL } })}\n` });
    try {
      const link = join(home, '.claude/projects/-shop/link.jsonl');
      mkdirSync(join(link, '..'), { recursive: true });
      symlinkSync(join(outside, 'secret.jsonl'), link);
      for (const path of [link, join(outside, 'secret.jsonl'), `${home}/.claude/projects/../../${outside}/secret.jsonl`]) {
        const run = hook(payloads.subagentStop(project, { agent_transcript_path: path }));
        expect(run).toMatchObject({ code: 0, stdout: '' });
      }
    } finally {
      clean();
    }
  });

  it('writes through links out of the project, .. and NUL paths are not checked', () => {
    const { dir: outside, cleanup: clean } = tempDir({ 'x.md': TURN_BAD });
    try {
      symlinkSync(outside, join(project, 'turns/out'));
      for (const file_path of [`${project}/turns/out/x.md`, `${project}/turns/../../${outside}/x.md`, `${project}/turns/a\u0000.md`, `${outside}/x.md`]) {
        const run = hook({ ...payloads.edit(project, 'x', 'question', 'QUESTION'), tool_input: { file_path, old_string: 'week', new_string: 'month' } });
        expect(run).toMatchObject({ code: 0, stdout: '' });
      }
    } finally {
      spawnSync('rm', [join(project, 'turns/out')]);
      clean();
    }
  });

  it('a huge last_assistant_message and deeply nested JSON answer without a crash', () => {
    const huge = hook(payloads.subagentStop(project, { last_assistant_message: `${'word '.repeat(2_000_000)}\n${RECEIPT_FAIL}` }));
    expect(huge.output).toMatchObject({ decision: 'block' });
    const deep = `{"hook_event_name":"PreToolUse","cwd":${JSON.stringify(project)},"tool_name":"Write","tool_input":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(hook(deep)).toMatchObject({ code: 0, stdout: '' });
  });
});
