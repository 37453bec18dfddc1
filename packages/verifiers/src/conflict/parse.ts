import { splitLines } from '@gauntlet/core';

export type Severity = 'BLOCKER' | 'WARNING' | 'INFO';
export type SectionName = 'BLOCKERS' | 'WARNINGS' | 'INFO';
export type LabelName = 'Found' | 'Expected' | 'Impact' | 'Note';

export const SEVERITIES: readonly Severity[] = ['BLOCKER', 'WARNING', 'INFO'];
export const SECTION_ORDER: readonly SectionName[] = ['BLOCKERS', 'WARNINGS', 'INFO'];
/** The section each severity belongs in. */
export const SECTION_OF: Readonly<Record<Severity, SectionName>> = { BLOCKER: 'BLOCKERS', WARNING: 'WARNINGS', INFO: 'INFO' };

export const REPORT_HEADING = '## Conflict Detection Report';

export interface LabelLine {
  name: LabelName;
  /** The text after the colon, trimmed. */
  value: string;
  line: number;
}

export interface ParsedEntry {
  /** The label between the brackets, as written (may be an unknown severity). */
  label: string;
  severity: Severity | null;
  title: string;
  /** 1-based line of the header. */
  line: number;
  labels: LabelLine[];
  /** `→` lines: the text after the arrow, trimmed, with their line. */
  remediations: Array<{ text: string; line: number }>;
  /** Lines starting with an ASCII `->`. */
  asciiArrows: number[];
  /** The section heading the entry sits under, or null. */
  section: SectionName | null;
}

export interface ParsedSection {
  name: SectionName;
  /** The `(N)` of the heading, or null when the heading has none. */
  declared: number | null;
  line: number;
  /** Entries under it (any severity). */
  entries: number;
}

export interface ParsedConflictReport {
  /** 1-based line of the first `## Conflict Detection Report`, or null. */
  headingLine: number | null;
  sections: ParsedSection[];
  entries: ParsedEntry[];
  /** Lines that look like a markdown table row or separator. */
  tableLines: number[];
}

// Linear patterns (no nested quantifiers; `[\s\S]*` rather than `.*`, which stops at U+2028): an entry header `[WORD] title`, a section heading
// `### NAME (N)`, a label line `Name: value`, a table separator `|---`.
const ENTRY_HEADER = /^\[([A-Za-z][A-Za-z0-9_-]*)\](?:\s([\s\S]*))?$/;
const SECTION_HEADING = /^###\s+(BLOCKERS|WARNINGS|INFO)(?:\s+\((\d+)\))?\s*$/;
const LABEL = /^(Found|Expected|Impact|Note):([\s\S]*)$/;
const TABLE_SEPARATOR = /\|[\s:]*-{3,}/;

const isSeverity = (label: string): label is Severity => (SEVERITIES as readonly string[]).includes(label);

/** A trimmed line that starts and ends with `|`, or holds `|` then three or more `-`. */
export function isTableLine(trimmed: string): boolean {
  return (trimmed.startsWith('|') && trimmed.endsWith('|')) || TABLE_SEPARATOR.test(trimmed);
}

/**
 * Reads a conflict report (docs/rules/conflict/README.md#report-format) line by line. Never throws: whatever the
 * text, the result lists what was recognised, and the rules judge it.
 */
export function parseConflictReport(text: string): ParsedConflictReport {
  const report: ParsedConflictReport = { headingLine: null, sections: [], entries: [], tableLines: [] };
  let section: ParsedSection | null = null;
  let entry: ParsedEntry | null = null;
  const lines = splitLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (isTableLine(trimmed)) report.tableLines.push(line);
    if (trimmed.startsWith('#')) {
      entry = null;
      if (trimmed === REPORT_HEADING) {
        report.headingLine ??= line;
        section = null;
        continue;
      }
      const heading = SECTION_HEADING.exec(trimmed);
      section = heading ? { name: heading[1] as SectionName, declared: heading[2] === undefined ? null : Number(heading[2]), line, entries: 0 } : null;
      if (section) report.sections.push(section);
      continue;
    }
    const header = ENTRY_HEADER.exec(trimmed);
    if (header) {
      const label = header[1] as string;
      entry = {
        label,
        severity: isSeverity(label) ? label : null,
        title: (header[2] ?? '').trim(),
        line,
        labels: [],
        remediations: [],
        asciiArrows: [],
        section: section?.name ?? null,
      };
      report.entries.push(entry);
      if (section) section.entries++;
      continue;
    }
    if (!entry) continue;
    const labelLine = LABEL.exec(trimmed);
    if (labelLine) entry.labels.push({ name: labelLine[1] as LabelName, value: (labelLine[2] as string).trim(), line });
    else if (trimmed.startsWith('→')) entry.remediations.push({ text: trimmed.slice(1).trim(), line });
    else if (trimmed.startsWith('->')) entry.asciiArrows.push(line);
  }
  return report;
}

/** The first non-empty value of a label in an entry, if any. */
export function labelValue(entry: ParsedEntry, name: LabelName): string | undefined {
  return entry.labels.find((label) => label.name === name && label.value !== '')?.value;
}

/** BLOCKER/WARNING/INFO header counts, whatever the section or validity (docs/rules/conflict/README.md#entries). */
export function countEntries(report: ParsedConflictReport): Record<Severity, number> {
  const counts: Record<Severity, number> = { BLOCKER: 0, WARNING: 0, INFO: 0 };
  for (const entry of report.entries) if (entry.severity) counts[entry.severity]++;
  return counts;
}
