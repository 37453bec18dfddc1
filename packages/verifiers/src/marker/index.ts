import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type MarkerOptions, type ParsedMarkerOptions, markerOptions } from './options.js';
import { type ParsedTurn, parseTurn } from './parse.js';
import { grammar } from './rules/grammar.js';
import { placement } from './rules/placement.js';
import { recommendedRow } from './rules/recommended-row.js';
import { repeatedInBody } from './rules/repeated-in-body.js';

export { KNOWN_GATE_IDS, parseInventory, type MarkerOptions } from './options.js';
export { parseTurn, type MarkerIssue, type MarkerPlacement, type NumberedRow, type ParsedMarker, type ParsedTurn } from './parse.js';

export const markerRules = [placement, grammar, recommendedRow, repeatedInBody] as const;

/**
 * First-line markers of skill turns (docs/rules/marker/README.md). Input: the turn's text. Options:
 * `{ inventory? }` (full `<skill>/<id>` gate references). `data.parsed` is the parsed marker or null.
 */
export const markerVerifier = defineVerifier<string, ParsedTurn, ParsedMarkerOptions>({
  id: 'marker',
  description: 'The first line of a skill turn is exactly one gauntlet marker (gate, question, done or stuck).',
  rules: markerRules,
  options: markerOptions,
  prepare: (text, { options }) => parseTurn(text, options),
  data: (turn) => ({ parsed: turn.parsed }),
});

/** Checks one turn's text. */
export function verifyMarker(text: string, options: MarkerOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return markerVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
