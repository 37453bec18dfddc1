/** The 22 canonical checklist items (docs/rules/checklist/README.md). */
export interface ChecklistItemSpec {
  n: number;
  name: string;
  itemId: string;
  /** The normalised label that answers the item (differs from `itemId` for 3, 5, 17, 18, 21). */
  answerKey: string;
  /** `always`, `ui` (only when UI is in scope) or `never`. */
  required: 'always' | 'ui' | 'never';
}

const item = (n: number, name: string, itemId: string, answerKey: string, required: ChecklistItemSpec['required'] = 'always'): ChecklistItemSpec => ({
  n,
  name,
  itemId,
  answerKey,
  required,
});

export const CHECKLIST_ITEMS: readonly ChecklistItemSpec[] = [
  item(1, 'Auth guard', 'item_1_auth_guard', 'item_1_auth_guard'),
  item(2, 'External APIs', 'item_2_external_apis', 'item_2_external_apis'),
  item(3, 'Rate-limit criterion', 'item_3_rate_limit', 'item_3_rate_limit_criterion'),
  item(4, 'Discoverability', 'item_4_discoverability', 'item_4_discoverability'),
  item(5, 'Server/client boundary', 'item_5_server_client_boundary', 'item_5_serverclient_boundary'),
  item(6, 'Concurrency', 'item_6_concurrency', 'item_6_concurrency'),
  item(7, 'Observability', 'item_7_observability', 'item_7_observability'),
  item(8, 'Input validation', 'item_8_input_validation', 'item_8_input_validation'),
  item(9, 'Stable ID traceability', 'item_9_stable_id_traceability', 'item_9_stable_id_traceability'),
  item(10, 'JSON spec object', 'item_10_json_spec_object', 'item_10_json_spec_object'),
  item(11, 'Blocking-and-novel question gate', 'item_11_blocking_and_novel_question_gate', 'item_11_blocking_and_novel_question_gate'),
  item(12, 'Low-reversibility ADRs', 'item_12_low_reversibility_adrs', 'item_12_low_reversibility_adrs'),
  item(13, 'Analytical lens', 'item_13_analytical_lens', 'item_13_analytical_lens'),
  item(14, 'Handoff document', 'item_14_handoff_document', 'item_14_handoff_document'),
  item(15, 'Synthesis dimensions', 'item_15_synthesis_dimensions', 'item_15_synthesis_dimensions', 'ui'),
  item(16, 'Risk reason', 'item_16_risk_reason', 'item_16_risk_reason', 'never'),
  item(17, 'UI input/output contract', 'item_17_ui_io_contract', 'item_17_ui_inputoutput_contract', 'ui'),
  item(18, 'Dispatch tier per work item', 'item_18_dispatch_tier', 'item_18_dispatch_tier_per_work_item'),
  item(19, 'Env-var manifest', 'item_19_env_var_manifest', 'item_19_env_var_manifest'),
  item(20, 'Capability gap map', 'item_20_capability_gap_map', 'item_20_capability_gap_map'),
  item(21, 'Single-shot build guardrails', 'item_21_single_shot_guardrails', 'item_21_single_shot_build_guardrails'),
  item(22, 'Read-before-edit map', 'item_22_read_before_edit_map', 'item_22_read_before_edit_map'),
];

export const labelOf = (spec: ChecklistItemSpec) => `Item ${spec.n} — ${spec.name}`;
