import type { Finding, Report, Result, Summary, Verdict } from '@gauntlet/contracts/codes';
import { countFinding } from './findings-cap.js';
import { onlyBlockers } from './settings.js';

/** A result's verdict: `fail` iff a blocker remains. */
export function verdictOf(findings: readonly Finding[]): Verdict {
  return findings.some((finding) => finding.severity === 'blocker') ? 'fail' : 'pass';
}

export function createResult(id: string, findings: Finding[], data: Record<string, unknown> = {}): Result {
  return { id, verdict: verdictOf(findings), findings, data };
}

export interface ReportOptions {
  command: string;
  tool: { name: string; version: string };
  /** `--quiet`: drop every non-blocker finding. */
  quiet?: boolean;
  /** `--max-warnings N`: the run fails when more than N warnings remain. */
  maxWarnings?: number;
}

export function summarize(results: readonly Result[]): Summary {
  const summary: Summary = { results: results.length, blocker: 0, warning: 0, info: 0 };
  for (const result of results) for (const finding of result.findings) countFinding(summary, finding);
  return summary;
}

/**
 * Assembles the schemaVersion 1 report. Results keep input order and findings keep evaluation
 * order; the run's verdict is `fail` when any result fails or warnings exceed `maxWarnings`.
 */
export function createReport(results: readonly Result[], options: ReportOptions): Report {
  const kept = options.quiet
    ? results.map((result) => ({ ...result, findings: onlyBlockers(result.findings) }))
    : [...results];
  const summary = summarize(kept);
  const failed =
    kept.some((result) => result.verdict === 'fail') ||
    (options.maxWarnings !== undefined && summary.warning > options.maxWarnings);
  return {
    schemaVersion: 1,
    tool: { name: options.tool.name, version: options.tool.version },
    command: options.command,
    verdict: failed ? 'fail' : 'pass',
    summary,
    results: kept,
  };
}

/** The exit code of a report: 0 pass, 1 fail (exit 2 never comes from a report). */
export function exitCodeOf(report: Report): 0 | 1 {
  return report.verdict === 'fail' ? 1 : 0;
}
