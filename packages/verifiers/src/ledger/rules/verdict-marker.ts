import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import type { PreparedLedger } from '../options.js';

export const verdictMarker = defineRule<PreparedLedger>({
  id: 'ledger/verdict-marker',
  description: 'With `--markers DIR --pipeline-id ID`: the newest marker of that PipelineID (by parsed Timestamp) exists and says PASS.',
  severity: 'blocker',
  reasons: [VerdictMarkerReason.marker_missing, VerdictMarkerReason.marker_verdict_not_pass],
  check({ marker }, { report }) {
    if (marker === null || marker.verified) return;
    if (marker.selected === null) {
      report({
        reason: VerdictMarkerReason.marker_missing,
        message:
          marker.problem ??
          `No verdict marker in ${marker.dir} carries PipelineID ${marker.pipelineId} with a parseable Timestamp.`,
        hint: 'Run the quality gate for this phase with the active pipeline_id; it writes gate-verdict-<run-id>.md.',
      });
      return;
    }
    report({
      reason: VerdictMarkerReason.marker_verdict_not_pass,
      message: `The newest marker for ${marker.pipelineId} (${marker.selected}) says ${marker.verdict ?? 'nothing'}, not PASS.`,
      evidence: [`selected: ${marker.selected}`],
      hint: 'An older PASS marker does not count: re-run the gate on the same artifact (or SKIP GATE with the user).',
    });
  },
});
