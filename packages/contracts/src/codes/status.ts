import type { CodeOf } from './define.js';

/** Reason codes of `status` (docs/rules/status/README.md): the `pipeline-status.md` file. */
export const StatusReason = {
  status_health_regressed: 'status_health_regressed',
  status_health_invalid: 'status_health_invalid',
  status_suggested_action_on_green: 'status_suggested_action_on_green',
  status_suggested_action_missing: 'status_suggested_action_missing',
  status_events_over_cap: 'status_events_over_cap',
  status_event_line_malformed: 'status_event_line_malformed',
  status_compression_decisions_over_cap: 'status_compression_decisions_over_cap',
  status_header_field_missing: 'status_header_field_missing',
  status_started_changed: 'status_started_changed',
} as const;
export type StatusReason = CodeOf<typeof StatusReason>;
