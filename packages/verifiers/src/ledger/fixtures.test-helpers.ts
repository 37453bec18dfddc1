/** Statuses of phases 1–4, in order. */
export type Statuses = readonly [string, string, string, string];
export type PhaseLines = Partial<Record<1 | 2 | 3 | 4, readonly string[]>>;

export const FRESH: Statuses = ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'];
export const PIPELINE_ID = 'build-20260918-091244';

/** The header of our example ledger (docs/rules/ledger/), lines 2–6 after the title. */
export const HEADER: readonly string[] = ['Run: 2026-09-18T09:12:44', `PipelineID: ${PIPELINE_ID}`, 'Goal: Add per-tenant rate limiting', 'Mode: feature', 'QualityGateMode: standard'];

const NAMES = ['Design', 'Plan', 'Execute', 'Completion'];

/**
 * A build gate ledger (docs/rules/ledger/): the title, `header`, then the four phases with their
 * `Status:` and the `extra` lines after it. Without extras, Phase N's header is on line 5 + 3N and
 * its Status on the line after.
 */
export function ledger(statuses: Statuses = FRESH, extra: PhaseLines = {}, header: readonly string[] = HEADER): string {
  const phases = statuses.map((status, i) => [`## Phase ${i + 1}: ${NAMES[i]}`, `Status: ${status}`, ...(extra[(i + 1) as 1 | 2 | 3 | 4] ?? [])].join('\n'));
  return `# Build Gate Ledger\n${header.join('\n')}\n\n${phases.join('\n\n')}\n`;
}

/** The header without the `key:` line. */
export const headerWithout = (key: string): string[] => HEADER.filter((line) => !line.startsWith(`${key}:`));

/** The 1-based line of the `nth` (1-based) line of `text` that equals `line`. */
export function lineOf(text: string, line: string, nth = 1): number {
  let seen = 0;
  const lines = text.split(/\r\n|\n/);
  for (const [index, candidate] of lines.entries()) if (candidate === line && ++seen === nth) return index + 1;
  throw new Error(`no line ${JSON.stringify(line)} (#${nth})`);
}
