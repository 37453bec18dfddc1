import { pyRstrip, pySplitLines, sha256Hex } from '@gauntlet/core';

/**
 * The text an orchestrator hashes (docs/rules/receipt/ledger-binding.md): lines (Python splitlines), each
 * right-stripped, joined with `\n`, the whole right-stripped, plus exactly one `\n`.
 */
export function normalizeReceipt(text: string): string {
  return `${pyRstrip(pySplitLines(text).map(pyRstrip).join('\n'))}\n`;
}

/** sha256 of the normalised receipt, 64 lowercase hex. */
export function receiptHash(text: string): string {
  return sha256Hex(normalizeReceipt(text));
}

/** The 12-hex manifest prefix of a receipt. */
export function receiptPrefix(text: string): string {
  return receiptHash(text).slice(0, 12);
}
