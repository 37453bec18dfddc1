import { GauntletError } from '@gauntlet/core';
import { type VisualEvidenceDecision, evaluateEnvelope } from './evaluate.js';

/**
 * Parses the envelope text as the reference does (`JSON.parse`: a BOM is invalid, duplicate
 * keys keep the last value) and decides. Invalid JSON and a top-level `null` (a reference
 * crash) are structural errors: `input_invalid`, exit 2.
 */
export function prepareEnvelope(text: string): VisualEvidenceDecision {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch (error) {
    throw new GauntletError('input_invalid', `the envelope is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (envelope === null) throw new GauntletError('input_invalid', 'the envelope is JSON null, not an object');
  return evaluateEnvelope(envelope);
}
