import type { CommandSpec } from '../../command.js';

export const receiptCommand: CommandSpec = {
  name: 'receipt',
  summary: "lint crucible Ledger Return Protocol receipts (Tier-1 text, Tier-2 disk, ledger binding, --eval batches)",
  synopsis: [
    '[--tier1|--tier2] [--root DIR]... [--strict] [--ledger PATH] FILE...|-',
    '--eval FILE.jsonl',
    '--bind-only --ledger PATH FILE',
  ],
  spec: 'docs/rules/receipt/README.md',
  options: {
    tier1: { type: 'boolean', description: 'text rules only (default)' },
    tier2: { type: 'boolean', description: 'also re-hash ARTIFACTS, re-run the witness on disk, bind DISPATCHED children' },
    root: { type: 'string', multiple: true, value: 'DIR', description: 'a root artifact names resolve under (repeatable; default: the working directory)' },
    strict: { type: 'boolean', description: 'absent path-shaped names and cross-root ambiguity fail instead of being noted' },
    ledger: { type: 'string', value: 'PATH', description: 'receipt-ledger.jsonl the DISPATCHED entries must bind to (Tier-2)' },
    eval: { type: 'string', value: 'FILE.jsonl', description: 'batch mode: one result per JSONL record {receipt, dispatch-id?, artifact_bodies?}' },
    'bind-only': { type: 'boolean', description: 'segmentation, TRACE and the ledger binding only (needs --ledger)' },
  },
  inputs: { min: 0, max: null, files: true },
  families: ['receipt'],
  notes: [
    'A receipt fails at its first failure, in the reference linter\'s evaluation order.',
    '--eval exits 1 when any record fails; a record with an empty receipt is a failing result.',
  ],
  load: () => import('./run.js'),
};
