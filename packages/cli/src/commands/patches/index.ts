import type { CommandSpec } from '../../command.js';

export const patchesCommand: CommandSpec = {
  name: 'patches',
  summary: 'hunk verification gate: user-added lines survive a re-applied patch',
  synopsis: ['--patches-dir D --config-dir D [--pristine-dir D] [--compat v1]'],
  spec: 'docs/rules/patches/README.md',
  options: {
    'patches-dir': { type: 'string', value: 'D', description: 'the backup tree (the user\'s modified copies, plus backup-meta.json)' },
    'config-dir': { type: 'string', value: 'D', description: 'the installed tree (the merged result)' },
    'pristine-dir': { type: 'string', value: 'D', description: 'the unmodified upstream copy of the old version (the diff baseline)' },
    compat: { type: 'string', value: 'v1', description: 'v1: the original six-code gate (no pristine-drift detection)' },
    json: { type: 'boolean', description: 'alias of --format json' },
  },
  inputs: { min: 0, max: 0, files: false },
  families: ['patches'],
  notes: [
    'One result per backed-up file, id = its path relative to the patches dir, data = {status, missing, reason}.',
    'A missing --patches-dir/--config-dir flag is a usage error; a named directory that does not exist exits 2.',
  ],
  load: () => import('./run.js'),
};
