import type { CodeOf } from './define.js';

/** Reason codes of `conflict` (docs/rules/conflict/README.md): the doc conflict report and its safety gate. */
export const ConflictReason = {
  // docs/rules/conflict/README.md#rules errors: the report is invalid
  unknown_severity: 'unknown_severity',
  markdown_table_forbidden: 'markdown_table_forbidden',
  entry_missing_found: 'entry_missing_found',
  entry_missing_context_label: 'entry_missing_context_label',
  entry_missing_remediation: 'entry_missing_remediation',
  entry_title_missing: 'entry_title_missing',
  label_value_empty: 'label_value_empty',
  report_heading_missing: 'report_heading_missing',
  section_count_mismatch: 'section_count_mismatch',
  entry_in_wrong_section: 'entry_in_wrong_section',
  section_order: 'section_order',
  // docs/rules/conflict/README.md#rules advisories: the report stays valid
  label_unconventional: 'label_unconventional',
  remediation_ascii_arrow: 'remediation_ascii_arrow',
  // docs/rules/conflict/README.md#safety-gate gate decisions, reported as `gate_<code>`
  gate_invalid_report: 'gate_invalid_report',
  gate_blockers_present: 'gate_blockers_present',
  gate_warnings_present: 'gate_warnings_present',
  gate_info_only: 'gate_info_only',
  gate_no_conflicts: 'gate_no_conflicts',
} as const;
export type ConflictReason = CodeOf<typeof ConflictReason>;

/** The docs/rules/conflict/README.md#safety-gate gate decision codes (without the `gate_` prefix of their findings). */
export const ConflictGateCode = {
  invalid_report: 'invalid_report',
  blockers_present: 'blockers_present',
  warnings_present: 'warnings_present',
  info_only: 'info_only',
  no_conflicts: 'no_conflicts',
} as const;
export type ConflictGateCode = CodeOf<typeof ConflictGateCode>;
