import type { CommandSpec } from '../../command.js';

export const receiptLedgerCommand: CommandSpec = {
  name: 'receipt-ledger',
  summary: 'check a pipeline receipt ledger (receipt-ledger.jsonl) line by line',
  synopsis: ['FILE.jsonl', '--manifest FILE.jsonl   (check a dispatch manifest.jsonl instead)'],
  spec: 'docs/rules/receipt-ledger/README.md',
  options: {
    manifest: { type: 'boolean', description: 'the inputs are dispatch manifests (manifest.jsonl, docs/rules/receipt-ledger/README.md#dispatch-manifest-entries)' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['receipt-ledger'],
  notes: ['A bad line is a finding, not a usage error: crucible\'s readers skip such lines silently.'],
  load: () => import('./run.js'),
};
