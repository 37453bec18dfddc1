import type { CodeOf } from './define.js';

/** Reason codes of `spec-pr` (docs/rules/spec-pr/README.md): the spec-only PR predicate, in table order. */
export const SpecPrReason = {
  name_status_malformed: 'name_status_malformed',
  empty_diff: 'empty_diff',
  has_deletion: 'has_deletion',
  has_rename: 'has_rename',
  has_copy: 'has_copy',
  has_typechange: 'has_typechange',
  unsupported_status: 'unsupported_status',
  non_spec_path: 'non_spec_path',
  no_added_spec: 'no_added_spec',
  multiple_added_specs: 'multiple_added_specs',
  modified_spec_changes_existing_lines: 'modified_spec_changes_existing_lines',
  modified_spec_not_banner_only: 'modified_spec_not_banner_only',
  banner_not_adjacent_to_title: 'banner_not_adjacent_to_title',
  banner_format_nonstandard: 'banner_format_nonstandard',
  banner_does_not_cite_added_spec: 'banner_does_not_cite_added_spec',
} as const;
export type SpecPrReason = CodeOf<typeof SpecPrReason>;
