import { defineRule } from '@gauntlet/core';
import { ConformanceReportReason } from '@gauntlet/contracts/codes';
import type { ParsedReport } from '../parse.js';
import { reportIssues } from './issues.js';

const CODES = [ConformanceReportReason.row_category_unknown, ConformanceReportReason.delivered_row_not_r_id, ConformanceReportReason.gap_row_not_g_id] as const;

export const rows = defineRule<ParsedReport>({
  id: 'conformance-report/rows',
  description: 'Every requirement row has a known category; DELIVERED rows use R<n> ids, every other row a durable G<n>.',
  severity: 'blocker',
  reasons: CODES,
  check(report, context) {
    reportIssues(report, CODES, context.report);
  },
});
