import type { CommandSpec } from '../../command.js';

export const cairnCommand: CommandSpec = {
  name: 'cairn',
  summary: 'check an Invariant Cairn: phase entry check, and reconciliation against the receipt ledger',
  synopsis: ['FILE [--reconcile] [--receipt-ledger FILE] [--expected-phase P] [--active-run FILE]'],
  spec: 'docs/rules/cairn/README.md',
  options: {
    reconcile: { type: 'boolean', description: 'run the reconciliation pass (implied by --receipt-ledger)' },
    'receipt-ledger': { type: 'string', value: 'FILE', description: 'the run\'s receipt-ledger.jsonl (unreadable = a cairn_ledger_unreadable finding)' },
    'expected-phase': { type: 'string', value: 'P', description: 'the PHASE value must equal P exactly, e.g. "plan / 2"' },
    'active-run': { type: 'string', value: 'FILE', description: 'the active-run.md marker (Rule 3; unreadable = a note)' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['cairn'],
  notes: ['Reconciliation notes (receipt-less cairn, range lines, in-context checks) are listed in data.notes.'],
  load: () => import('./run.js'),
};
