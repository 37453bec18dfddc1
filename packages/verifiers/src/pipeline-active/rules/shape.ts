import { defineRule } from '@gauntlet/core';
import { PipelineMarkerReason } from '@gauntlet/contracts/codes';
import { MARKER_FIELDS, type MarkerObject } from '../marker.js';

export const shape = defineRule<MarkerObject | null>({
  id: 'pipeline-active/shape',
  description: 'The marker is one JSON object with all eight keys.',
  severity: 'blocker',
  reasons: [PipelineMarkerReason.pipeline_marker_not_json, PipelineMarkerReason.pipeline_marker_field_missing],
  check(marker, { report }) {
    if (marker === null) {
      report({ reason: PipelineMarkerReason.pipeline_marker_not_json, message: 'The .pipeline-active marker is not a JSON object.', hint: 'Write the marker as one JSON object.' });
      return;
    }
    for (const field of MARKER_FIELDS) {
      if (field in marker) continue;
      report({ reason: PipelineMarkerReason.pipeline_marker_field_missing, message: `The marker has no ${field}.`, evidence: [field], hint: `Add "${field}"; every key is written at start (branch may be empty when detached).` });
    }
  },
});
