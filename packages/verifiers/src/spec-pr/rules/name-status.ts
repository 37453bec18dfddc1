import { defineRule } from '@gauntlet/core';
import { SpecPrReason } from '@gauntlet/contracts/codes';
import type { SpecPrReading } from '../analyze.js';
import { reportIssues } from './issues.js';

const CODES = [SpecPrReason.name_status_malformed, SpecPrReason.empty_diff, SpecPrReason.has_deletion, SpecPrReason.has_rename, SpecPrReason.has_copy, SpecPrReason.has_typechange, SpecPrReason.unsupported_status] as const;

export const nameStatus = defineRule<SpecPrReading>({
  id: 'spec-pr/name-status',
  description: 'The diff is non-empty, well-formed, and only adds or modifies files (no deletes, renames, copies or type changes).',
  severity: 'blocker',
  reasons: CODES,
  check({ analysis }, context) {
    reportIssues(analysis, CODES, context.report, 'A spec-only PR adds one spec and may add supersession banners to older specs; move other changes to their own PR.');
  },
});
