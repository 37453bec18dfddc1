import type { CommandSpec } from '../../command.js';

export const visualEvidenceCommand: CommandSpec = {
  name: 'visual-evidence',
  summary: 'gate a UI chunk on visual/AX evidence (symbol-only evidence is rejected)',
  synopsis: ['ENVELOPE.json'],
  spec: 'docs/rules/visual-evidence/README.md',
  options: {},
  inputs: { min: 1, max: 1, files: true },
  families: ['visual-evidence'],
  notes: ['Outcomes: pass → exit 0; warn → exit 0 with a warning; reject → exit 1; a malformed envelope → exit 2.'],
  load: () => import('./run.js'),
};
