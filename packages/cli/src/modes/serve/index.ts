import type { ModeSpec } from '../mode.js';

/** `gauntlet-lint serve`: the `hook` command's answers over HTTP on loopback (docs/guides/claude-code.md). */
export const serveMode: ModeSpec = {
  name: 'serve',
  summary: 'answer Claude Code http hooks on loopback (POST /hook: what `gauntlet-lint hook` prints), warm',
  synopsis: ['[--port N] [--token-file F] [--cwd DIR]'],
  options: {
    port: { type: 'string', value: 'N', description: 'the loopback port (default 7377, as init claude --http; 0: any free port)' },
    'token-file': {
      type: 'string',
      value: 'F',
      description: 'the token file, created 0600 if missing (default: $GAUNTLET_HOOK_TOKEN, else ~/.config/gauntlet-lint/hook-token)',
    },
    cwd: { type: 'string', value: 'DIR', description: 'the project served (default: the current directory)' },
  },
  positionals: { min: 0, max: 0 },
  notes: [
    'Loopback only; prints one JSON line (url, port, tokenFile). Every request needs `Authorization: Bearer <token>`.',
    'SIGTERM/SIGINT drain and exit 0. See docs/guides/claude-code.md ("The warm path") and docs/guides/security.md.',
  ],
  load: () => import('./run.js'),
};
