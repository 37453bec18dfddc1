import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';
import { HOOK_CONFIG, TURN_BAD, payloads } from './hook-fixtures.js';
import { type Answer, type Served, TOKEN, call, postHook, serveRefuses, startServe, until } from './serve-client.js';

// Each property of the server tried as an attack (docs/guides/security.md, "The hook server").
const { dir: home, cleanup: cleanHome } = tempDir();
const { dir: project, cleanup } = tempDir({ 'gauntlet.config.json': JSON.stringify(HOOK_CONFIG), 'turns/legacy.md': TURN_BAD });
const { dir: outside, cleanup: cleanOutside } = tempDir({ 'gauntlet.config.json': JSON.stringify(HOOK_CONFIG), 'turns/bad.md': TURN_BAD });

let served: Served;
let port: number;
beforeAll(async () => {
  served = await startServe([], { cwd: project, env: { HOME: home, GAUNTLET_HOOK_TOKEN: TOKEN } });
  port = served.ready.port;
});
afterAll(async () => {
  await served.stop();
  cleanup();
  cleanOutside();
  cleanHome();
});

const AUTH = { Authorization: `Bearer ${TOKEN}` };
const BLOCKING = () => payloads.written(project, 'turns/legacy.md');

/** A refusal: the status, one line naming the server, never a hook answer. */
function expectRefused(answer: Answer, status: number, why: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatch(/^gauntlet-lint serve: [^\n]+\n$/);
  expect(answer.body).toMatch(why);
  expect(answer.body).not.toContain('"decision"');
}

describe('serve: the bearer token', () => {
  it('the control: the right token gets the hook answer (a block)', async () => {
    const answer = await postHook(port, TOKEN, BLOCKING());
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ decision: 'block' });
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token of the same length', { Authorization: `Bearer ${TOKEN.replace(/.$/, 'X')}` }],
    ['the token with a suffix', { Authorization: `Bearer ${TOKEN}0` }],
    ['a prefix of the token', { Authorization: `Bearer ${TOKEN.slice(0, 8)}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
    ['the token under another scheme', { Authorization: `Basic ${TOKEN}` }],
    ['the token without a scheme', { Authorization: TOKEN }],
  ])('%s → 401, no answer', async (_, headers) => {
    const answer = await call(port, { headers, body: JSON.stringify(BLOCKING()) });
    expectRefused(answer, 401, /bearer token/);
    expect(answer.headers['www-authenticate']).toBe('Bearer');
  });

  it('GET /health needs the token too', async () => {
    expectRefused(await call(port, { method: 'GET', path: '/health' }), 401, /bearer token/);
    const health = await call(port, { method: 'GET', path: '/health', headers: AUTH });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true });
  });
});

describe('serve: the Host header (DNS rebinding)', () => {
  it.each([
    ['a rebound name', 'attacker.example'],
    ['a rebound name with the port', `attacker.example:${0}`],
    ['a name that starts like loopback', `127.0.0.1.attacker.example:${0}`],
    ['localhost on another port', 'localhost:1'],
    ['0.0.0.0', `0.0.0.0:${0}`],
  ])('%s → 403 even with the right token', async (_, host) => {
    const answer = await call(port, { headers: { ...AUTH, Host: host.replace(/:0$/, `:${port}`) }, body: JSON.stringify(BLOCKING()) });
    expectRefused(answer, 403, /Host header/);
  });

  it('the loopback names on its port are served', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect((await call(port, { headers: { ...AUTH, Host: host }, body: JSON.stringify(BLOCKING()) })).status).toBe(200);
    }
  });

  it('a request without a Host header → 403', async () => {
    const raw = await new Promise<string>((done, fail) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.end(`GET /health HTTP/1.0\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`));
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('listens on loopback addresses only', () => {
    expect(served.ready.addresses.length).toBeGreaterThan(0);
    for (const address of served.ready.addresses) expect(['127.0.0.1', '::1']).toContain(address);
  });
});

describe('serve: methods, paths and bodies', () => {
  it.each([
    ['GET /hook → 405', 'GET', '/hook', 405, /takes POST only/],
    ['PUT /hook → 405', 'PUT', '/hook', 405, /takes POST only/],
    ['DELETE /hook → 405', 'DELETE', '/hook', 405, /takes POST only/],
    ['POST /health → 405', 'POST', '/health', 405, /takes GET only/],
    ['POST / → 404', 'POST', '/', 404, /no route/],
    ['POST /hook/ → 404', 'POST', '/hook/', 404, /no route/],
    ['POST /hooks → 404', 'POST', '/hooks', 404, /no route/],
    ['POST /hook/../admin → 404', 'POST', '/hook/../admin', 404, /no route/],
  ])('%s', async (_, method, path, status, why) => {
    const answer = await call(port, { method, path, headers: AUTH, body: method === 'POST' || method === 'PUT' ? JSON.stringify(BLOCKING()) : undefined });
    expectRefused(answer, status as number, why as RegExp);
    if (status === 405) expect(answer.headers.allow).toBe(path === '/health' ? 'GET' : 'POST');
  });

  it.each([
    ['not JSON', '{"hook_event_name":', /not JSON/],
    ['empty', '', /empty/],
    ['whitespace', ' \n', /empty/],
    ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01]), /not JSON/],
  ])('a body that is %s → 400', async (_, body, why) => {
    expectRefused(await call(port, { headers: AUTH, body }), 400, why);
  });

  it('a body declared over the payload cap → 413 at once', async () => {
    const answer = await call(port, { headers: { ...AUTH, 'Content-Length': String(32 * 1024 * 1024 + 1) }, pieces: ['{'], gapMs: 10_000 }).catch(() => null);
    // The server answers before the body arrives; the client may see the close first.
    if (answer !== null) expectRefused(answer, 413, /payload cap/);
    await until(() => served.stderr().includes('413'));
  });

  it('a chunked body that grows over the payload cap → 413, and the server goes on', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const answer = await call(port, { headers: AUTH, pieces: Array.from({ length: 40 }, () => chunk) }).catch(() => null);
    if (answer !== null) expectRefused(answer, 413, /payload cap/);
    await until(() => /413 .*payload cap/.test(served.stderr()));
    expect((await postHook(port, TOKEN, BLOCKING())).status).toBe(200);
  });
});

describe('serve: reads stay in the project', () => {
  it('a payload cwd outside the project is allowed with a note and not checked', async () => {
    const answer = await postHook(port, TOKEN, payloads.written(outside, 'turns/bad.md'));
    expect(answer).toMatchObject({ status: 200, body: '' });
    await until(() => served.stderr().includes(`the payload's cwd ${JSON.stringify(outside)} is outside the project`));
  });

  it('a file path outside the project (absolute, .., or through a link) is not read', async () => {
    symlinkSync(outside, join(project, 'turns/out'));
    for (const file_path of [`${outside}/turns/bad.md`, `${project}/turns/../../${outside.split('/').pop()}/turns/bad.md`, `${project}/turns/out/turns/bad.md`]) {
      const answer = await postHook(port, TOKEN, { ...payloads.written(project, 'x'), tool_input: { file_path, content: '' } });
      expect(answer).toMatchObject({ status: 200, body: '' });
    }
  });
});

describe('serve: the token file', () => {
  const env = { HOME: home };

  it('is created with mode 0600 and a long random token, and read again on the next start', async () => {
    const file = join(home, 'tokens/hook-token');
    const first = await startServe(['--token-file', file], { cwd: project, env });
    try {
      expect(first.ready.tokenFile).toBe(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const token = readFileSync(file, 'utf8').trim();
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await postHook(first.ready.port, token, BLOCKING())).status).toBe(200);
      expect((await postHook(first.ready.port, TOKEN, BLOCKING())).status).toBe(401);
    } finally {
      await first.stop();
    }
    const token = readFileSync(file, 'utf8').trim();
    const second = await startServe(['--token-file', file], { cwd: project, env });
    try {
      expect(readFileSync(file, 'utf8').trim()).toBe(token);
      expect((await postHook(second.ready.port, token, BLOCKING())).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('the default file is under ~/.config/gauntlet-lint when GAUNTLET_HOOK_TOKEN is not set', async () => {
    const started = await startServe([], { cwd: project, env });
    await started.stop();
    expect(started.ready.tokenFile).toBe(join(home, '.config/gauntlet-lint/hook-token'));
    expect(statSync(join(home, '.config/gauntlet-lint/hook-token')).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['mode 0644', (file: string) => (writeFileSync(file, `${TOKEN}\n`), chmodSync(file, 0o644)), /mode is 0644; others may read it/],
    ['mode 0640', (file: string) => (writeFileSync(file, `${TOKEN}\n`), chmodSync(file, 0o640)), /mode is 0640/],
    ['a symbolic link to a 0600 file', (file: string) => (writeFileSync(`${file}.real`, `${TOKEN}\n`, { mode: 0o600 }), symlinkSync(`${file}.real`, file)), /symbolic link/],
    ['a dangling symbolic link', (file: string) => symlinkSync(`${file}.nowhere`, file), /symbolic link/],
    ['a directory', (file: string) => mkdirSync(file), /not a regular file/],
    ['a short token', (file: string) => writeFileSync(file, 'short\n', { mode: 0o600 }), /shorter than 16/],
  ])('refuses to start on a token file that is %s (exit 2, one line, nothing on stdout)', async (_, make, why) => {
    const dir = join(home, `refuse-${Math.random().toString(36).slice(2)}`);
    mkdirSync(dir, { mode: 0o700 });
    const file = join(dir, 'hook-token');
    make(file);
    const exited = await serveRefuses(['--token-file', file], { cwd: project, env });
    expect(exited.code).toBe(2);
    expect(exited.stdout).toBe('');
    expect(exited.stderr).toMatch(/^gauntlet-lint: serve: refusing the token file [^\n]+\n$/);
    expect(exited.stderr).toMatch(why);
  });

  it('refuses a token file in a folder others can write', async () => {
    const dir = join(home, 'open-folder');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const exited = await serveRefuses(['--token-file', join(dir, 'hook-token')], { cwd: project, env });
    expect(exited).toMatchObject({ code: 2, stdout: '' });
    expect(exited.stderr).toMatch(/folder is writable by others/);
  });

  it('refuses a short GAUNTLET_HOOK_TOKEN', async () => {
    const exited = await serveRefuses([], { cwd: project, env: { ...env, GAUNTLET_HOOK_TOKEN: 'abc' } });
    expect(exited).toMatchObject({ code: 2, stdout: '' });
    expect(exited.stderr).toMatch(/shorter than 16 characters/);
  });
});
