import type { CommandSpec } from '../../command.js';

export const handoffCommand: CommandSpec = {
  name: 'handoff',
  summary: 'check a phase handoff manifest (handoff-N-to-M.md)',
  synopsis: ['FILE [--ledger FILE] [--previous FILE]'],
  spec: 'docs/rules/handoff/README.md',
  options: {
    ledger: { type: 'string', value: 'FILE', description: 'the build gate ledger: phase N must have passed; Goal and Mode must match' },
    previous: { type: 'string', value: 'FILE', description: 'the previous manifest: its decisions must be carried forward verbatim' },
  },
  inputs: { min: 1, max: 1, files: true },
  families: ['handoff'],
  notes: ['The file name is part of the input: handoff-N-to-M.md must match the header.'],
  load: () => import('./run.js'),
};
