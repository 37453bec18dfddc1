import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runInMemory } from './helpers.js';
import { HOOK_CONFIG, RECEIPT_FAIL, TURN_BAD, TURN_OK } from './hook-fixtures.js';

/**
 * Hostile payloads for `gauntlet-lint hook`, in-process on an in-memory project: templates of
 * every event whose fields are fuzzed (arbitrary strings, `..`, NUL, absolute paths out of the
 * project, links out of it, huge and deep values). Every run exits 0 and prints nothing or one
 * line of JSON in one of Claude Code's shapes; stderr holds only `gauntlet-lint hook:` lines;
 * nothing outside the project is ever read into an answer.
 */
const SECRET = 'RCPT v1 leaked/secret';
const files = {
  'gauntlet.config.json': JSON.stringify(HOOK_CONFIG),
  'turns/ok.md': TURN_OK,
  'turns/bad.md': TURN_BAD,
  '/outside/secret.md': `${SECRET}\n`,
  '/home/dev/.claude/projects/-work/t.jsonl': `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: RECEIPT_FAIL } })}\n`,
};
const symlinks = { 'turns/out.md': '/outside/secret.md', '/home/dev/.claude/projects/-work/out.jsonl': '/outside/secret.md' };

const hostilePath = fc.oneof(
  fc.constantFrom('/work/turns/ok.md', '/work/turns/bad.md', 'turns/new.md', '/work/turns/out.md', '/outside/secret.md', '/work/../outside/secret.md', 'turns/../../outside/secret.md', '/work/turns/a\u0000.md', '', '/home/dev/.claude/projects/-work/out.jsonl', '/home/dev/.claude/projects/-work/t.jsonl'),
  fc.string({ maxLength: 40 }),
);
const hostileText = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(TURN_BAD, TURN_OK, RECEIPT_FAIL, '\u0000\u001b[31m\r\n', 'x'.repeat(100_000)));
const deep = fc.integer({ min: 1, max: 500 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);
const anyValue = fc.oneof(hostileText, hostilePath, fc.jsonValue({ maxDepth: 3 }), deep);

const base = { session_id: fc.string({ maxLength: 10 }), transcript_path: hostilePath, cwd: fc.constantFrom('/work', '/outside', '/work/turns', '', 'relative') };
const templates = {
  PreToolUse: fc.record({
    ...base,
    hook_event_name: fc.constantFrom('PreToolUse', 'pre-tool-use'),
    tool_name: fc.constantFrom('Write', 'Edit', 'MultiEdit', 'Bash'),
    tool_input: fc.record({ file_path: hostilePath, content: hostileText, old_string: hostileText, new_string: hostileText, replace_all: fc.jsonValue(), edits: fc.array(fc.record({ old_string: anyValue, new_string: anyValue }), { maxLength: 3 }) }, { requiredKeys: [] }),
  }),
  PostToolUse: fc.record({ ...base, hook_event_name: fc.constant('PostToolUse'), tool_name: fc.constantFrom('Write', 'Edit'), tool_input: fc.record({ file_path: hostilePath }), tool_response: anyValue }),
  SubagentStop: fc.record(
    { ...base, hook_event_name: fc.constant('SubagentStop'), stop_hook_active: fc.jsonValue(), agent_type: anyValue, agent_transcript_path: hostilePath, last_assistant_message: anyValue },
    { requiredKeys: ['hook_event_name'] },
  ),
  Stop: fc.record({ ...base, hook_event_name: fc.constant('Stop'), stop_hook_active: fc.jsonValue() }, { requiredKeys: ['hook_event_name'] }),
};

function checkAnswer(run: { code: number; stdout: string; stderr: string }) {
  expect(run.code).toBe(0);
  expect(run.stdout.split('\n').length).toBeLessThanOrEqual(2);
  if (run.stdout !== '') {
    const output = JSON.parse(run.stdout) as Record<string, unknown>;
    const shape = Object.keys(output).sort().join(',');
    expect(['decision,reason', 'hookSpecificOutput', 'systemMessage']).toContain(shape);
  }
  expect(run.stdout).not.toContain('leaked/secret');
  for (const line of run.stderr.split('\n').filter(Boolean)) expect(line).toMatch(/^gauntlet-lint hook: /);
}

describe('gauntlet-lint hook under hostile payloads', () => {
  for (const [event, template] of Object.entries(templates)) {
    it(`${event}: allow, block or deny, never a crash or a read outside`, async () => {
      await fc.assert(
        fc.asyncProperty(template, fc.constantFrom(undefined, event), async (payload, arg) => {
          const run = await runInMemory(['hook', ...(arg ? [arg] : [])], { files, symlinks, stdin: JSON.stringify(payload), env: { HOME: '/home/dev' } });
          checkAnswer(run);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('JSON nested far deeper than any stack, in every field a check reads', async () => {
    const nest = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    for (const payload of [
      `{"hook_event_name":"PreToolUse","cwd":"/work","tool_name":"Write","tool_input":{"file_path":"/work/turns/new.md","content":"x","extra":${nest}}}`,
      `{"hook_event_name":"PreToolUse","cwd":"/work","tool_name":"Write","tool_input":{"file_path":"/home/dev/.claude/projects/-w/memory/build-gate-ledger.md","content":"Status: PASS","extra":${nest}}}`,
      `{"hook_event_name":"SubagentStop","cwd":"/work","agent_type":"x","last_assistant_message":${nest}}`,
      `{"hook_event_name":"Stop","cwd":"/work","stop_hook_active":${nest}}`,
    ]) {
      checkAnswer(await runInMemory(['hook'], { files, symlinks, stdin: payload, env: { HOME: '/home/dev' } }));
    }
  });

  it('arbitrary bytes on stdin', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (stdin) => {
        checkAnswer(await runInMemory(['hook'], { files, stdin, env: { HOME: '/home/dev' } }));
      }),
      { numRuns: 60 },
    );
  });
});
