import { type JsonlLine, parseJsonl } from './jsonl.js';

export const DISPATCH_ID = /^[0-9]+-[a-z0-9][a-z0-9-]*$/;
export const QUALIFIED_PHASE = /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*\/[0-9]+$/;
export const SHA256_HEX = /^[0-9a-f]{64}$/;
export const RECEIPT_VERDICTS: readonly string[] = ['PASS', 'FAIL', 'BLOCKED'];
export const EVAL_ONLY_KEYS: readonly string[] = ['hash_prefix', 'witness_ran'];

/** A parsed `receipt-ledger.jsonl`: every non-blank line, JSON objects or not. */
export interface ParsedReceiptLedger {
  lines: JsonlLine[];
  /** The JSON-object rows, in file order: what crucible's tolerant reader (cairn.py) sees. */
  rows: Array<Record<string, unknown>>;
}

/** Parses a receipt ledger; never throws. */
export function parseReceiptLedger(text: string): ParsedReceiptLedger {
  const lines = parseJsonl(text);
  return { lines, rows: lines.flatMap((line) => (line.value ? [line.value] : [])) };
}

/** True when a line uses a hyphenated key (the prose spelling, never valid on disk). */
export const hyphenatedKeys = (row: Record<string, unknown>): string[] => Object.keys(row).filter((key) => key.includes('-'));

/** The rows whose line is a JSON object with snake_case keys only (the ones the field rules check). */
export function wellKeyedLines(ledger: ParsedReceiptLedger): Array<JsonlLine & { value: Record<string, unknown> }> {
  return ledger.lines.filter((line): line is JsonlLine & { value: Record<string, unknown> } => line.value !== undefined && hyphenatedKeys(line.value).length === 0);
}
