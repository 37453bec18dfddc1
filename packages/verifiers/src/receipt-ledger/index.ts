import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedReceiptLedger, parseReceiptLedger } from './parse.js';
import { evalOnlyKey } from './rules/eval-only-key.js';
import { fields } from './rules/fields.js';
import { keyStyle } from './rules/key-style.js';
import { lineJson } from './rules/line-json.js';
import { prefixCollision } from './rules/prefix-collision.js';

export { DISPATCH_ID, QUALIFIED_PHASE, SHA256_HEX, parseReceiptLedger, type ParsedReceiptLedger } from './parse.js';
export { parseJsonl, type JsonlLine } from './jsonl.js';
export { dispatchManifestRules, dispatchManifestVerifier, resumeState, verifyDispatchManifest, type ManifestState } from './manifest.js';
export { reconcileNoticed, parseNoticedEntries, type NoticedEntry, type NoticedMeta } from './noticed.js';

export const receiptLedgerRules = [lineJson, keyStyle, fields, evalOnlyKey, prefixCollision] as const;

/**
 * The receipt ledger `receipt-ledger.jsonl` (docs/rules/receipt-ledger/README.md#receipt-ledger-lines). Input: the file text.
 * `data.rows` counts the JSON-object rows.
 */
export const receiptLedgerVerifier = defineVerifier<string, ParsedReceiptLedger>({
  id: 'receipt-ledger',
  description: 'Receipt ledger lines: JSON objects, snake_case keys, dispatch id / qualified phase / sha / verdict grammar, prefix collisions.',
  rules: receiptLedgerRules,
  prepare: (text) => parseReceiptLedger(text),
  data: (ledger) => ({ rows: ledger.rows.length }),
});

/** Checks the text of one `receipt-ledger.jsonl`. */
export function verifyReceiptLedger(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return receiptLedgerVerifier.verify(text, verify);
}
