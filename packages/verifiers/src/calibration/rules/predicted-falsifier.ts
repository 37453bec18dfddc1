import { defineRule } from '@gauntlet/core';
import { CalibrationReason } from '@gauntlet/contracts/codes';
import { DEFERRED_SENTINEL, type ParsedRuns } from '../parse.js';

export const predictedFalsifier = defineRule<ParsedRuns>({
  id: 'calibration/predicted-falsifier',
  description: 'Tier-A code rows with a PASS/FAIL verdict carry a predicted_falsifier, and never the retired deferred sentinel.',
  severity: 'warning',
  reasons: [CalibrationReason.calibration_predicted_falsifier_missing, CalibrationReason.calibration_deferred_sentinel],
  check(runs, { report }) {
    for (const { line, row, identity } of runs.rows) {
      if (!identity) continue;
      const mandatory = row.tier === 'A' && (row.verdict === 'PASS' || row.verdict === 'FAIL') && row.artifact_type === 'code' && row.backfilled !== true;
      if (mandatory && (row.predicted_falsifier === null || row.predicted_falsifier === undefined)) {
        report({ reason: CalibrationReason.calibration_predicted_falsifier_missing, message: `Line ${line}: a Tier-A ${String(row.verdict)} code row has no predicted_falsifier.`, line, hint: 'Write e.g. "fix touching src/auth/token.ts within 30d".' });
      }
      if (row.predicted_falsifier === DEFERRED_SENTINEL) {
        report({ reason: CalibrationReason.calibration_deferred_sentinel, message: `Line ${line}: predicted_falsifier is the retired sentinel ${DEFERRED_SENTINEL}.`, line, hint: 'New emits must write a predicate or null; the sentinel is excluded from both rate denominators.' });
      }
    }
  },
});
