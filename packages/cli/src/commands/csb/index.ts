import type { CommandSpec } from '../../command.js';

export const csbCommand: CommandSpec = {
  name: 'csb',
  summary: 'check a Compression State Block (optionally against the previous block)',
  synopsis: ['FILE [--previous FILE]'],
  spec: 'docs/rules/csb/README.md',
  options: {
    previous: { type: 'string', value: 'FILE', description: 'the previous block of the session: decisions and progress must carry forward' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['csb'],
  load: () => import('./run.js'),
};
