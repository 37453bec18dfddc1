import type { CodeOf } from './define.js';

/** Reason codes of `handoff` (docs/rules/handoff/README.md#rules): phase handoff manifests. */
export const HandoffReason = {
  handoff_header_missing: 'handoff_header_missing',
  handoff_header_ascii_arrow: 'handoff_header_ascii_arrow',
  handoff_header_mismatch: 'handoff_header_mismatch',
  handoff_phase_pair_invalid: 'handoff_phase_pair_invalid',
  handoff_timestamp_invalid: 'handoff_timestamp_invalid',
  handoff_mode_invalid: 'handoff_mode_invalid',
  handoff_section_missing: 'handoff_section_missing',
  handoff_inputs_phase_mismatch: 'handoff_inputs_phase_mismatch',
  handoff_required_input_missing: 'handoff_required_input_missing',
  handoff_shed_line_malformed: 'handoff_shed_line_malformed',
  handoff_decision_line_malformed: 'handoff_decision_line_malformed',
  handoff_goal_drift: 'handoff_goal_drift',
  handoff_before_gate_pass: 'handoff_before_gate_pass',
  handoff_decisions_dropped: 'handoff_decisions_dropped',
  handoff_mode_drift: 'handoff_mode_drift',
} as const;
export type HandoffReason = CodeOf<typeof HandoffReason>;
