import type { Host } from '@gauntlet/core';
import { createMemoryHost, resolvePath } from '@gauntlet/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerClaudeHook } from './answer.js';
import { CONFIG, FAILING_RECEIPT, GOOD_TURN, preToolUse, subagentStop } from './fixtures.test-helpers.js';
import { testLinter } from './linter.test-helpers.js';
import { readInside } from './reads.js';
import type { HookConfig } from './types.js';

/** A host that records every read and treats `special` paths as FIFOs whose read would hang. */
function watchedHost(base: Host, special: readonly string[], reads: string[]): Host {
  const isSpecial = (path: string) => special.includes(resolvePath(base.cwd, path));
  return {
    ...base,
    cwd: base.cwd,
    stat: async (path) => (isSpecial(path) ? { kind: 'other', size: 0 } : base.stat(path)),
    lstat: async (path) => (isSpecial(path) ? { kind: 'other', size: 0 } : base.lstat(path)),
    realpath: async (path) => (isSpecial(path) ? resolvePath(base.cwd, path) : base.realpath(path)),
    readFile: async (path) => {
      reads.push(resolvePath(base.cwd, path));
      if (isSpecial(path)) return new Promise(() => {});
      return base.readFile(path);
    },
  };
}

function answer(payload: unknown, host: Host, config: HookConfig = CONFIG) {
  return answerClaudeHook({ payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }, async () => ({
    ok: true,
    config,
    environment: { host, linter: testLinter(host, config), home: '/home/dev' },
  }));
}

const transcriptDir = '/home/dev/.claude/projects/-work/s/subagents';

describe('hostile payloads: allow or deny, never a crash, never a read outside', () => {
  const files = {
    '/work/turns/ok.txt': GOOD_TURN,
    '/etc/secret.txt': 'RCPT v1 leaked\n',
    [`${transcriptDir}/real.jsonl`]: JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: FAILING_RECEIPT } }),
  };
  const symlinks = { [`${transcriptDir}/out.jsonl`]: '/etc/secret.txt', '/work/turns/out.txt': '/etc/secret.txt' };

  it('a transcript that is a FIFO is refused before a byte is read', async () => {
    const reads: string[] = [];
    const host = watchedHost(createMemoryHost({ cwd: '/work', files }), [`${transcriptDir}/fifo.jsonl`], reads);
    const { decision, answer: out } = await answer(subagentStop({ agent_transcript_path: `${transcriptDir}/fifo.jsonl`, agent_type: 'impl' }), host, { hooks: { subagentStop: { requireReceipt: ['impl'] } } });
    expect(decision).toMatchObject({ action: 'allow', outcome: 'check_failed' });
    expect(out.stderr).toMatch(/not a regular file/);
    expect(reads).toEqual([]);
  });

  it('a transcript path outside ~/.claude/projects and the project, or linked out of them, is not read', async () => {
    for (const path of ['/etc/secret.txt', `${transcriptDir}/out.jsonl`, `${transcriptDir}/../../../../../../etc/secret.txt`]) {
      const reads: string[] = [];
      const host = watchedHost(createMemoryHost({ cwd: '/work', files, symlinks }), [], reads);
      const { decision } = await answer(subagentStop({ agent_transcript_path: path }), host);
      expect(decision.action).toBe('allow');
      expect(reads.filter((read) => read.startsWith('/etc'))).toEqual([]);
    }
  });

  it('a transcript inside ~/.claude/projects is read', async () => {
    const host = createMemoryHost({ cwd: '/work', files });
    const { decision } = await answer(subagentStop({ agent_transcript_path: `${transcriptDir}/real.jsonl` }), host);
    expect(decision).toMatchObject({ action: 'block', outcome: 'receipt_has_blockers' });
  });

  it('an Edit of a link out of the project is not applied or linted', async () => {
    const reads: string[] = [];
    const host = watchedHost(createMemoryHost({ cwd: '/work', files, symlinks }), [], reads);
    const { decision } = await answer(preToolUse('Edit', { file_path: '/work/turns/out.txt', old_string: 'leaked', new_string: 'x' }), host);
    expect(decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
    expect(reads).toEqual([]);
  });

  it('a huge last_assistant_message is handled within the payload cap', async () => {
    const host = createMemoryHost({ cwd: '/work', files });
    const message = `${'x'.repeat(8 * 1024 * 1024)}\n${FAILING_RECEIPT}`;
    const { decision } = await answer(subagentStop({ last_assistant_message: message }), host);
    expect(decision).toMatchObject({ action: 'block', outcome: 'receipt_has_blockers' });
  });

  it('readInside refuses NUL, .. and paths outside every root without touching the host', async () => {
    const reads: string[] = [];
    const host = watchedHost(createMemoryHost({ cwd: '/work', files }), [], reads);
    expect(await readInside(host, 'a\0b', ['/work'], 10)).toMatchObject({ ok: false, missing: false });
    expect(await readInside(host, '/work/../etc/secret.txt', ['/work'], 10)).toMatchObject({ ok: false, missing: false });
    expect(await readInside(host, '/etc/secret.txt', ['/work'], 100)).toMatchObject({ ok: false, missing: false });
    expect(await readInside(host, '/work/turns/ok.txt', ['/work'], 5)).toMatchObject({ ok: false, why: expect.stringContaining('cap') });
    expect(reads).toEqual([]);
  });

  it('arbitrary payload shapes for every event allow, block or deny, and never throw (property)', async () => {
    const host = createMemoryHost({ cwd: '/work', files, symlinks });
    const value = fc.oneof(fc.string(), fc.constant('/work/turns/ok.txt'), fc.constant('/etc/secret.txt'), fc.constant('../../etc/secret.txt'), fc.constant('a\0b'), fc.jsonValue());
    const payload = fc.record(
      {
        hook_event_name: fc.constantFrom('PreToolUse', 'PostToolUse', 'SubagentStop', 'Stop', 'pre-tool-use', 'Other'),
        cwd: fc.oneof(fc.constant('/work'), fc.string()),
        tool_name: fc.constantFrom('Write', 'Edit', 'MultiEdit', 'Bash'),
        tool_input: fc.record({ file_path: value, content: value, old_string: value, new_string: value, edits: fc.array(fc.record({ old_string: value, new_string: value })) }, { requiredKeys: [] }),
        stop_hook_active: fc.jsonValue(),
        last_assistant_message: fc.oneof(fc.string(), fc.constant(FAILING_RECEIPT)),
        agent_transcript_path: value,
        agent_type: value,
      },
      { requiredKeys: ['hook_event_name'] },
    );
    await fc.assert(
      fc.asyncProperty(payload, async (input) => {
        const { decision, answer: out } = await answer(input, host);
        expect(['allow', 'block', 'deny']).toContain(decision.action);
        expect(out.exitCode).toBe(0);
        if (out.stdout !== '') expect(() => JSON.parse(out.stdout)).not.toThrow();
        expect(out.stdout.split('\n').length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 150 },
    );
  });
});
