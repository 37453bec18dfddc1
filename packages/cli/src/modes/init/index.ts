import type { ModeSpec } from '../mode.js';
import { DEFAULT_TARGET, INIT_TARGETS } from './targets.js';

/** `gauntlet-lint init [TARGET] [--dry-run] [--force]`. */
export const initMode: ModeSpec = {
  name: 'init',
  summary: 'set a repository up: find its workflows and write gauntlet.config.json',
  synopsis: [`[${INIT_TARGETS.map((target) => target.name).join('|')}] [--dry-run] [--force]`],
  options: {
    'dry-run': { type: 'boolean', description: 'print what would be written; write nothing' },
    force: { type: 'boolean', description: 'replace what is already there (init never overwrites without it)' },
  },
  positionals: { min: 0, max: 1 },
  notes: [
    'Targets:',
    ...INIT_TARGETS.map((target) => `  ${target.name.padEnd(10)}${target.summary}`),
    '',
    `Without a target, init runs "${DEFAULT_TARGET}": it looks for crucible (dispatch folders, receipts, gate ledgers,`,
    'contracts), build-loop (.build-loop/, docs/plans), pi-gauntlet (.pi/settings.json, doc/specs with its headers)',
    'and GSD (.planning/) in the working directory, prints what it found and why, and writes the mapping.',
    'Exit codes: 0 done (or nothing found), 2 a file is in the way (without --force) or an unknown target.',
  ],
  load: () => import('./run.js'),
};
