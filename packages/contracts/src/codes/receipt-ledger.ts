import type { CodeOf } from './define.js';

/** Reason codes of `receipt-ledger` (docs/rules/receipt-ledger/README.md#receipt-ledger-lines): `receipt-ledger.jsonl` lines. */
export const ReceiptLedgerReason = {
  receipt_ledger_line_unparseable: 'receipt_ledger_line_unparseable',
  receipt_ledger_key_style: 'receipt_ledger_key_style',
  receipt_ledger_dispatch_id_invalid: 'receipt_ledger_dispatch_id_invalid',
  receipt_ledger_phase_unqualified: 'receipt_ledger_phase_unqualified',
  receipt_ledger_sha_invalid: 'receipt_ledger_sha_invalid',
  receipt_ledger_verdict_invalid: 'receipt_ledger_verdict_invalid',
  receipt_ledger_eval_only_key: 'receipt_ledger_eval_only_key',
  receipt_ledger_prefix_collision: 'receipt_ledger_prefix_collision',
  receipt_ledger_duplicate_row: 'receipt_ledger_duplicate_row',
} as const;
export type ReceiptLedgerReason = CodeOf<typeof ReceiptLedgerReason>;

/** Reason codes of the dispatch manifest (docs/rules/receipt-ledger/README.md#dispatch-manifest-entries, all suggested): `manifest.jsonl` entries. */
export const ManifestReason = {
  manifest_line_unparseable: 'manifest_line_unparseable',
  manifest_entry_oversize: 'manifest_entry_oversize',
  manifest_status_invalid: 'manifest_status_invalid',
  manifest_seq_regressed: 'manifest_seq_regressed',
} as const;
export type ManifestReason = CodeOf<typeof ManifestReason>;
