import type { CodeOf } from './define.js';

/** Reason codes of `contract` (docs/rules/contract/README.md#validation-order): contract YAML schema version 1.0. */
export const ContractReason = {
  contract_yaml_invalid: 'contract_yaml_invalid',
  contract_version_unsupported: 'contract_version_unsupported',
  contract_field_missing: 'contract_field_missing',
  contract_ticket_format: 'contract_ticket_format',
  contract_date_format: 'contract_date_format',
  contract_api_surface_empty: 'contract_api_surface_empty',
  contract_api_type_invalid: 'contract_api_type_invalid',
  contract_api_params_missing: 'contract_api_params_missing',
  contract_api_param_invalid: 'contract_api_param_invalid',
  contract_invariants_empty: 'contract_invariants_empty',
  contract_check_method_invalid: 'contract_check_method_invalid',
  contract_test_tag_missing: 'contract_test_tag_missing',
  contract_test_tag_pattern: 'contract_test_tag_pattern',
  contract_test_tag_duplicate: 'contract_test_tag_duplicate',
  contract_invariant_id_duplicate: 'contract_invariant_id_duplicate',
  contract_integration_relationship_invalid: 'contract_integration_relationship_invalid',
  contract_integration_contract_unresolved: 'contract_integration_contract_unresolved',
  contract_security_signals_empty: 'contract_security_signals_empty',
  contract_security_category_invalid: 'contract_security_category_invalid',
  contract_security_status_inconsistent: 'contract_security_status_inconsistent',
  contract_ambiguity_confidence_invalid: 'contract_ambiguity_confidence_invalid',
} as const;
export type ContractReason = CodeOf<typeof ContractReason>;

/** Reason codes of the contract test-tag coverage check (docs/rules/contract/README.md#tag-coverage). */
export const TagReason = {
  tag_carrier_missing: 'tag_carrier_missing',
  tag_contract_absent: 'tag_contract_absent',
  tag_contract_line_unparseable: 'tag_contract_line_unparseable',
  tag_contract_empty: 'tag_contract_empty',
  tag_map_uncarried: 'tag_map_uncarried',
  tag_unpinned: 'tag_unpinned',
  tag_uncarried: 'tag_uncarried',
  tag_undeclared: 'tag_undeclared',
  tag_map_gap: 'tag_map_gap',
  tag_map_stale: 'tag_map_stale',
  tag_carrier_placement: 'tag_carrier_placement',
  tag_stray: 'tag_stray',
  tag_marker_missing: 'tag_marker_missing',
  tag_marker_unannotated: 'tag_marker_unannotated',
  tag_no_check_call: 'tag_no_check_call',
  tag_occurrence_arithmetic: 'tag_occurrence_arithmetic',
  tag_inline_sum_mismatch: 'tag_inline_sum_mismatch',
  tag_map_pin_mismatch: 'tag_map_pin_mismatch',
  tag_unpinned_here: 'tag_unpinned_here',
  tag_no_tagged_test: 'tag_no_tagged_test',
  tag_test_without_assertion: 'tag_test_without_assertion',
  tag_carrier_unparseable: 'tag_carrier_unparseable',
} as const;
export type TagReason = CodeOf<typeof TagReason>;
