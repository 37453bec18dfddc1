import { decodeUtf8, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedMarker, parseMarker } from './parse.js';
import { closure } from './rules/closure.js';
import { costCap } from './rules/cost-cap.js';
import { countInvariant } from './rules/count-invariant.js';
import { fieldOrder } from './rules/field-order.js';
import { legacy } from './rules/legacy.js';
import { scores } from './rules/scores.js';
import { siege } from './rules/siege.js';
import { verdict } from './rules/verdict.js';

export {
  REASON_VERDICT as VERDICT_MARKER_REASONS,
  VERDICTS as VERDICT_MARKER_VERDICTS,
  isLegacy as isLegacyVerdictMarker,
  parseMarker as parseVerdictMarker,
  type MarkerField as VerdictMarkerField,
  type ParsedMarker as ParsedVerdictMarker,
} from './parse.js';
export {
  isMarkerFileName as isVerdictMarkerFileName,
  selectAndVerifyMarker,
  type MarkerFile as VerdictMarkerFile,
  type MarkerSelection as VerdictMarkerSelection,
} from './select.js';

export const verdictMarkerRules = [legacy, fieldOrder, verdict, scores, countInvariant, closure, costCap, siege] as const;

/**
 * Quality-gate verdict markers (docs/rules/verdict-marker/README.md): `gate-verdict-<run-id>.md`, MarkerVersion 2.
 * Input: the marker text. `data`: `verdict`, `pipelineId`, `legacy`.
 */
export const verdictMarkerVerifier = defineVerifier<string, ParsedMarker>({
  id: 'verdict-marker',
  description: 'Quality-gate verdict markers: field order, verdict/reason pairing, score arithmetic, closure mode, counters.',
  rules: verdictMarkerRules,
  prepare: (text) => parseMarker(text),
  data: (marker) => ({
    verdict: marker.get('Verdict')?.value ?? null,
    pipelineId: marker.get('PipelineID')?.value ?? null,
    phase: marker.get('Phase')?.value ?? null,
    timestamp: marker.get('Timestamp')?.value ?? null,
    legacy: marker.get('MarkerVersion') === undefined || marker.get('MarkerVersion')?.value === '1',
  }),
});

/** Checks one verdict marker (text or bytes). */
export function verifyVerdictMarker(marker: string | Uint8Array, verify: VerifyOptions = {}): Promise<Verification> {
  const text = typeof marker === 'string' ? marker : decodeUtf8(marker, { stripBom: true });
  return verdictMarkerVerifier.verify(text, verify);
}
