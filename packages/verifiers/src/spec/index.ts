import { defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedSpec, parseSpec, type SpecOptions } from './parse.js';
import { acDisposition } from './rules/ac-disposition.js';
import { acSection } from './rules/ac-section.js';
import { amendGrant } from './rules/amend-grant.js';
import { engineMarker } from './rules/engine-marker.js';
import { placeholder } from './rules/placeholder.js';
import { specDirsOf } from './text.js';

export { parseSpec, type ParsedSpec, type SpecOptions } from './parse.js';
export { firstRef, readAcceptance, type AcDisposition, type AcRow, type AcceptanceData, type AcceptanceReading } from './acceptance.js';
export { readAmendGrant, type AmendGrantData, type GrantReading } from './amend-grant.js';
export { readEngine, type EngineData, type EngineReading } from './engine.js';
export { blankCodeSpans, scanPlaceholders, type PlaceholderHit } from './placeholder.js';
export { BANNER_ANCHOR, BANNER_PREFIX, DEFAULT_SPEC_DIRS, escapeRegex, fenceMask, firstH1, headerBlock, specDirsOf, type HeaderBlock } from './text.js';

export const specRules = [acSection, acDisposition, amendGrant, engineMarker, placeholder] as const;

interface ParsedSpecOptions {
  thisRepo: string | null;
  specDirs: readonly string[];
}

const specOptions = defineOptions<ParsedSpecOptions>('spec', (read) => ({
  thisRepo: read.string('thisRepo') || null,
  specDirs: specDirsOf(read.strings('specDirs')),
}));

/**
 * Spec contracts (docs/rules/spec/README.md): the acceptance-criteria section, the Amend-grant
 * header, the Engine marker and the placeholder scan. Input: the spec's text. Options:
 * `{ thisRepo?, specDirs? }`.
 */
export const specVerifier = defineVerifier<string, ParsedSpec, ParsedSpecOptions>({
  id: 'spec',
  description: 'A spec\'s acceptance criteria, Amend-grant header, Engine marker and placeholders.',
  rules: specRules,
  options: specOptions,
  prepare: (text, { options }) => parseSpec(text, options),
  data: (spec) => ({ acceptance: spec.acceptance.data, amendGrant: spec.grant.data, engine: spec.engine.data }),
});

/** Checks one spec's text. */
export function verifySpec(text: string, options: SpecOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return specVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
