import type { ModeSpec } from '../mode.js';

/** `gauntlet-lint serve`: the `hook` command's answers over HTTP on loopback (docs/guides/claude-code.md). */
export const serveMode: ModeSpec = {
  name: 'serve',
  summary: 'answer Claude Code http hooks on loopback: POST /hook answers what `gauntlet-lint hook` prints, warm',
  synopsis: ['[--port N] [--token-file F] [--cwd DIR]'],
  options: {
    port: { type: 'string', value: 'N', description: 'the port on 127.0.0.1 and ::1 (default 7377, where `init claude --http` points; 0: the system chooses one, printed)' },
    'token-file': {
      type: 'string',
      value: 'F',
      description: 'the bearer token file, created with mode 0600 when missing (default: $GAUNTLET_HOOK_TOKEN, else ~/.config/gauntlet-lint/hook-token)',
    },
    cwd: { type: 'string', value: 'DIR', description: 'the project served: payload cwds must lie inside it (default: the current directory)' },
  },
  positionals: { min: 0, max: 0 },
  notes: [
    'Listens on loopback only and prints one JSON line on stdout: {"url","health","port","addresses","root","tokenFile","pid"}.',
    'Every request needs `Authorization: Bearer <token>` and a loopback Host header. POST /hook takes a hook payload and',
    'answers 200 with exactly the JSON `gauntlet-lint hook` prints (empty for a plain allow); GET /health answers {"ok":true,...}.',
    'A refused request gets 401/403/404/405/413/400 and one line. Notes go to stderr. Config is read afresh for every request.',
    'SIGTERM or SIGINT finishes the requests in flight and exits 0. Wire Claude Code to it with `gauntlet-lint init claude --http`.',
    'See docs/guides/claude-code.md ("The warm path") and docs/guides/security.md.',
  ],
  load: () => import('./run.js'),
};
