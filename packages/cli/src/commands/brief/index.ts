import type { CommandSpec } from '../../command.js';

export const briefCommand: CommandSpec = {
  name: 'brief',
  summary: 'check that hand-off briefs name the seven ownership fields',
  synopsis: ['FILE...'],
  spec: 'docs/rules/brief/README.md',
  options: {},
  inputs: { min: 1, max: null, files: true },
  families: ['brief'],
  notes: ['Fields: owns, does-not-own, interface-contract, integration-checkpoint, allowed-tools, denied-tools, acceptance-criteria.'],
  load: () => import('./run.js'),
};
