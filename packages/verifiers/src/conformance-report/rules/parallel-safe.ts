import { defineRule } from '@gauntlet/core';
import { ConformanceReportReason } from '@gauntlet/contracts/codes';
import type { ParsedReport } from '../parse.js';
import { reportIssues } from './issues.js';

const CODES = [ConformanceReportReason.parallel_safe_missing, ConformanceReportReason.parallel_safe_malformed] as const;

export const parallelSafe = defineRule<ParsedReport>({
  id: 'conformance-report/parallel-safe',
  description: 'A report with gap rows ends with a well-formed "Parallel-safe:" line.',
  severity: 'blocker',
  reasons: CODES,
  check(report, context) {
    reportIssues(report, CODES, context.report);
  },
});
