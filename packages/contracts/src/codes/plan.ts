import type { CodeOf } from './define.js';

/**
 * Reason codes of `plan` (docs/rules/plan/README.md): build-loop's plan-verify, 23 rules with 24 rule
 * ids. Each code is its rule id in snake_case (docs/rules/plan/README.md#rules), in the reference's
 * execution order (docs/rules/plan/README.md#rule-order).
 */
export const PlanReason = {
  delete_with_callers: 'delete_with_callers',
  numeric_drift: 'numeric_drift',
  route_change_evidence: 'route_change_evidence',
  package_state: 'package_state',
  missing_evidence: 'missing_evidence',
  scope_split: 'scope_split',
  less_invasive_shim: 'less_invasive_shim',
  tool_without_permission_tier: 'tool_without_permission_tier',
  external_call_without_budget_ceiling: 'external_call_without_budget_ceiling',
  risk_surface_change_without_threat_model: 'risk_surface_change_without_threat_model',
  schema_migration_full_chain: 'schema_migration_full_chain',
  synthesis_dim_vague_value: 'synthesis_dim_vague_value',
  risk_reason_invalid_value: 'risk_reason_invalid_value',
  scope_audit_required: 'scope_audit_required',
  approach_lenses_missing: 'approach_lenses_missing',
  task_id_convention: 'task_id_convention',
  forbidden_path_conflict: 'forbidden_path_conflict',
  parallel_decision_record: 'parallel_decision_record',
  no_stop_language: 'no_stop_language',
  reads_from_dependency: 'reads_from_dependency',
  activation_map_required: 'activation_map_required',
  decision_without_falsifier: 'decision_without_falsifier',
  tier_sanity_judgment_on_script: 'tier_sanity_judgment_on_script',
  tier_sanity_mechanical_on_opus: 'tier_sanity_mechanical_on_opus',
} as const;
export type PlanReason = CodeOf<typeof PlanReason>;

/** The 24 rule ids (kebab-case), in execution order. */
export const PLAN_RULE_IDS = [
  'delete-with-callers',
  'numeric-drift',
  'route-change-evidence',
  'package-state',
  'missing-evidence',
  'scope-split',
  'less-invasive-shim',
  'tool-without-permission-tier',
  'external-call-without-budget-ceiling',
  'risk-surface-change-without-threat-model',
  'schema-migration-full-chain',
  'synthesis-dim-vague-value',
  'risk-reason-invalid-value',
  'scope-audit-required',
  'approach-lenses-missing',
  'task-id-convention',
  'forbidden-path-conflict',
  'parallel-decision-record',
  'no-stop-language',
  'reads-from-dependency',
  'activation-map-required',
  'decision-without-falsifier',
  'tier-sanity-judgment-on-script',
  'tier-sanity-mechanical-on-opus',
] as const;
export type PlanRuleId = (typeof PLAN_RULE_IDS)[number];
