import { type JsonlLine, parseJsonl } from '../receipt-ledger/index.js';

export const ARTIFACT_TYPES: readonly string[] = ['code', 'design', 'plan', 'hypothesis', 'mockup', 'translation', 'other'];
export const TIER_B_NULL_KEYS = [
  'severity_histogram',
  'highest_finding',
  'would_have_shipped_without_gate',
  'findings_count',
  'confidence',
  'chunk_hash',
  'rounds',
  'predicted_falsifier',
  'model_resolution',
] as const;
export const GATED_FILES_CAP = 500;
export const HIGHEST_FINDING_CAP = 256;
export const LINE_CAP_BYTES = 16_384;
export const DEFERRED_SENTINEL = '<DEFERRED:pre-phase-7>';

/** A `runs.jsonl` row with its line; `identity` is false when run_id or skill is missing/blank. */
export interface RunsRow {
  line: number;
  text: string;
  row: Record<string, unknown>;
  identity: boolean;
}

export interface ParsedRuns {
  lines: JsonlLine[];
  rows: RunsRow[];
}

const nonBlank = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** True when a row carries a non-blank string `run_id` and `skill` (the #402 identity gate). */
export const hasIdentity = (row: Record<string, unknown>): boolean => nonBlank(row.run_id) && nonBlank(row.skill);

/** Parses `runs.jsonl` text (lines that are not JSON objects are kept in `lines`, not in `rows`). */
export function parseRuns(text: string): ParsedRuns {
  const lines = parseJsonl(text);
  return { lines, rows: lines.flatMap((line) => (line.value ? [{ line: line.line, text: line.text, row: line.value, identity: hasIdentity(line.value) }] : [])) };
}

/** The mechanical would-have-shipped value (L-3): fatal + significant ≥ 1 iff the histogram is non-null. */
export function mechanicalWhs(histogram: unknown): boolean | null {
  if (typeof histogram !== 'object' || histogram === null) return null;
  const { fatal, significant } = histogram as Record<string, unknown>;
  return (typeof fatal === 'number' ? fatal : 0) + (typeof significant === 'number' ? significant : 0) >= 1;
}
