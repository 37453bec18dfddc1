import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedReport, parseConformanceReport } from './parse.js';
import { gapBlocks } from './rules/gap-blocks.js';
import { parallelSafe } from './rules/parallel-safe.js';
import { rows } from './rules/rows.js';
import { verdict } from './rules/verdict.js';

export { parseConformanceReport, type Category, type ParsedReport, type ReportIssue, type ReportRow } from './parse.js';

export const conformanceReportRules = [verdict, rows, gapBlocks, parallelSafe] as const;

/**
 * Conformance reports (docs/rules/conformance-report/README.md). Input: the reviewer's report text. A valid report
 * passes whatever its verdict says (GAPS is an outcome); `data.rows` = `[{id, category}]`.
 */
export const conformanceReportVerifier = defineVerifier<string, ParsedReport>({
  id: 'conformance-report',
  description: 'A conformance reviewer report: verdict, requirement rows, gap blocks and the Parallel-safe line.',
  rules: conformanceReportRules,
  prepare: (text) => parseConformanceReport(text),
  data: (report) => ({
    rows: report.rows,
    verdictDeclared: report.verdictDeclared,
    verdictComputed: report.verdictComputed,
    counts: report.counts,
  }),
});

export function verifyConformanceReport(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return conformanceReportVerifier.verify(text, verify);
}
