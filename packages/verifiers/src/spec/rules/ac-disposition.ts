import { defineRule } from '@gauntlet/core';
import { SpecReason } from '@gauntlet/contracts/codes';
import type { ParsedSpec } from '../parse.js';
import { reportAcIssues } from './ac-issues.js';

const CODES = [
  SpecReason.disposition_unknown,
  SpecReason.disposition_multiple,
  SpecReason.deviates_reason_missing,
  SpecReason.deferred_ref_missing,
  SpecReason.deferred_ref_unresolvable,
  SpecReason.venue_malformed,
  SpecReason.venue_production,
  SpecReason.elsewhere_repo_missing,
  SpecReason.elsewhere_is_this_repo,
  SpecReason.disposition_defaulted,
] as const;

export const acDisposition = defineRule<ParsedSpec>({
  id: 'spec/ac-disposition',
  description: 'Each acceptance-criteria row has at most one disposition from the closed set, and its value follows that disposition\'s rule.',
  severity: 'blocker',
  reasons: CODES,
  check(spec, context) {
    reportAcIssues(spec, CODES, context.report);
  },
});
