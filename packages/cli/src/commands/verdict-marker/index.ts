import type { CommandSpec } from '../../command.js';

export const verdictMarkerCommand: CommandSpec = {
  name: 'verdict-marker',
  summary: 'check quality-gate verdict markers (gate-verdict-<run-id>.md, MarkerVersion 2)',
  synopsis: ['FILE...'],
  spec: 'docs/rules/verdict-marker/README.md',
  options: {},
  inputs: { min: 1, max: null, files: true },
  families: ['verdict-marker'],
  notes: ['data.verdict and data.pipelineId are the marker fields (null when absent).'],
  load: () => import('./run.js'),
};
