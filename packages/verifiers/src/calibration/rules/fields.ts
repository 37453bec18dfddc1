import { defineRule } from '@gauntlet/core';
import { CalibrationReason } from '@gauntlet/contracts/codes';
import { ARTIFACT_TYPES, GATED_FILES_CAP, HIGHEST_FINDING_CAP, LINE_CAP_BYTES, type ParsedRuns, TIER_B_NULL_KEYS, mechanicalWhs } from '../parse.js';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const fields = defineRule<ParsedRuns>({
  id: 'calibration/fields',
  description: 'artifact_type is one of the seven, WHS is mechanical, Tier-B rows write the nine null keys, and the caps (500 files, 256 chars, 16384 bytes) hold.',
  severity: 'blocker',
  reasons: [
    CalibrationReason.calibration_artifact_type_invalid,
    CalibrationReason.calibration_whs_inconsistent,
    CalibrationReason.calibration_tier_b_key_absent,
    CalibrationReason.calibration_gated_files_over_cap,
    CalibrationReason.calibration_highest_finding_over_cap,
    CalibrationReason.calibration_line_oversize,
  ],
  check(runs, { report }) {
    for (const { line, text, row, identity } of runs.rows) {
      if (!identity) continue;
      if (typeof row.artifact_type !== 'string' || !ARTIFACT_TYPES.includes(row.artifact_type)) {
        report({ reason: CalibrationReason.calibration_artifact_type_invalid, message: `Line ${line}: artifact_type ${JSON.stringify(row.artifact_type) ?? 'missing'} is not one of ${ARTIFACT_TYPES.join(', ')}.`, line });
      }
      const expected = mechanicalWhs(row.severity_histogram);
      if ((row.would_have_shipped_without_gate ?? null) !== expected) {
        report({
          reason: CalibrationReason.calibration_whs_inconsistent,
          message: `Line ${line}: would_have_shipped_without_gate is ${JSON.stringify(row.would_have_shipped_without_gate)}, the histogram makes it ${JSON.stringify(expected)}.`,
          line,
          hint: 'WHS is computed, never chosen (L-3): fatal + significant ≥ 1 iff the histogram is non-null, else null.',
        });
      }
      if (row.tier === 'B') {
        for (const key of TIER_B_NULL_KEYS) {
          if (key in row) continue;
          report({ reason: CalibrationReason.calibration_tier_b_key_absent, message: `Line ${line}: the Tier-B row omits ${key}; stubs write it explicitly as null.`, line, evidence: [key] });
        }
      }
      if (Array.isArray(row.gated_files) && row.gated_files.length > GATED_FILES_CAP) {
        report({ reason: CalibrationReason.calibration_gated_files_over_cap, message: `Line ${line}: gated_files stores ${row.gated_files.length} paths; the cap is ${GATED_FILES_CAP}.`, line, hint: 'Overflow goes to the sidecar overflow/<run_id>.<skill>.txt with gated_files_truncated set.' });
      }
      if (typeof row.highest_finding === 'string' && [...row.highest_finding].length > HIGHEST_FINDING_CAP) {
        report({ reason: CalibrationReason.calibration_highest_finding_over_cap, message: `Line ${line}: highest_finding is ${[...row.highest_finding].length} chars; the cap is ${HIGHEST_FINDING_CAP}.`, line });
      }
      const bytes = utf8Length(text);
      if (bytes > LINE_CAP_BYTES) {
        report({ reason: CalibrationReason.calibration_line_oversize, message: `Line ${line} is ${bytes} bytes; an encoded row over ${LINE_CAP_BYTES} bytes is rejected (L-8).`, line });
      }
    }
  },
});
