import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, intOf, trajectoryInts, trajectoryTokens } from '../parse.js';
import { isCheckable } from './active.js';

export const scores = defineRule<ParsedMarker>({
  id: 'verdict-marker/scores',
  description: 'FinalScore and MaxScore agree with the integer tokens of ScoreTrajectory, whose length matches Rounds.',
  severity: 'blocker',
  reasons: [
    VerdictMarkerReason.marker_final_score_mismatch,
    VerdictMarkerReason.marker_max_score_mismatch,
    VerdictMarkerReason.marker_trajectory_length,
  ],
  check(marker, { report }) {
    if (!isCheckable(marker)) return;
    const trajectory = marker.get('ScoreTrajectory');
    if (trajectory === undefined) return;
    const values = trajectoryInts(trajectory.value);
    const final = marker.get('FinalScore');
    const last = values[values.length - 1];
    if (final !== undefined && last !== undefined && intOf(marker, 'FinalScore') !== last) {
      report({
        reason: VerdictMarkerReason.marker_final_score_mismatch,
        message: `FinalScore is ${final.value} but the last score of ScoreTrajectory (${trajectory.value}) is ${last}.`,
        line: final.line,
        hint: 'FinalScore is the weighted score of the last round; chunk separators `|` are not scores.',
      });
    }
    const max = marker.get('MaxScore');
    if (max !== undefined && values.length > 0 && intOf(marker, 'MaxScore') !== Math.max(...values)) {
      report({
        reason: VerdictMarkerReason.marker_max_score_mismatch,
        message: `MaxScore is ${max.value} but the highest score of ScoreTrajectory (${trajectory.value}) is ${Math.max(...values)}.`,
        line: max.line,
        hint: 'MaxScore is the highest weighted score over all rounds.',
      });
    }
    const rounds = intOf(marker, 'Rounds');
    const minor = marker.get('MinorTrajectory');
    const shape = (value: string) => trajectoryTokens(value).map((token) => (token === '|' ? '|' : '#')).join(',');
    if (rounds !== null && values.length !== rounds) {
      report({
        reason: VerdictMarkerReason.marker_trajectory_length,
        severity: 'warning',
        message: `ScoreTrajectory has ${values.length} round scores but Rounds is ${rounds}.`,
        line: trajectory.line,
        hint: 'Write one score per round (chunk separators aside).',
      });
    } else if (minor !== undefined && shape(minor.value) !== shape(trajectory.value)) {
      report({
        reason: VerdictMarkerReason.marker_trajectory_length,
        severity: 'warning',
        message: `MinorTrajectory (${minor.value}) does not have the shape of ScoreTrajectory (${trajectory.value}).`,
        line: minor.line,
        hint: 'MinorTrajectory has one count per round, with the same `|` chunk separators.',
      });
    }
  },
});
