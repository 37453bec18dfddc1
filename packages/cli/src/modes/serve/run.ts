import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { GauntletError } from '@gauntlet/core';
import { MAX_PAYLOAD_BYTES } from '@gauntlet/hosts';
import { optionString } from '../../command.js';
import { DEFAULT_HOOK_PORT, HOOK_PATH, parsePort as parseHookPort } from '../../hook-endpoint.js';
import { createConfigCache } from '../../config-cache.js';
import { createNodeHost } from '../../node-host.js';
import { answerHook } from '../hook/answer.js';
import type { ModeRun } from '../mode.js';
import { HEALTH_PATH, type HookServer, startHookServer } from './server.js';
import { loadToken } from './token.js';

function projectRoot(cwd: string, option: string | undefined): string {
  if (option === undefined) return cwd;
  const root = resolve(cwd, option);
  let isDirectory = false;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    isDirectory = false;
  }
  if (!isDirectory) throw new GauntletError('usage', `serve: --cwd ${JSON.stringify(option)} is not a directory`);
  return root;
}

/** The port given (0: the system chooses one), else the one `init claude --http` points at. */
function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_HOOK_PORT;
  const port = value === '0' ? 0 : parseHookPort(value);
  if (port === null) throw new GauntletError('usage', `serve: --port ${JSON.stringify(value)} is not a port (0-65535; 0 lets the system choose)`);
  return port;
}

async function start(run: ModeRun, port: number, token: string, root: string): Promise<HookServer> {
  const { io } = run;
  const host = createNodeHost(root);
  const configCache = createConfigCache();
  try {
    return await startHookServer({
      token,
      port,
      maxBodyBytes: MAX_PAYLOAD_BYTES,
      // The hook command's own answer: payload cwds must lie in the project served. The config is
      // looked up for each request (an edit applies without a restart); an unchanged one is not re-read.
      answer: async (payload) => (await answerHook({ host, env: io.env, payload, root, configCache })).answer,
      log: (line) => io.writeStderr(`gauntlet-lint serve: ${line}\n`),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'it is in use' : code === 'EACCES' ? 'permission denied' : (code ?? (error instanceof Error ? error.message : String(error)));
    throw new GauntletError('usage', `serve: cannot listen on 127.0.0.1:${port} (${why})`);
  }
}

/**
 * `gauntlet-lint serve`: Claude Code's http hooks, warm, on loopback. Prints one JSON line (url,
 * port, token file) once it listens; serves until SIGTERM or SIGINT, then finishes the requests in
 * flight and exits 0. A second signal exits at once (1).
 */
export async function main(run: ModeRun): Promise<number> {
  const { io, values } = run;
  const port = parsePort(optionString(values, 'port'));
  const root = projectRoot(io.cwd, optionString(values, 'cwd'));
  const token = loadToken({ tokenFile: optionString(values, 'token-file'), cwd: io.cwd, env: io.env });
  const server = await start(run, port, token.value, root);

  const base = `http://127.0.0.1:${server.port}`;
  const ready = { url: `${base}${HOOK_PATH}`, health: `${base}${HEALTH_PATH}`, port: server.port, addresses: server.addresses, root, tokenFile: token.file, pid: process.pid };
  await io.stdout.write(`${JSON.stringify(ready)}\n`);
  await io.stdout.commit();

  const escaped = (error: unknown) => io.writeStderr(`gauntlet-lint serve: internal error outside any request: ${error instanceof Error ? error.message : String(error)} (this is a bug; please report it)\n`);
  process.on('unhandledRejection', escaped);
  process.on('uncaughtException', escaped);
  const signal = await new Promise<NodeJS.Signals>((done) => {
    process.once('SIGTERM', () => done('SIGTERM'));
    process.once('SIGINT', () => done('SIGINT'));
  });
  const inFlight = server.inFlight();
  io.writeStderr(`gauntlet-lint serve: ${signal}: draining ${inFlight} request${inFlight === 1 ? '' : 's'} in flight\n`);
  const again = () => {
    io.writeStderr(`gauntlet-lint serve: second signal: exiting without waiting\n`);
    process.exit(1);
  };
  process.once('SIGTERM', again);
  process.once('SIGINT', again);
  await server.drain();
  process.off('SIGTERM', again);
  process.off('SIGINT', again);
  process.off('unhandledRejection', escaped);
  process.off('uncaughtException', escaped);
  io.writeStderr('gauntlet-lint serve: stopped\n');
  return 0;
}
