import type { Report, Result, Summary, Verdict } from '@gauntlet/contracts/codes';
import type { RuleMeta } from '../engine/rule.js';

/** What is known before the first result: enough to start any format. */
export interface ReportHeader {
  schemaVersion: 1;
  tool: { name: string; version: string };
  command: string;
}

export interface ReportFooter {
  verdict: Verdict;
  summary: Summary;
}

export interface FormatOptions {
  /** ANSI colour (text format only). The CLI enables it only on a TTY without NO_COLOR. */
  color?: boolean;
  /** The source text of a file, for code frames (text) and fingerprints (sarif). */
  source?: (file: string) => string | undefined;
  /** Every rule that may appear (SARIF `rules[]`, `ruleIndex`, help texts). */
  rules?: readonly RuleMeta[];
  /** Where the full report lives, for the closing notice of capped formats (github). */
  fullReportHint?: string;
  /** Annotations per severity before the github format stops (default 10, GitHub's own limit). */
  annotationsPerSeverity?: number;
  /** `--quiet`: the results' notes are not shown either (findings are filtered by the caller). */
  quiet?: boolean;
}

/**
 * A report format as three pure functions, so that a report can be printed while its results
 * are still being produced (a million-record batch never sits in memory). `formatReport` joins
 * them for a finished report.
 */
export interface Formatter {
  start(header: ReportHeader): string;
  result(result: Result, index: number): string;
  end(footer: ReportFooter): string;
}

export type FormatName = 'text' | 'json' | 'sarif' | 'github';

export function headerOf(report: Report): ReportHeader {
  return { schemaVersion: report.schemaVersion, tool: report.tool, command: report.command };
}
