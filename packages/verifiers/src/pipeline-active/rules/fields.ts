import { defineRule } from '@gauntlet/core';
import { PipelineMarkerReason } from '@gauntlet/contracts/codes';
import { parseIsoDateTime } from '../iso.js';
import type { MarkerObject } from '../marker.js';

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
// The session id itself is not compared with pipeline_id: crucible's own marker fixtures pair
// a build-style pipeline_id with an epoch-seconds dispatch dir.
const DISPATCH_DIR = /^\/tmp\/crucible-dispatch-[^/]+\/$/;
const BUILD_PHASES: readonly string[] = ['1', '2', '3', '4'];

export const fields = defineRule<MarkerObject | null>({
  id: 'pipeline-active/fields',
  description: 'start_time is ISO-8601, baseline_sha a full commit id, dispatch_dir the session\'s dispatch directory, a build phase 1–4.',
  severity: 'blocker',
  reasons: [
    PipelineMarkerReason.pipeline_marker_timestamp_invalid,
    PipelineMarkerReason.pipeline_marker_baseline_sha_invalid,
    PipelineMarkerReason.pipeline_marker_dispatch_dir_mismatch,
    PipelineMarkerReason.pipeline_marker_phase_invalid,
  ],
  check(marker, { report }) {
    if (marker === null) return;
    if ('start_time' in marker && (typeof marker.start_time !== 'string' || parseIsoDateTime(marker.start_time) === null)) {
      report({ reason: PipelineMarkerReason.pipeline_marker_timestamp_invalid, message: `start_time ${JSON.stringify(marker.start_time)} is not an ISO-8601 date-time.`, evidence: ['start_time'], hint: 'Write e.g. "2026-09-18T12:00:00Z"; an unparseable start makes the marker inactive.' });
    }
    if ('baseline_sha' in marker && (typeof marker.baseline_sha !== 'string' || !SHA.test(marker.baseline_sha))) {
      report({ reason: PipelineMarkerReason.pipeline_marker_baseline_sha_invalid, severity: 'warning', message: `baseline_sha ${JSON.stringify(marker.baseline_sha)} is not a 40- or 64-hex commit id.`, evidence: ['baseline_sha'], hint: 'Record `git rev-parse HEAD` at start.' });
    }
    if ('dispatch_dir' in marker && (typeof marker.dispatch_dir !== 'string' || !DISPATCH_DIR.test(marker.dispatch_dir))) {
      report({
        reason: PipelineMarkerReason.pipeline_marker_dispatch_dir_mismatch,
        severity: 'warning',
        message: `dispatch_dir ${JSON.stringify(marker.dispatch_dir)} is not a /tmp/crucible-dispatch-<session-id>/ directory.`,
        evidence: ['dispatch_dir'],
        hint: 'Point dispatch_dir at the session\'s dispatch directory, /tmp/crucible-dispatch-<session-id>/.',
      });
    }
    if (marker.skill === 'build' && 'phase' in marker && (typeof marker.phase !== 'string' || !BUILD_PHASES.includes(marker.phase))) {
      report({ reason: PipelineMarkerReason.pipeline_marker_phase_invalid, severity: 'warning', message: `A build marker's phase ${JSON.stringify(marker.phase)} is not "1".."4".`, evidence: ['phase'], hint: 'Update phase at every boundary as the string "1", "2", "3" or "4".' });
    }
  },
});
