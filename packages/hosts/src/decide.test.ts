import { describe, expect, it } from 'vitest';
import { answerClaudeHook } from './answer.js';
import { renderClaudeAnswer } from './claude.js';
import { decideHook } from './decide.js';
import { BAD_TURN, CONFIG, FAILING_RECEIPT, GOOD_TURN, PASSING_RECEIPT, postToolUse, preToolUse, stop, subagentStop } from './fixtures.test-helpers.js';
import { testEnvironment, type TestLinterLog } from './linter.test-helpers.js';
import { readHookPayload, type HookPayload } from './payload.js';
import type { HookConfig, HookEnvironment } from './types.js';

function payloadOf(value: unknown): HookPayload {
  const reading = readHookPayload(JSON.stringify(value));
  if (!reading.ok) throw new Error(reading.note);
  return reading.payload;
}

async function decide(value: unknown, config: HookConfig, environment: HookEnvironment) {
  const decision = await decideHook(payloadOf(value), config, environment);
  return { decision, answer: renderClaudeAnswer(decision), output: renderClaudeAnswer(decision).stdout === '' ? null : JSON.parse(renderClaudeAnswer(decision).stdout) };
}

describe('PreToolUse', () => {
  const files = { files: { 'turns/legacy.txt': BAD_TURN, 'turns/ok.txt': GOOD_TURN, 'src/app.ts': 'export {};\n' } };

  it('allows a Write whose content is clean, printing nothing', async () => {
    const { decision, answer } = await decide(preToolUse('Write', { file_path: '/work/turns/new.txt', content: GOOD_TURN }), CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'clean' });
    expect(answer).toEqual({ stdout: '', stderr: '', exitCode: 0 });
  });

  it('denies a Write that introduces a blocker, naming rule, line and hint', async () => {
    const { decision, answer, output } = await decide(preToolUse('Write', { file_path: '/work/turns/new.txt', content: BAD_TURN }), CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'deny', outcome: 'write_introduces_blockers' });
    expect(decision.findings).toEqual([expect.objectContaining({ rule: 'marker/placement', reason: 'marker_case', severity: 'blocker', line: 1 })]);
    expect(answer.exitCode).toBe(0);
    expect(output).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: decision.reason } });
    expect(decision.reason).toContain('this Write would add 1 blocker to turns/new.txt');
    expect(decision.reason).toContain('rules: marker/placement');
    expect(decision.reason).toContain('- turns/new.txt:1 marker/placement (marker_case):');
    expect(decision.reason).toContain('  fix: ');
  });

  it('the ratchet: editing a legacy failing file without adding blockers is allowed', async () => {
    const edit = preToolUse('Edit', { file_path: '/work/turns/legacy.txt', old_string: 'The summary is above.', new_string: 'The summary is above, revised.' });
    const { decision, answer } = await decide(edit, CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'clean' });
    expect(answer.stdout).toBe('');
  });

  it('the ratchet: an edit that breaks a clean file is denied', async () => {
    const edit = preToolUse('Edit', { file_path: 'turns/ok.txt', old_string: 'gauntlet: done', new_string: 'GAUNTLET: done' });
    const { decision } = await decide(edit, CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'deny', outcome: 'write_introduces_blockers' });
    expect(decision.findings.map((finding) => `${finding.rule} ${finding.reason} ${finding.severity} ${finding.line}`)).toEqual(['marker/placement marker_case blocker 1']);
  });

  it('applies MultiEdit in order and replace_all to every occurrence', async () => {
    const multi = preToolUse('MultiEdit', {
      file_path: '/work/turns/ok.txt',
      edits: [
        { old_string: 'summary', new_string: 'SUMMARY' },
        { old_string: 'gauntlet: done responded', new_string: 'gauntlet: done' },
      ],
    });
    const { decision } = await decide(multi, CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'deny', outcome: 'write_introduces_blockers' });
    expect(decision.findings[0]).toMatchObject({ rule: 'marker/grammar', reason: 'done_outcome_missing', severity: 'blocker', line: 1 });
  });

  it('allows an Edit whose old_string is not in the file (the tool fails by itself)', async () => {
    const edit = preToolUse('Edit', { file_path: '/work/turns/ok.txt', old_string: 'not there', new_string: 'Gauntlet:' });
    const { decision, answer } = await decide(edit, CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
    expect(answer.stderr).toMatch(/^gauntlet-lint hook: not checked: the Edit fails by itself/);
  });

  it('does not check unmapped files, other tools, or a config without a files mapping', async () => {
    const env = testEnvironment(CONFIG, files);
    expect((await decide(preToolUse('Write', { file_path: '/work/src/app.ts', content: 'Gauntlet:' }), CONFIG, env)).decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
    expect((await decide(preToolUse('Bash', { command: 'rm -rf /' }), CONFIG, env)).decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
    expect((await decide(preToolUse('Write', { file_path: '/work/turns/new.txt', content: BAD_TURN }), {}, testEnvironment({}, files))).decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
  });

  it('never lints or reads a path outside the project', async () => {
    const log: TestLinterLog = { calls: [] };
    const env = testEnvironment(CONFIG, { ...files, symlinks: { 'turns/out.txt': '/etc/hostname' }, files: { ...files.files, '/etc/hostname': BAD_TURN } }, log);
    for (const file_path of ['/etc/hostname', '/work/../etc/hostname', 'turns/../../etc/hostname']) {
      const { decision } = await decide(preToolUse('Write', { file_path, content: BAD_TURN }), CONFIG, env);
      expect(decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
    }
    const edit = await decide(preToolUse('Edit', { file_path: '/work/turns/out.txt', old_string: 'Gauntlet', new_string: 'gauntlet' }), CONFIG, env);
    expect(edit.decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
    expect(edit.decision.notes.join(' ')).toMatch(/outside the root/);
    expect(log.calls).toEqual([]);
  });

  it('approveClean answers allow explicitly for a checked clean write', async () => {
    const config = { ...CONFIG, hooks: { preToolUse: { approveClean: true } } };
    const { output } = await decide(preToolUse('Write', { file_path: '/work/turns/new.txt', content: GOOD_TURN }), config, testEnvironment(config, files));
    expect(output).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', permissionDecisionReason: 'gauntlet: checked, no new blockers' } });
  });

  it('preToolUse.enabled false turns the content check off', async () => {
    const config = { ...CONFIG, hooks: { preToolUse: { enabled: false } } };
    const { decision } = await decide(preToolUse('Write', { file_path: '/work/turns/new.txt', content: BAD_TURN }), config, testEnvironment(config, files));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
  });
});

describe('PostToolUse', () => {
  const files = { files: { 'turns/bad.txt': BAD_TURN, 'turns/ok.txt': GOOD_TURN } };

  it('blocks after a write that left blockers, with the reason for the model', async () => {
    const { decision, output } = await decide(postToolUse('Write', { file_path: '/work/turns/bad.txt', content: BAD_TURN }), CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'block', outcome: 'file_has_blockers' });
    expect(output).toEqual({ decision: 'block', reason: decision.reason });
    expect(decision.reason).toContain('turns/bad.txt has 1 blocker after this Write');
    expect(decision.reason).toContain('turns/bad.txt:1 marker/placement (marker_case)');
  });

  it('allows a clean file silently', async () => {
    const { decision, answer } = await decide(postToolUse('Edit', { file_path: '/work/turns/ok.txt', old_string: 'a', new_string: 'b' }), CONFIG, testEnvironment(CONFIG, files));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'clean' });
    expect(answer.stdout).toBe('');
  });

  it('with block: false reports blockers as additionalContext', async () => {
    const config = { ...CONFIG, hooks: { postToolUse: { block: false } } };
    const { decision, output } = await decide(postToolUse('Write', { file_path: '/work/turns/bad.txt', content: BAD_TURN }), config, testEnvironment(config, files));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'clean' });
    expect(output.hookSpecificOutput).toMatchObject({ hookEventName: 'PostToolUse', additionalContext: expect.stringContaining('marker/placement') });
  });
});

describe('SubagentStop', () => {
  it('allows a passing receipt', async () => {
    const { decision, answer } = await decide(subagentStop({ last_assistant_message: `Done.\n\n${PASSING_RECEIPT}` }), {}, testEnvironment({}));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'clean' });
    expect(answer).toEqual({ stdout: '', stderr: '', exitCode: 0 });
  });

  it('blocks a failing receipt with the rule, its line and the hint', async () => {
    const { decision, output } = await decide(subagentStop({ last_assistant_message: `Done.\n\n${FAILING_RECEIPT}` }), {}, testEnvironment({}));
    expect(decision).toMatchObject({ action: 'block', outcome: 'receipt_has_blockers' });
    expect(decision.findings).toEqual([expect.objectContaining({ rule: 'receipt/tests-claims', reason: 'tests_pass_nonzero_exit', severity: 'blocker', line: 10 })]);
    expect(output).toEqual({ decision: 'block', reason: decision.reason });
    expect(decision.reason).toContain('line 10 receipt/tests-claims (tests_pass_nonzero_exit)');
  });

  it('reads the receipt from the transcript when the payload has no last_assistant_message', async () => {
    const path = '/home/dev/.claude/projects/-work/s/subagents/agent-5.jsonl';
    const transcript = [
      JSON.stringify({ type: 'user', message: { role: 'user', content: 'go' } }),
      JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: FAILING_RECEIPT }] } }),
      JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'Read', input: {} }] } }),
    ].join('\n');
    const { decision } = await decide(subagentStop({ agent_transcript_path: path }), {}, testEnvironment({}, { files: { [path]: transcript } }));
    expect(decision).toMatchObject({ action: 'block', outcome: 'receipt_has_blockers' });
  });

  it('agent types that must return a receipt are blocked without one; others are not', async () => {
    const config = { hooks: { subagentStop: { requireReceipt: ['*-implementer'] } } };
    const required = await decide(subagentStop({ agent_type: 'crucible-implementer', last_assistant_message: 'All done!' }), config, testEnvironment(config));
    expect(required.decision).toMatchObject({ action: 'block', outcome: 'receipt_missing' });
    expect(required.decision.reason).toContain('"crucible-implementer" must end its work with a receipt');
    const other = await decide(subagentStop({ agent_type: 'Explore', last_assistant_message: 'All done!' }), config, testEnvironment(config));
    expect(other.decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
  });

  it('the loop guard: with stop_hook_active the blockers become a system message and the stop is allowed', async () => {
    const { decision, output } = await decide(subagentStop({ stop_hook_active: true, last_assistant_message: FAILING_RECEIPT }), {}, testEnvironment({}));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'loop_guard' });
    expect(output).toEqual({ systemMessage: expect.stringContaining('receipt/tests-claims') });
    const config = { hooks: { subagentStop: { blockWhenActive: true } } };
    expect((await decide(subagentStop({ stop_hook_active: true, last_assistant_message: FAILING_RECEIPT }), config, testEnvironment(config))).decision.action).toBe('block');
  });

  it('passes the configured receipt options to the receipt command', async () => {
    const seen: unknown[] = [];
    const env = testEnvironment({});
    const linter = { ...env.linter, lintText: (request: Parameters<typeof env.linter.lintText>[0]) => (seen.push(request.options), env.linter.lintText(request)) };
    const config = { hooks: { subagentStop: { receipt: { tier2: true, strict: true, roots: ['.', 'pkg'], ledger: 'd/receipt-ledger.jsonl' } } } };
    await decide(subagentStop({ last_assistant_message: PASSING_RECEIPT }), config, { ...env, linter });
    expect(seen).toEqual([{ tier2: true, strict: true, root: ['.', 'pkg'], ledger: 'd/receipt-ledger.jsonl' }]);
  });
});

describe('Stop', () => {
  const git = (changed: string) => () => ({ exitCode: 0, stdout: changed, stderr: '' });

  it('blocks when a changed file has blockers, naming the file', async () => {
    const env = testEnvironment(CONFIG, { files: { 'turns/bad.txt': BAD_TURN, 'turns/ok.txt': GOOD_TURN }, git: git('turns/bad.txt\nturns/ok.txt\nsrc/x.ts\n') });
    const { decision, output } = await decide(stop(), CONFIG, env);
    expect(decision).toMatchObject({ action: 'block', outcome: 'changes_have_blockers' });
    expect(decision.reason).toContain('1 blocker in the changed files (turns/bad.txt)');
    expect(output).toEqual({ decision: 'block', reason: decision.reason });
  });

  it('allows when the changed files are clean', async () => {
    const env = testEnvironment(CONFIG, { files: { 'turns/ok.txt': GOOD_TURN }, git: git('turns/ok.txt\n') });
    expect((await decide(stop(), CONFIG, env)).decision).toMatchObject({ action: 'allow', outcome: 'clean' });
  });

  it('the loop guard reports and allows', async () => {
    const env = testEnvironment(CONFIG, { files: { 'turns/bad.txt': BAD_TURN }, git: git('turns/bad.txt\n') });
    const { decision, output } = await decide(stop({ stop_hook_active: true }), CONFIG, env);
    expect(decision).toMatchObject({ action: 'allow', outcome: 'loop_guard' });
    expect(output).toEqual({ systemMessage: decision.systemMessage });
  });

  it('a lint that cannot run allows with a note, or blocks with failClosed', async () => {
    const env = testEnvironment(CONFIG, { files: {} });
    const open = await decide(stop(), CONFIG, env);
    expect(open.decision).toMatchObject({ action: 'allow', outcome: 'check_failed' });
    expect(open.answer.stdout).toBe('');
    expect(open.answer.stderr).toMatch(/^gauntlet-lint hook: cannot lint the changed files: --changed HEAD: git diff failed/);
    const config = { ...CONFIG, hooks: { stop: { failClosed: true } } };
    const closed = await decide(stop(), config, testEnvironment(config));
    expect(closed.decision).toMatchObject({ action: 'block', outcome: 'check_failed' });
    expect(closed.output).toEqual({ decision: 'block', reason: expect.stringContaining('failClosed') });
  });
});

describe('answerClaudeHook', () => {
  const resolve = (config: HookConfig) => async (cwd: string | null) => ({ ok: true as const, config, environment: testEnvironment(config, { cwd: cwd ?? '/work' }) });

  it('malformed and unknown payloads allow with one note, exit 0', async () => {
    for (const [payload, note] of [
      ['', /empty/],
      ['{not json', /not JSON/],
      ['[1,2]', /not a JSON object/],
      ['{"hook_event_name":"Notification","cwd":"/work"}', /no check for hook event "Notification"/],
      ['{"cwd":"/work"}', /no hook_event_name/],
    ] as const) {
      const { decision, answer } = await answerClaudeHook({ payload }, resolve(CONFIG));
      expect(decision.action).toBe('allow');
      expect(answer.stdout).toBe('');
      expect(answer.exitCode).toBe(0);
      expect(answer.stderr.split('\n').filter(Boolean)).toHaveLength(1);
      expect(answer.stderr).toMatch(note);
    }
  });

  it('an EVENT argument that disagrees with the payload allows with a note', async () => {
    const { decision, answer } = await answerClaudeHook({ payload: JSON.stringify(stop()), event: 'subagent-stop' }, resolve(CONFIG));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'event_unknown' });
    expect(answer.stderr).toMatch(/installed for SubagentStop/);
  });

  it('accepts kebab-case and Pascal-case EVENT arguments', async () => {
    for (const event of ['subagent-stop', 'SubagentStop']) {
      const { decision } = await answerClaudeHook({ payload: JSON.stringify(subagentStop({ last_assistant_message: FAILING_RECEIPT })), event }, resolve({}));
      expect(decision).toMatchObject({ action: 'block', outcome: 'receipt_has_blockers' });
    }
  });

  it('an environment that cannot be built allows with its note', async () => {
    const { decision, answer } = await answerClaudeHook({ payload: JSON.stringify(stop()) }, async () => ({ ok: false, note: 'invalid config gauntlet.config.json' }));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'check_failed' });
    expect(answer.stderr).toBe('gauntlet-lint hook: invalid config gauntlet.config.json\n');
  });

  it('a linter that throws is our bug: allowed, never a crash', async () => {
    const env = testEnvironment(CONFIG, { files: { 'turns/ok.txt': GOOD_TURN } });
    const broken = { ...env, linter: { lintText: () => Promise.reject(new Error('boom')), lintFiles: () => Promise.reject(new Error('boom')) } };
    const { decision, answer } = await answerClaudeHook({ payload: JSON.stringify(postToolUse('Write', { file_path: 'turns/ok.txt', content: 'x' })) }, async () => ({ ok: true, config: CONFIG, environment: broken }));
    expect(decision).toMatchObject({ action: 'allow', outcome: 'check_failed' });
    expect(answer.stderr).toMatch(/internal error: boom/);
  });
});
