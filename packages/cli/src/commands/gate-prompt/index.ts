import type { CommandSpec } from '../../command.js';

export const gatePromptCommand: CommandSpec = {
  name: 'gate-prompt',
  summary: 'check a structured gate question payload (AskUserQuestion)',
  synopsis: ['[--pattern NAME] [--max-options N] FILE.json|-'],
  spec: 'docs/rules/gate-prompt/README.md',
  options: {
    pattern: { type: 'string', value: 'NAME', description: 'the named gate pattern the questions must follow' },
    'max-options': { type: 'string', value: 'N', description: 'option cap per question (default 4)' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['gate-prompt'],
  notes: ['A malformed payload (not the question shape) is a structural error: exit 2.'],
  load: () => import('./run.js'),
};
