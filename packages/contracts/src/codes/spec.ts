import type { CodeOf } from './define.js';

/** Reason codes of `spec` (docs/rules/spec/README.md#engine-marker, docs/rules/spec/README.md#acceptance-criteria, docs/rules/spec/README.md#amend-grant, docs/rules/spec/README.md#placeholders): the checks run on one spec file. */
export const SpecReason = {
  // docs/rules/spec/README.md#acceptance-criteria acceptance-criteria section
  ac_section_missing: 'ac_section_missing',
  ac_section_duplicated: 'ac_section_duplicated',
  ac_section_empty: 'ac_section_empty',
  ac_none_reason_invalid: 'ac_none_reason_invalid',
  ac_none_duplicated: 'ac_none_duplicated',
  ac_mixed_none_and_rows: 'ac_mixed_none_and_rows',
  ac_row_checked: 'ac_row_checked',
  ac_row_syntax_invalid: 'ac_row_syntax_invalid',
  disposition_unknown: 'disposition_unknown',
  disposition_multiple: 'disposition_multiple',
  deviates_reason_missing: 'deviates_reason_missing',
  deferred_ref_missing: 'deferred_ref_missing',
  deferred_ref_unresolvable: 'deferred_ref_unresolvable',
  venue_malformed: 'venue_malformed',
  venue_production: 'venue_production',
  elsewhere_repo_missing: 'elsewhere_repo_missing',
  elsewhere_is_this_repo: 'elsewhere_is_this_repo',
  ac_intro_missing: 'ac_intro_missing',
  ac_heading_nonstandard: 'ac_heading_nonstandard',
  ac_stray_text: 'ac_stray_text',
  disposition_defaulted: 'disposition_defaulted',
  // docs/rules/spec/README.md#amend-grant Amend-grant header
  grant_line_absent: 'grant_line_absent',
  grant_none: 'grant_none',
  grant_active: 'grant_active',
  grant_line_duplicated: 'grant_line_duplicated',
  grant_value_empty: 'grant_value_empty',
  grant_value_continued: 'grant_value_continued',
  fund_count_invalid: 'fund_count_invalid',
  // docs/rules/spec/README.md#engine-marker Engine marker
  engine_deferred: 'engine_deferred',
  engine_not_deferred: 'engine_not_deferred',
  engine_line_absent: 'engine_line_absent',
  engine_line_duplicated: 'engine_line_duplicated',
  engine_line_outside_header: 'engine_line_outside_header',
  // docs/rules/spec/README.md#placeholders placeholder scan
  placeholder_found: 'placeholder_found',
} as const;
export type SpecReason = CodeOf<typeof SpecReason>;
