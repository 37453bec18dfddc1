import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { BIN } from './helpers.js';

/** `gauntlet-lint serve` as a child process, and a loopback HTTP client for it (tests only). */

export interface Ready {
  url: string;
  health: string;
  port: number;
  addresses: string[];
  root: string;
  tokenFile: string | null;
  pid: number;
}

export interface Served {
  child: ChildProcess;
  ready: Ready;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `serve`; resolves once it printed its ready line, or rejects with what it printed when it exits first. */
export function startServe(args: string[], options: { cwd: string; env: Record<string, string> }): Promise<Served> {
  // Port 0 unless given: tests run side by side, never on the default port.
  const child = spawn(process.execPath, [BIN, 'serve', ...(args.includes('--port') ? [] : ['--port', '0']), ...args], { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((done, fail) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline === -1) return;
      const ready = JSON.parse(stdout.slice(0, newline)) as Ready;
      done({
        child,
        ready,
        stderr: () => stderr,
        exited,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then((code) => fail(Object.assign(new Error(`serve exited ${code}: ${stderr}`), { exited: { code, stdout, stderr } satisfies Exited })));
  });
}

/** Runs `serve` expecting it to refuse to start. */
export async function serveRefuses(args: string[], options: { cwd: string; env: Record<string, string> }): Promise<Exited> {
  try {
    const served = await startServe(args, options);
    await served.stop();
    throw new Error('serve started');
  } catch (error) {
    const exited = (error as { exited?: Exited }).exited;
    if (exited === undefined) throw error;
    return exited;
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Call {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** The body, sent at once; or pieces sent `gapMs` apart. */
  body?: string | Buffer;
  pieces?: (string | Buffer)[];
  gapMs?: number;
  /** Called once the request headers and first piece are out. */
  onSent?: () => void;
  host?: string;
}

/** One request on its own connection to 127.0.0.1 (or `host`); never rejects on an HTTP status. */
export function call(port: number, what: Call): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: what.host ?? '127.0.0.1', port, method: what.method ?? 'POST', path: what.path ?? '/hook', headers: what.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('error', fail);
    if (what.pieces === undefined) {
      req.end(what.body);
      what.onSent?.();
      return;
    }
    const [first, ...rest] = what.pieces;
    req.write(first ?? '');
    what.onSent?.();
    const next = (index: number) => {
      if (index === rest.length) return void req.end();
      req.write(rest[index] as string | Buffer);
      setTimeout(() => next(index + 1), what.gapMs ?? 0);
    };
    setTimeout(() => next(0), what.gapMs ?? 0);
  });
}

/** POST a payload with the token, as Claude Code's http hook does. */
export function postHook(port: number, token: string, payload: unknown): Promise<Answer> {
  return call(port, { headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });
}

export const TOKEN = 'test-token-0123456789abcdef';

/** Waits until `check` holds (the server's stderr arrives after its answer); fails after `ms`. */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((done) => setTimeout(done, 20));
  }
}
