import { defineRule } from '@gauntlet/core';
import { ConformanceReportReason } from '@gauntlet/contracts/codes';
import type { ParsedReport } from '../parse.js';
import { reportIssues } from './issues.js';

const CODES = [ConformanceReportReason.verdict_missing, ConformanceReportReason.verdict_invalid, ConformanceReportReason.verdict_inconsistent, ConformanceReportReason.confidence_invalid] as const;

export const verdict = defineRule<ParsedReport>({
  id: 'conformance-report/verdict',
  description: 'The report declares a verdict (CONFORMS or GAPS) that its rows and drift support, and a confidence of low, medium or high.',
  severity: 'blocker',
  reasons: CODES,
  check(report, context) {
    reportIssues(report, CODES, context.report);
  },
});
