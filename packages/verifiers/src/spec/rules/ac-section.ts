import { defineRule } from '@gauntlet/core';
import { SpecReason } from '@gauntlet/contracts/codes';
import type { ParsedSpec } from '../parse.js';
import { reportAcIssues } from './ac-issues.js';

const CODES = [
  SpecReason.ac_section_missing,
  SpecReason.ac_section_duplicated,
  SpecReason.ac_section_empty,
  SpecReason.ac_none_reason_invalid,
  SpecReason.ac_none_duplicated,
  SpecReason.ac_mixed_none_and_rows,
  SpecReason.ac_row_checked,
  SpecReason.ac_row_syntax_invalid,
  SpecReason.ac_intro_missing,
  SpecReason.ac_heading_nonstandard,
  SpecReason.ac_stray_text,
] as const;

export const acSection = defineRule<ParsedSpec>({
  id: 'spec/ac-section',
  description: 'The spec has one acceptance-criteria section: rows "- [ ] <ticket text>", or exactly one none line.',
  severity: 'blocker',
  reasons: CODES,
  check(spec, context) {
    reportAcIssues(spec, CODES, context.report);
  },
});
