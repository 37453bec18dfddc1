import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type MarkerObject, parsePipelineMarker } from './marker.js';
import { fields } from './rules/fields.js';
import { shape } from './rules/shape.js';

export { parseIsoDateTime } from './iso.js';
export {
  ACTIVE_SKILLS,
  MARKER_FIELDS,
  classifyAtStart,
  markerIsActive,
  parsePipelineMarker,
  type MarkerObject,
  type StartOutcome,
} from './marker.js';

export const pipelineActiveRules = [shape, fields] as const;

/**
 * The `.pipeline-active` marker (docs/rules/pipeline-active/README.md#rules). Library only (no CLI command).
 * Input: the marker text.
 */
export const pipelineActiveVerifier = defineVerifier<string, MarkerObject | null>({
  id: 'pipeline-active',
  description: 'Pipeline-active marker: a JSON object with the eight keys, an ISO start_time, a full baseline sha, the session dispatch dir, a build phase.',
  rules: pipelineActiveRules,
  prepare: (text) => parsePipelineMarker(text),
});

/** Checks one `.pipeline-active` marker text. */
export function verifyPipelineActiveMarker(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return pipelineActiveVerifier.verify(text, verify);
}
