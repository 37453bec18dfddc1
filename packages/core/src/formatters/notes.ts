import type { Result } from '@gauntlet/contracts/codes';

/** One line of how much of an input was actually verified (`data.coverage`). */
export interface CoverageItem {
  /** What was counted, e.g. `artifacts hash-verified`. */
  label: string;
  done: number;
  total: number;
}

/**
 * The notes a result carries besides its findings: `data.notes`, lines that say what was not
 * verified (UNVERIFIABLE, PROVENANCE-ONLY, RESOLVED-BY-WALK, ...). Every format shows them, after
 * the findings, so a result is never "no problems" in silence about what went unchecked.
 */
export function notesOf(result: Result): readonly string[] {
  const notes = result.data.notes;
  return Array.isArray(notes) ? notes.filter((note): note is string => typeof note === 'string') : [];
}

/** `data.coverage`: how many of each kind of evidence were verified (shown as one line). */
export function coverageOf(result: Result): readonly CoverageItem[] {
  const coverage = result.data.coverage;
  if (!Array.isArray(coverage)) return [];
  return coverage.filter(
    (item): item is CoverageItem =>
      typeof item === 'object' && item !== null && typeof item.label === 'string' && Number.isInteger(item.done) && Number.isInteger(item.total),
  );
}

/** `artifacts hash-verified 0/3, witnesses evaluated 1/1`, or '' without coverage data. */
export function coverageLine(result: Result): string {
  return coverageOf(result)
    .map((item) => `${item.label} ${item.done}/${item.total}`)
    .join(', ');
}
