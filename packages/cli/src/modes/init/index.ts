import { DEFAULT_HOOK_PORT } from '../../hook-endpoint.js';
import type { ModeSpec } from '../mode.js';
import { DEFAULT_TARGET, INIT_TARGETS } from './targets.js';

/** `gauntlet-lint init [TARGET] [--dry-run] [--force]`, and `init claude [--http [--port N]]`. */
export const initMode: ModeSpec = {
  name: 'init',
  summary: 'set a repository up: write gauntlet.config.json, or (init claude) wire the Claude Code hooks',
  synopsis: [`[${INIT_TARGETS.map((target) => target.name).join('|')}] [--dry-run] [--force]`, 'claude [--http [--port N]] [--dry-run] [--force]'],
  options: {
    'dry-run': { type: 'boolean', description: 'print what would be written; write nothing' },
    force: { type: 'boolean', description: 'replace what is already there (init never overwrites without it)' },
    http: { type: 'boolean', description: 'init claude: http hooks to `gauntlet-lint serve` (bearer token from $GAUNTLET_HOOK_TOKEN) instead of command hooks' },
    port: { type: 'string', value: 'N', description: `init claude --http: the port serve listens on (default ${DEFAULT_HOOK_PORT})` },
  },
  positionals: { min: 0, max: 1 },
  notes: [
    'Targets:',
    ...INIT_TARGETS.map((target) => `  ${target.name.padEnd(10)}${target.summary}`),
    '',
    `Without a target, init runs "${DEFAULT_TARGET}": it looks for crucible (dispatch folders, receipts, gate ledgers,`,
    'contracts), build-loop (.build-loop/, docs/plans), pi-gauntlet (.pi/settings.json, doc/specs with its headers)',
    'and GSD (.planning/) in the working directory, prints what it found and why, and writes the mapping.',
    '',
    'init claude merges one hook per event (PreToolUse and PostToolUse on Write|Edit|MultiEdit, SubagentStop, Stop) into',
    '.claude/settings.json, keeping every setting and hook already there; run twice, it changes nothing. --force switches',
    "gauntlet's own entries to the ones asked for (the command hooks, or the http hooks with --http). See docs/guides/claude-code.md.",
    'Exit codes: 0 done (or nothing found), 2 a file is in the way (without --force), settings it cannot merge into, or an unknown target.',
  ],
  load: () => import('./run.js'),
};
