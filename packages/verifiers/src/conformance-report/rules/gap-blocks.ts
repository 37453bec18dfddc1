import { defineRule } from '@gauntlet/core';
import { ConformanceReportReason } from '@gauntlet/contracts/codes';
import type { ParsedReport } from '../parse.js';
import { reportIssues } from './issues.js';

const CODES = [ConformanceReportReason.gap_block_missing, ConformanceReportReason.gap_block_field_missing, ConformanceReportReason.gap_block_blank_value, ConformanceReportReason.gap_block_verdict_mismatch, ConformanceReportReason.recommended_invalid, ConformanceReportReason.unauthorized_rescope, ConformanceReportReason.unauthorized_origin_not_none] as const;

export const gapBlocks = defineRule<ParsedReport>({
  id: 'conformance-report/gap-blocks',
  description: 'Every non-DELIVERED row has a fenced gap block with all seven fields filled, a matching verdict and a valid recommendation.',
  severity: 'blocker',
  reasons: CODES,
  check(report, context) {
    reportIssues(report, CODES, context.report);
  },
});
