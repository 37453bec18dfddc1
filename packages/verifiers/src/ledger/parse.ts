import { decodeUtf8 } from '@gauntlet/core';

export const LEDGER_TITLE = '# Build Gate Ledger';
export const HEADER_KEYS = ['Run', 'PipelineID', 'Goal', 'Mode', 'QualityGateMode'] as const;
export const PHASE_KEYS = ['Status', 'Gate', 'Artifact', 'Tasks', 'Reason', 'Acknowledged'] as const;
export const STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PASS', 'COMPLETE', 'FAIL', 'SKIPPED', 'INFERRED'] as const;
export const PHASE_NAMES = ['Design', 'Plan', 'Execute', 'Completion'] as const;

export type LedgerStatus = (typeof STATUSES)[number];

/** One `Key: value` line. */
export interface LedgerField {
  key: string;
  value: string;
  line: number;
}

export interface LedgerPhase {
  /** The number in `## Phase N: Name` (as written; may be out of range). */
  number: number;
  name: string;
  line: number;
  /** Every `Key: value` line of the phase, in order (duplicates included). */
  fields: LedgerField[];
}

export interface ParsedLedger {
  /** Header `Key: value` lines before the first phase header, in order. */
  header: LedgerField[];
  phases: LedgerPhase[];
  /** Lines that are neither blank, the title, a phase header nor `Key: value`. */
  prose: Array<{ line: number; text: string }>;
}

const PHASE_HEADER = /^##[ \t]+Phase[ \t]+(\d{1,9})[ \t]*:[ \t]*(.*)$/;
const KEY_VALUE = /^([A-Za-z][A-Za-z0-9_-]*):[ \t]*(.*)$/;

/**
 * Parses a build gate ledger (docs/rules/ledger/README.md#ledger-format) leniently: every line is classified,
 * nothing is thrown. CRLF and a BOM are accepted; values are trimmed.
 */
export function parseLedger(text: string): ParsedLedger {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const ledger: ParsedLedger = { header: [], phases: [], prose: [] };
  let titleSeen = false;
  let current: LedgerPhase | null = null;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    if (!titleSeen && current === null && ledger.header.length === 0 && trimmed === LEDGER_TITLE) {
      titleSeen = true;
      continue;
    }
    const phase = PHASE_HEADER.exec(trimmed);
    if (phase) {
      current = { number: Number(phase[1]), name: (phase[2] ?? '').trim(), line, fields: [] };
      ledger.phases.push(current);
      continue;
    }
    const field = KEY_VALUE.exec(trimmed);
    if (field) {
      const entry = { key: field[1] as string, value: (field[2] ?? '').trim(), line };
      (current ? current.fields : ledger.header).push(entry);
      continue;
    }
    ledger.prose.push({ line, text: raw });
  }
  return ledger;
}

/** Decodes ledger bytes (invalid UTF-8 becomes U+FFFD) and parses them. */
export function parseLedgerBytes(bytes: Uint8Array): ParsedLedger {
  return parseLedger(decodeUtf8(bytes, { stripBom: true }));
}

/** The first field with this key. */
export const fieldOf = (fields: readonly LedgerField[], key: string): LedgerField | undefined => fields.find((field) => field.key === key);

/** The phase with this number (the first one, if repeated). */
export const phaseOf = (ledger: ParsedLedger, number: number): LedgerPhase | undefined =>
  ledger.phases.find((phase) => phase.number === number);

/** The status a phase's first `Status:` line binds (as the guard hook reads it), or undefined. */
export const statusOf = (phase: LedgerPhase | undefined): string | undefined => (phase ? fieldOf(phase.fields, 'Status')?.value : undefined);

export const isAcknowledged = (phase: LedgerPhase | undefined): boolean =>
  phase !== undefined && fieldOf(phase.fields, 'Acknowledged')?.value === 'true';

/** The ledger's phases as plain data (`data.phases`). */
export function phaseSummary(ledger: ParsedLedger): Array<{ number: number; name: string; status: string | null; acknowledged: boolean }> {
  return ledger.phases.map((phase) => ({
    number: phase.number,
    name: phase.name,
    status: statusOf(phase) ?? null,
    acknowledged: isAcknowledged(phase),
  }));
}
