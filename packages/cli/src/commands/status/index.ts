import type { CommandSpec } from '../../command.js';

export const statusCommand: CommandSpec = {
  name: 'status',
  summary: 'check a stored pipeline-status.md (optionally against its previous version)',
  synopsis: ['FILE [--previous FILE]'],
  spec: 'docs/rules/status/README.md',
  options: {
    previous: { type: 'string', value: 'FILE', description: 'the previous version: health may not move back within a phase, Started must not change' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['status'],
  load: () => import('./run.js'),
};
