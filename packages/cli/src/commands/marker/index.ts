import type { CommandSpec } from '../../command.js';

export const markerCommand: CommandSpec = {
  name: 'marker',
  summary: 'check the first-line gate marker of skill turns',
  synopsis: ['[--inventory FILE] FILE...|-'],
  spec: 'docs/rules/marker/README.md',
  options: {
    inventory: { type: 'string', value: 'FILE', description: 'gate inventory: a JSON array of <skill>/<id>, or one per line (unknown gates fail)' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['marker'],
  notes: ['Each FILE is one assistant turn; line 1 must be the marker, e.g. "gauntlet: gate=brainstorming/user-review-gate recommended=3".'],
  load: () => import('./run.js'),
};
