import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedRuns, parseRuns } from './parse.js';
import { fields } from './rules/fields.js';
import { identity } from './rules/identity.js';
import { predictedFalsifier } from './rules/predicted-falsifier.js';

export { ARTIFACT_TYPES, DEFERRED_SENTINEL, TIER_B_NULL_KEYS, hasIdentity, mechanicalWhs, parseRuns, type ParsedRuns, type RunsRow } from './parse.js';
export { parsePredictedFalsifier, predicateCheckable, type ParsedFalsifier } from './falsifier.js';
export { reduceLatestWins, scanRunsJsonl, type DoctorScan } from './readers.js';

export const calibrationRules = [identity, fields, predictedFalsifier] as const;

/**
 * The calibration ledger `runs.jsonl` (docs/rules/calibration/README.md#rules). Library only (no CLI
 * command). Input: the file text; lines that are not JSON objects are counted in
 * `data.unparseable` (the doctor's view), not reported.
 */
export const calibrationVerifier = defineVerifier<string, ParsedRuns>({
  id: 'calibration',
  description: 'Calibration ledger rows: identity, artifact type, mechanical WHS, Tier-B null keys, caps, predicted falsifier.',
  rules: calibrationRules,
  prepare: (text) => parseRuns(text),
  data: (runs) => ({ rows: runs.rows.length, unparseable: runs.lines.length - runs.rows.length }),
});

/** Checks a `runs.jsonl` text. */
export function verifyCalibrationLedger(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return calibrationVerifier.verify(text, verify);
}
