import type { CodeOf } from './define.js';

/** Reason codes of `pipeline-active` (docs/rules/pipeline-active/README.md#rules): the `.pipeline-active` marker, namespaced `pipeline_marker_*` because the `marker_*` space belongs to verdict markers. */
export const PipelineMarkerReason = {
  pipeline_marker_not_json: 'pipeline_marker_not_json',
  pipeline_marker_field_missing: 'pipeline_marker_field_missing',
  pipeline_marker_timestamp_invalid: 'pipeline_marker_timestamp_invalid',
  pipeline_marker_baseline_sha_invalid: 'pipeline_marker_baseline_sha_invalid',
  pipeline_marker_dispatch_dir_mismatch: 'pipeline_marker_dispatch_dir_mismatch',
  pipeline_marker_phase_invalid: 'pipeline_marker_phase_invalid',
} as const;
export type PipelineMarkerReason = CodeOf<typeof PipelineMarkerReason>;
