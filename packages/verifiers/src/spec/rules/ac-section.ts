import { defineRule } from '@gauntlet/core';
import { SpecReason } from '@gauntlet/contracts/codes';
import type { ParsedSpec } from '../parse.js';
import { reportAcIssues } from './ac-issues.js';
import { LEGACY_OPTIONS, isLegacy } from './legacy.js';

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
  options: LEGACY_OPTIONS,
  check(spec, context) {
    // Opt-in only: a spec that predates the section gets a note, as a spec without an
    // Amend-grant line does; every other code of the section keeps its severity.
    const legacy = spec.acceptance.data.form === null && isLegacy(context.ruleOptions ?? {}, context.file);
    reportAcIssues(spec, CODES, (finding) =>
      context.report(
        legacy && finding.reason === SpecReason.ac_section_missing
          ? {
              ...finding,
              severity: 'info',
              message: 'The spec has no "## Acceptance criteria" section (a legacy spec, written before the section existed: accepted by the rule\'s legacy option).',
              hint: undefined,
            }
          : finding,
      ),
    );
  },
});
