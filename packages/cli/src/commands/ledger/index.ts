import type { CommandSpec } from '../../command.js';

export const ledgerCommand: CommandSpec = {
  name: 'ledger',
  summary: 'check a build gate ledger; --start-phase N asks whether phase N may start',
  synopsis: ['FILE [--markers DIR --pipeline-id ID] [--start-phase N] [--previous FILE] [--prefix NAME]'],
  spec: 'docs/rules/ledger/README.md',
  options: {
    markers: { type: 'string', value: 'DIR', description: 'the quality-gate verdict folder (gate-verdict-*.md): the newest marker of the PipelineID must be PASS' },
    'pipeline-id': { type: 'string', value: 'ID', description: 'the active PipelineID for --markers (default: the ledger header PipelineID)' },
    'start-phase': { type: 'string', value: 'N', description: 'may phase N (1-4) start? (data.gate)' },
    previous: { type: 'string', value: 'FILE', description: 'the ledger before this write: every status change must be legal' },
    prefix: { type: 'string', value: 'NAME', description: 'PipelineID prefix (default build)' },
  },
  inputs: { min: 1, max: 1, files: true },
  families: ['ledger'],
  notes: ['data.phases lists the phases; data.gate is {phase, allowed, reasons} with --start-phase, else null.'],
  load: () => import('./run.js'),
};
