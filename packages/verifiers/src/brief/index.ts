import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedBrief, parseBrief } from './parse.js';
import { empty } from './rules/empty.js';
import { fieldMissing } from './rules/field-missing.js';

export { BRIEF_FIELDS, type BriefFieldSpec } from './fields.js';
export { parseBrief, type BriefField, type ParsedBrief } from './parse.js';

export const briefRules = [fieldMissing, empty] as const;

/**
 * The brief MECE validator (docs/rules/brief/README.md): a hand-off brief names the seven ownership
 * fields. Input: the brief text (decoded UTF-8, BOM kept; line endings are translated here).
 */
export const briefVerifier = defineVerifier<string, ParsedBrief>({
  id: 'brief',
  description: 'Hand-off briefs name the seven ownership fields.',
  rules: briefRules,
  prepare: (text) => parseBrief(text),
  data: (brief) => ({
    fields: {
      present: brief.fields.filter((field) => field.present).map((field) => field.key),
      missing: brief.fields.filter((field) => !field.present).map((field) => field.key),
    },
    empty: brief.empty,
  }),
});

/** Checks one brief. */
export function verifyBrief(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return briefVerifier.verify(text, verify);
}
