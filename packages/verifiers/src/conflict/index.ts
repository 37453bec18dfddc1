import { defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { conflictGate } from './gate.js';
import { entryLabels } from './rules/entry-labels.js';
import { entryRemediation } from './rules/entry-remediation.js';
import { entryTitle } from './rules/entry-title.js';
import { gate } from './rules/gate.js';
import { noTables } from './rules/no-tables.js';
import { reportStructure } from './rules/report-structure.js';
import { severityLabel } from './rules/severity-label.js';
import type { PreparedConflict } from './issue.js';
import { prepareConflict } from './validate.js';

export { conflictGate, type ConflictDecision, type ConflictGateDecision } from './gate.js';
export { countEntries, isTableLine, parseConflictReport, REPORT_HEADING, type ParsedConflictReport, type ParsedEntry } from './parse.js';
export { validateConflictReport } from './validate.js';
export type { ConflictCheckOptions, ConflictIssue, ConflictValidation, PreparedConflict } from './issue.js';

export const conflictRules = [severityLabel, noTables, entryTitle, entryLabels, entryRemediation, reportStructure, gate] as const;

export interface ConflictOptions {
  /** The workflow operation the banner names (`import`, `ingest`, ...). */
  operation?: string;
  /** INFO entries need `Found:` too. */
  strictInfo?: boolean;
}

/** The docs/rules/conflict/README.md#entries entry shape: `{severity, title, labels, remediation?, section}`. */
const entryOf = (entry: PreparedConflict['report']['entries'][number]) => ({
  severity: entry.severity ?? entry.label,
  title: entry.title,
  labels: Object.fromEntries(entry.labels.filter((label) => label.value !== '').reverse().map((label) => [label.name, label.value])),
  ...(entry.remediations[0] ? { remediation: entry.remediations[0].text } : {}),
  section: entry.section,
});

/**
 * The doc conflict report (docs/rules/conflict/README.md): grammar validation and the safety gate.
 * Input: the report text. Options: `{ operation, strictInfo }`.
 */
interface ParsedConflictOptions {
  operation: string | undefined;
  strictInfo: boolean;
}

const conflictOptions = defineOptions<ParsedConflictOptions>('conflict', (read) => ({
  operation: read.string('operation'),
  strictInfo: read.boolean('strictInfo') ?? false,
}));

export const conflictVerifier = defineVerifier<string, PreparedConflict, ParsedConflictOptions>({
  id: 'conflict',
  description: 'Doc conflict report: BLOCKER/WARNING/INFO grammar and the safety gate (blocked / approval required / proceed).',
  rules: conflictRules,
  options: conflictOptions,
  prepare: (text, { options }) => prepareConflict(text, options),
  data: (prepared) => ({
    valid: prepared.validation.valid,
    counts: prepared.validation.counts,
    gate: conflictGate(prepared.validation, prepared.operation),
    entries: prepared.validation.entries.map(entryOf),
  }),
});

/** Validates one conflict report and decides the gate. */
export function verifyConflictReport(text: string, options: ConflictOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return conflictVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
