import type { ConformanceReportReason } from '@gauntlet/contracts/codes';
import { splitLfLines } from '@gauntlet/core';

export type Category = 'delivered' | 'partial' | 'missing' | 'drifted' | 'unauthorized';

/** `data.rows[]` (docs/cli.md: `{id, category}`, category lowercase). */
export interface ReportRow {
  id: string;
  category: Category;
}

export interface ReportIssue {
  code: ConformanceReportReason;
  line?: number;
  message: string;
}

export interface ParsedReport {
  rows: ReportRow[];
  verdictDeclared: string | null;
  verdictComputed: 'CONFORMS' | 'GAPS';
  counts: Record<Category, number>;
  /** Validation problems in report order (verdict, rows, gap blocks, Parallel-safe). */
  issues: ReportIssue[];
}

const CATEGORIES: readonly Category[] = ['delivered', 'partial', 'missing', 'drifted', 'unauthorized'];
const FIELDS = ['verdict', 'origin', 'evidence', 'remediation', 'touched-files', 'touched-resources', 'recommended'] as const;
const RECOMMENDED = new Set(['fix', 'accept', 'rescope']);
const UNAUTHORIZED_ORIGIN = 'none (scope creep)';

const VERDICT_LINE = /^\s*Conformance verdict:(.*)$/;
const CONFIDENCE_LINE = /^\s*Confidence:(.*)$/;
const ROW = /^\s*[-*]\s+\[([^\]]*)\]\s*(.*)$/;
const ROW_ID = /^([A-Za-z]+\d+):/;
const DRIFT_HEADING = /^\s*Origin drift\b/;
const UNRECORDED = /recorded in spec\?\s*no\b/i;
const FENCE = /^ *(?:```|~~~)/;
const BLOCK_LABEL = /^\s*([A-Za-z]+\d+):\s*$/;
const FIELD_LINE = /^\s*([a-z][a-z-]*):(.*)$/;
const PARALLEL_LINE = /^\s*Parallel-safe:(.*)$/;
const G_ID = /^G\d+$/;
const DISJOINT = /^G\d+(?:\s*,\s*G\d+)*\s+disjoint$/;
const CONFLICTS = /^G\d+\s+conflicts\s+G\d+\s+\(.+\)$/;

interface RawRow {
  line: number;
  label: string;
  id: string | null;
  category: Category | null;
  origin: string | null;
}

interface GapBlock {
  line: number;
  id: string;
  fields: Map<string, { value: string; line: number }>;
}

/** Reads a conformance reviewer's report (docs/rules/conformance-report/README.md). Never throws. */
export function parseConformanceReport(text: string): ParsedReport {
  const lines = splitLfLines(text);
  const issues: ReportIssue[] = [];
  const rawRows: RawRow[] = [];
  const blocks: GapBlock[] = [];
  let verdict: { value: string; line: number } | null = null;
  let confidence: { value: string; line: number } | null = null;
  let parallel: { value: string; line: number } | null = null;
  let inDrift = false;
  let unrecordedDrift = false;
  let block: GapBlock | null = null;
  let inFence = false;

  for (const [index, line] of lines.entries()) {
    const lineNo = index + 1;
    if (FENCE.test(line)) {
      if (inFence && block) blocks.push(block);
      inFence = !inFence;
      block = null;
      continue;
    }
    if (inFence) {
      readBlockLine(line, lineNo, block, (next) => (block = next));
      continue;
    }
    let match: RegExpExecArray | null;
    if (verdict === null && (match = VERDICT_LINE.exec(line))) verdict = { value: (match[1] as string).trim(), line: lineNo };
    else if (confidence === null && (match = CONFIDENCE_LINE.exec(line))) confidence = { value: (match[1] as string).trim(), line: lineNo };
    else if (parallel === null && (match = PARALLEL_LINE.exec(line))) parallel = { value: (match[1] as string).trim(), line: lineNo };
    else if (DRIFT_HEADING.test(line)) inDrift = true;
    else if (inDrift && UNRECORDED.test(line)) unrecordedDrift = true;
    else if (!inDrift && (match = ROW.exec(line))) rawRows.push(readRow(match, lineNo));
  }
  if (inFence && block) blocks.push(block);

  if (!verdict) issues.push({ code: 'verdict_missing', message: 'No "Conformance verdict: CONFORMS | GAPS" line.' });
  else if (verdict.value !== 'CONFORMS' && verdict.value !== 'GAPS') {
    issues.push({ code: 'verdict_invalid', line: verdict.line, message: `The verdict "${clip(verdict.value)}" is neither CONFORMS nor GAPS.` });
  }
  if (!confidence) issues.push({ code: 'confidence_invalid', message: 'No "Confidence: low | medium | high" line.' });
  else if (!['low', 'medium', 'high'].includes(confidence.value)) {
    issues.push({ code: 'confidence_invalid', line: confidence.line, message: `The confidence "${clip(confidence.value)}" is not low, medium or high.` });
  }

  const rows: ReportRow[] = [];
  for (const row of rawRows) {
    if (!row.category) {
      issues.push({ code: 'row_category_unknown', line: row.line, message: `"[${clip(row.label)}]" is not a requirement category (DELIVERED, PARTIAL, MISSING, DRIFTED, UNAUTHORIZED).` });
      continue;
    }
    rows.push({ id: row.id ?? '', category: row.category });
    if (row.category === 'delivered') {
      if (!row.id || !/^R\d+$/.test(row.id)) issues.push({ code: 'delivered_row_not_r_id', line: row.line, message: `A DELIVERED row uses an R<n> id (found "${row.id ?? ''}").` });
    } else if (!row.id || !G_ID.test(row.id)) {
      issues.push({ code: 'gap_row_not_g_id', line: row.line, message: `A ${row.category.toUpperCase()} row uses a durable G<n> id (found "${row.id ?? ''}").` });
    }
  }

  const gapRows = rawRows.filter((row) => row.category !== null && row.category !== 'delivered');
  for (const row of gapRows) checkGapBlock(row, blocks, issues);

  if (!parallel) {
    if (gapRows.length > 0) issues.push({ code: 'parallel_safe_missing', message: 'Gap rows need a "Parallel-safe: <group>[; <group>]*" line.' });
  } else if (!isParallelSafe(parallel.value)) {
    issues.push({ code: 'parallel_safe_malformed', line: parallel.line, message: `"Parallel-safe: ${clip(parallel.value)}" is not "<G-ids> disjoint" / "<G-id> conflicts <G-id> (<reason>)" groups.` });
  }

  const computed: ParsedReport['verdictComputed'] = gapRows.length > 0 || unrecordedDrift ? 'GAPS' : 'CONFORMS';
  if (verdict && (verdict.value === 'CONFORMS' || verdict.value === 'GAPS') && verdict.value !== computed) {
    issues.push({ code: 'verdict_inconsistent', line: verdict.line, message: `The report declares ${verdict.value}, but its rows and drift give ${computed}.` });
  }
  const counts = Object.fromEntries(CATEGORIES.map((category) => [category, rows.filter((row) => row.category === category).length])) as Record<Category, number>;
  return { rows, verdictDeclared: verdict?.value ?? null, verdictComputed: computed, counts, issues };
}

function readRow(match: RegExpExecArray, line: number): RawRow {
  const label = (match[1] as string).trim();
  const rest = match[2] as string;
  const lower = label.toLowerCase();
  const category = label === label.toUpperCase() && (CATEGORIES as readonly string[]).includes(lower) ? (lower as Category) : null;
  const id = ROW_ID.exec(rest)?.[1] ?? null;
  const segment = rest.split(' — ').map((part) => part.trim()).find((part) => part.startsWith('origin:'));
  const origin = segment === undefined ? null : segment.slice('origin:'.length).trim();
  return { line, label, id, category, origin };
}

function readBlockLine(line: string, lineNo: number, block: GapBlock | null, set: (block: GapBlock) => void): void {
  if (!block) {
    const label = BLOCK_LABEL.exec(line);
    if (label) set({ line: lineNo, id: label[1] as string, fields: new Map() });
    return;
  }
  const field = FIELD_LINE.exec(line);
  if (field && !block.fields.has(field[1] as string)) block.fields.set(field[1] as string, { value: (field[2] as string).trim(), line: lineNo });
}

function checkGapBlock(row: RawRow, blocks: readonly GapBlock[], issues: ReportIssue[]): void {
  const category = row.category as Category;
  const block = blocks.find((candidate) => candidate.id === row.id);
  if (!block) {
    issues.push({ code: 'gap_block_missing', line: row.line, message: `No fenced gap block "${row.id ?? '?'}:" for the ${category.toUpperCase()} row.` });
    return;
  }
  for (const name of FIELDS) {
    const field = block.fields.get(name);
    if (!field) issues.push({ code: 'gap_block_field_missing', line: block.line, message: `Gap block ${block.id} has no "${name}:" field.` });
    else if (field.value === '') issues.push({ code: 'gap_block_blank_value', line: field.line, message: `Gap block ${block.id}: "${name}:" is blank (use absent, none or unknown).` });
  }
  const verdict = block.fields.get('verdict');
  if (verdict && verdict.value !== '' && verdict.value !== category.toUpperCase()) {
    issues.push({ code: 'gap_block_verdict_mismatch', line: verdict.line, message: `Gap block ${block.id} says ${clip(verdict.value)}, but its row is ${category.toUpperCase()}.` });
  }
  const recommended = block.fields.get('recommended');
  if (recommended && recommended.value !== '') {
    if (!RECOMMENDED.has(recommended.value)) {
      issues.push({ code: 'recommended_invalid', line: recommended.line, message: `Gap block ${block.id}: recommended "${clip(recommended.value)}" is not fix, accept or rescope.` });
    } else if (category === 'unauthorized' && recommended.value === 'rescope') {
      issues.push({ code: 'unauthorized_rescope', line: recommended.line, message: `Gap block ${block.id}: an UNAUTHORIZED row is accepted or fixed, never rescoped.` });
    }
  }
  if (category === 'unauthorized') {
    const origin = block.fields.get('origin');
    const blockOrigin = origin?.value ?? null;
    if ((blockOrigin !== null && blockOrigin !== '' && blockOrigin !== UNAUTHORIZED_ORIGIN) || (row.origin !== null && row.origin !== UNAUTHORIZED_ORIGIN)) {
      issues.push({ code: 'unauthorized_origin_not_none', line: origin?.line ?? row.line, message: `Gap block ${block.id}: an UNAUTHORIZED row's origin is "${UNAUTHORIZED_ORIGIN}".` });
    }
  }
}

function isParallelSafe(value: string): boolean {
  const groups = value.split(';').map((group) => group.trim());
  return groups.length > 0 && groups.every((group) => DISJOINT.test(group) || CONFLICTS.test(group));
}

function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
