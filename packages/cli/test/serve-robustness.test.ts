import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerClaudeHook, type HookConfig, type Linter } from '@gauntlet/hosts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHost } from '../src/node-host.js';
import { startHookServer } from '../src/modes/serve/server.js';
import { tempDir } from './helpers.js';
import { HOOK_CONFIG, RECEIPT_FAIL, RECEIPT_PASS, TURN_BAD, TURN_OK, payloads } from './hook-fixtures.js';
import { type Served, TOKEN, call, postHook, startServe, until } from './serve-client.js';

const { dir: home, cleanup: cleanHome } = tempDir();
const { dir: project, cleanup } = tempDir({ 'gauntlet.config.json': JSON.stringify(HOOK_CONFIG), 'turns/ok.md': TURN_OK, 'turns/legacy.md': TURN_BAD });
const env = { HOME: home, GAUNTLET_HOOK_TOKEN: TOKEN };

let served: Served;
beforeAll(async () => {
  served = await startServe([], { cwd: project, env });
});
afterAll(async () => {
  await served.stop();
  cleanup();
  cleanHome();
});

describe('serve: robustness', () => {
  it('answers concurrent requests, each with its own answer', async () => {
    const mixed = [
      payloads.subagentStop(project, { last_assistant_message: RECEIPT_PASS }),
      payloads.subagentStop(project, { last_assistant_message: RECEIPT_FAIL }),
      payloads.write(project, 'turns/new.md', TURN_OK),
      payloads.write(project, 'turns/new.md', TURN_BAD),
      payloads.written(project, 'turns/legacy.md'),
      payloads.written(project, 'turns/ok.md'),
    ];
    const alone: string[] = [];
    for (const payload of mixed) alone.push((await postHook(served.ready.port, TOKEN, payload)).body);
    expect(alone.filter((body) => body !== '')).toHaveLength(3);
    const together = await Promise.all(Array.from({ length: 48 }, (_, i) => postHook(served.ready.port, TOKEN, mixed[i % mixed.length])));
    together.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(alone[i % mixed.length]);
    });
  });

  it('a hostile body (deeply nested JSON) is answered, and the next request too', async () => {
    const deep = `{"hook_event_name":"PreToolUse","cwd":${JSON.stringify(project)},"tool_name":"Write","tool_input":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(await postHook(served.ready.port, TOKEN, deep)).toMatchObject({ status: 200, body: '' });
    const next = await postHook(served.ready.port, TOKEN, payloads.written(project, 'turns/legacy.md'));
    expect(JSON.parse(next.body)).toMatchObject({ decision: 'block' });
  });

  it('picks a config edit up on the next request, without a restart', async () => {
    const write = payloads.write(project, 'turns/new.md', TURN_BAD);
    expect(JSON.parse((await postHook(served.ready.port, TOKEN, write)).body).hookSpecificOutput.permissionDecision).toBe('deny');
    writeFileSync(join(project, 'gauntlet.config.json'), JSON.stringify({ ...HOOK_CONFIG, files: {} }));
    try {
      expect(await postHook(served.ready.port, TOKEN, write)).toMatchObject({ status: 200, body: '' });
      writeFileSync(join(project, 'gauntlet.config.json'), '{"hooks":{"stop":{"enabled":"yes"}}}');
      expect(await postHook(served.ready.port, TOKEN, write)).toMatchObject({ status: 200, body: '' });
      await until(() => /invalid config .*hooks\.stop\.enabled/.test(served.stderr()));
    } finally {
      writeFileSync(join(project, 'gauntlet.config.json'), JSON.stringify(HOOK_CONFIG));
    }
    expect(JSON.parse((await postHook(served.ready.port, TOKEN, write)).body).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  it('SIGTERM during a slow request: the request is answered, new connections are refused, exit 0', async () => {
    const slow = await startServe([], { cwd: project, env });
    const body = Buffer.from(JSON.stringify(payloads.written(project, 'turns/legacy.md')));
    let sent!: () => void;
    const headersOut = new Promise<void>((done) => (sent = done));
    const answer = call(slow.ready.port, { headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Length': String(body.length) }, pieces: [body.subarray(0, 10), body.subarray(10)], gapMs: 1500, onSent: () => sent() });
    await headersOut;
    await new Promise((done) => setTimeout(done, 500));
    slow.child.kill('SIGTERM');
    await until(() => /SIGTERM: draining 1 request in flight/.test(slow.stderr()));
    await expect(call(slow.ready.port, { headers: { Authorization: `Bearer ${TOKEN}` }, body: '{}' })).rejects.toThrow(/ECONNREFUSED/);
    const answered = await answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ decision: 'block' });
    expect(await slow.exited).toBe(0);
    expect(slow.stderr()).toMatch(/stopped\n$/);
  });
});

describe('serve: one failing request never stops the server (in-process)', () => {
  const throwing: Linter = {
    lintText: () => Promise.reject(new Error('verifier exploded')),
    lintFiles: () => Promise.reject(new Error('verifier exploded')),
  };

  it('a verifier that throws: the request is answered as the hook answers it, and the next one too', async () => {
    const logged: string[] = [];
    const host = createNodeHost(project);
    const server = await startHookServer({
      token: TOKEN,
      port: 0,
      maxBodyBytes: 1 << 20,
      log: (line) => void logged.push(line),
      answer: async (payload) =>
        (await answerClaudeHook({ payload }, async () => ({ ok: true, config: HOOK_CONFIG as HookConfig, environment: { host, linter: throwing } }))).answer,
    });
    try {
      const first = await postHook(server.port, TOKEN, payloads.written(project, 'turns/legacy.md'));
      const expected = (await answerClaudeHook({ payload: payloads.written(project, 'turns/legacy.md') }, async () => ({ ok: true, config: HOOK_CONFIG as HookConfig, environment: { host, linter: throwing } }))).answer;
      expect(first).toMatchObject({ status: 200, body: expected.stdout });
      expect(logged.join('\n')).toContain('verifier exploded');
      expect((await postHook(server.port, TOKEN, payloads.write(project, 'turns/new.md', TURN_OK))).status).toBe(200);
    } finally {
      await server.drain();
    }
  });

  it('an answer that throws: 500 with one line, logged, and the server goes on', async () => {
    const logged: string[] = [];
    let calls = 0;
    const server = await startHookServer({
      token: TOKEN,
      port: 0,
      maxBodyBytes: 1 << 20,
      log: (line) => void logged.push(line),
      answer: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return { stdout: '{"decision":"block","reason":"r"}\n', stderr: '', exitCode: 0 };
      },
    });
    try {
      const failed = await postHook(server.port, TOKEN, { hook_event_name: 'Stop' });
      expect(failed.status).toBe(500);
      expect(failed.body).toBe("gauntlet-lint serve: internal error (see the server's stderr)\n");
      expect(logged).toEqual([expect.stringMatching(/^500 internal error: boom/)]);
      expect(await postHook(server.port, TOKEN, { hook_event_name: 'Stop' })).toMatchObject({ status: 200, body: '{"decision":"block","reason":"r"}\n' });
    } finally {
      await server.drain();
    }
  });
});
