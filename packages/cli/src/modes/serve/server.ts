import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ClaudeHookAnswer, HOOK_NOTE_PREFIX } from '@gauntlet/hosts';
import { HOOK_PATH } from '../../hook-endpoint.js';
import { bearerMatcher } from './token.js';

/**
 * The HTTP transport of `serve`: Claude Code's http hooks on loopback (docs/guides/claude-code.md,
 * "The warm path"; the threat model is in docs/guides/security.md). It only moves bytes: the
 * answer to a payload is `answer`'s, the very function whose stdout `gauntlet-lint hook` prints.
 */
export type AnswerHook = (payload: unknown) => Promise<ClaudeHookAnswer>;

export interface HookServerOptions {
  token: string;
  /** The port to bind (0: the system chooses one). */
  port: number;
  /** The largest body read; a larger one is answered 413 without reading the rest. */
  maxBodyBytes: number;
  answer: AnswerHook;
  /** One line for the server's stderr (no newline). */
  log(line: string): void;
}

export interface HookServer {
  port: number;
  /** The loopback addresses it listens on: 127.0.0.1, and ::1 where the system has it. */
  addresses: string[];
  /** Stops accepting, lets the requests in flight finish, then resolves. */
  drain(): Promise<void>;
  /** Requests being answered now. */
  inFlight(): number;
}

export const HEALTH_PATH = '/health';
const ROUTES: Record<string, string> = { [HOOK_PATH]: 'POST', [HEALTH_PATH]: 'GET' };

class Rejection extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A header value shown in a log line: short, quoted, control characters escaped. */
const shown = (value: string | undefined) => (value === undefined ? 'none' : JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value));

/** The Host values a loopback client sends for this port; anything else may be a rebound DNS name. */
function loopbackHosts(port: number): Set<string> {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  return new Set([...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])]);
}

function readBody(request: IncomingMessage, cap: number): Promise<Buffer> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > cap) return Promise.reject(new Rejection(413, `the body is over the ${cap}-byte payload cap`));
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        request.removeAllListeners('data');
        request.pause();
        fail(new Rejection(413, `the body is over the ${cap}-byte payload cap`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => done(Buffer.concat(chunks, size)));
    request.on('error', fail);
  });
}

function parseJson(body: Buffer): unknown {
  // TextDecoder drops a leading BOM, as the hook command's payload reader does.
  const text = new TextDecoder().decode(body);
  if (text.trim() === '') throw new Rejection(400, 'the body is empty; expected the hook payload JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw new Rejection(400, 'the body is not JSON; expected the hook payload JSON');
  }
}

export async function startHookServer(options: HookServerOptions): Promise<HookServer> {
  let port = options.port;
  let allowedHosts = loopbackHosts(port);
  const authorized = bearerMatcher(options.token);
  let draining = false;
  let active = 0;
  let served = 0;
  // Connections told to close after a refusal: what the client still sends on them is not a request.
  const closing = new WeakSet<object>();

  const send = (response: ServerResponse, status: number, body: string, type: string) => {
    if (response.headersSent) return;
    response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', ...(draining ? { Connection: 'close' } : {}) });
    response.end(body);
  };
  const reject = (request: IncomingMessage, response: ServerResponse, status: number, why: string, extra: Record<string, string> = {}) => {
    options.log(`${status} ${shown(request.method)} ${shown(request.url)}: ${why}`);
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
    // The unread rest of a body is not worth reading: the connection closes after this answer.
    if (!request.complete) {
      response.setHeader('Connection', 'close');
      closing.add(request.socket);
    }
    send(response, status, `gauntlet-lint serve: ${why}\n`, 'text/plain; charset=utf-8');
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host?.toLowerCase();
    if (host === undefined || !allowedHosts.has(host)) return reject(request, response, 403, `the Host header ${shown(request.headers.host)} is not this server's loopback address`);
    if (!authorized(request.headers.authorization)) return reject(request, response, 401, 'a missing or wrong bearer token', { 'WWW-Authenticate': 'Bearer' });
    const path = (request.url ?? '').split('?')[0] ?? '';
    const method = ROUTES[path];
    if (method === undefined) return reject(request, response, 404, `no route ${shown(path)} (POST ${HOOK_PATH}, GET ${HEALTH_PATH})`);
    if (request.method !== method) return reject(request, response, 405, `${path} takes ${method} only`, { Allow: method });
    if (path === HEALTH_PATH) return send(response, 200, `${JSON.stringify({ ok: true, inFlight: active - 1, served })}\n`, 'application/json');
    let payload: unknown;
    try {
      payload = parseJson(await readBody(request, options.maxBodyBytes));
    } catch (error) {
      if (error instanceof Rejection) return reject(request, response, error.status, error.message);
      throw error;
    }
    const answer = await options.answer(payload);
    // The notes the hook command writes on stderr, one line each, on the server's stderr.
    for (const note of answer.stderr.split('\n')) if (note !== '') options.log(note.startsWith(HOOK_NOTE_PREFIX) ? note.slice(HOOK_NOTE_PREFIX.length) : note);
    served += 1;
    send(response, 200, answer.stdout, 'application/json');
  };

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    active += 1;
    response.once('close', () => (active -= 1));
    // A failing request answers 500 and the server goes on: one bad request never takes it down.
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      options.log(`500 internal error: ${message.replace(/[\r\n]+/g, ' ')} (this is a bug; please report it)`);
      send(response, 500, 'gauntlet-lint serve: internal error (see the server\'s stderr)\n', 'text/plain; charset=utf-8');
    });
  };

  const configure = (server: Server) => {
    server.headersTimeout = 10_000;
    server.requestTimeout = 60_000;
    server.keepAliveTimeout = 5_000;
    server.maxHeadersCount = 64;
    server.on('clientError', (error, socket) => {
      if (closing.has(socket)) return void socket.destroy();
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      else socket.destroy();
      options.log(`400 unreadable request: ${error.message.replace(/[\r\n]+/g, ' ')}`);
    });
    return server;
  };

  const listen = (server: Server, address: string, at: number) =>
    new Promise<number>((done, fail) => {
      server.once('error', fail);
      server.listen({ host: address, port: at, exclusive: true }, () => {
        server.off('error', fail);
        done((server.address() as AddressInfo).port);
      });
    });

  const servers: Server[] = [];
  const v4 = configure(createServer(onRequest));
  port = await listen(v4, '127.0.0.1', port);
  servers.push(v4);
  const addresses = ['127.0.0.1'];
  const v6 = configure(createServer(onRequest));
  try {
    await listen(v6, '::1', port);
    servers.push(v6);
    addresses.push('::1');
  } catch (error) {
    options.log(`not listening on [::1]:${port} (${(error as NodeJS.ErrnoException).code ?? 'error'}); 127.0.0.1 only`);
  }
  allowedHosts = loopbackHosts(port);

  const drain = async () => {
    draining = true;
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      ),
    );
  };
  return { port, addresses, drain, inFlight: () => active };
}
