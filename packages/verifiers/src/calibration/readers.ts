import { hasIdentity } from './parse.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Complete lines only: a last line without `\n` is torn and dropped. */
function terminatedChunks(text: string): string[] {
  const chunks = text.split('\n');
  chunks.pop();
  return chunks;
}

export interface DoctorScan {
  total: number;
  parseable: number;
  unparseable: number;
  identityless: number;
}

/**
 * `ledger_doctor.py`'s scan of runs.jsonl (docs/rules/calibration/README.md#reader-tools): a torn last line is dropped, empty lines are
 * skipped, whitespace-only lines and non-object JSON count as unparseable.
 */
export function scanRunsJsonl(text: string): DoctorScan {
  const scan: DoctorScan = { total: 0, parseable: 0, unparseable: 0, identityless: 0 };
  for (const chunk of terminatedChunks(text)) {
    if (chunk === '' || chunk === '\r') continue;
    scan.total++;
    let value: unknown;
    try {
      value = chunk.trim() === '' ? undefined : JSON.parse(chunk);
    } catch {
      value = undefined;
    }
    if (!isObject(value)) {
      scan.unparseable++;
      continue;
    }
    scan.parseable++;
    if (!hasIdentity(value)) scan.identityless++;
  }
  return scan;
}

/**
 * The L-9 latest-entry-wins reduction (docs/rules/calibration/README.md#reader-tools) over falsification.jsonl or any ledger-shaped JSONL:
 * keyed by `ledger_entry_hash`, file position wins (not `timestamp`). Never throws.
 */
export function reduceLatestWins(text: string | null): { rows: Record<string, Record<string, unknown>>; corrupt: number } {
  const rows: Record<string, Record<string, unknown>> = {};
  let corrupt = 0;
  for (const chunk of terminatedChunks(text ?? '')) {
    if (chunk === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(chunk);
    } catch {
      corrupt++;
      continue;
    }
    if (!isObject(value)) {
      corrupt++;
      continue;
    }
    if (typeof value.ledger_entry_hash !== 'string') continue;
    rows[value.ledger_entry_hash] = value;
  }
  return { rows, corrupt };
}
