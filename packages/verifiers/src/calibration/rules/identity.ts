import { defineRule } from '@gauntlet/core';
import { CalibrationReason } from '@gauntlet/contracts/codes';
import type { ParsedRuns } from '../parse.js';

export const identity = defineRule<ParsedRuns>({
  id: 'calibration/identity',
  description: 'Every row has a non-blank string run_id and skill, and (run_id, skill) is unique in the file.',
  severity: 'blocker',
  reasons: [CalibrationReason.calibration_identity_missing, CalibrationReason.calibration_duplicate_identity],
  check(runs, { report }) {
    const seen = new Map<string, number>();
    for (const { line, row, identity: ok } of runs.rows) {
      if (!ok) {
        report({ reason: CalibrationReason.calibration_identity_missing, message: `Line ${line} lacks a non-blank run_id and skill; the other checks of the row were skipped.`, line, hint: 'The emit CLI refuses rows without identity (#402): write both run_id and skill.' });
        continue;
      }
      const key = JSON.stringify([row.run_id, row.skill]);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else report({ reason: CalibrationReason.calibration_duplicate_identity, message: `Line ${line} repeats (run_id, skill) of line ${first}.`, line, hint: 'The ledger is append-once per (run_id, skill) (L-2): dedup before appending.' });
    }
  },
});
