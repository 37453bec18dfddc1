import { decodeUtf8, defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { parseLedger } from '../ledger/index.js';
import { decisionOf, inputLabel, inputsSection, parseHandoff, sectionNamed } from './parse.js';
import type { HandoffOptions, PreparedHandoff } from './prepared.js';
import { continuity } from './rules/continuity.js';
import { fields } from './rules/fields.js';
import { header } from './rules/header.js';
import { ledgerConsistency } from './rules/ledger-consistency.js';
import { listItems } from './rules/list-items.js';
import { requiredInputs } from './rules/required-inputs.js';
import { sections } from './rules/sections.js';

export {
  REQUIRED_INPUTS as HANDOFF_REQUIRED_INPUTS,
  fileNamePair as handoffFileNamePair,
  parseHandoff,
  type HandoffItem,
  type HandoffSection,
  type ParsedHandoff,
} from './parse.js';
export type { HandoffOptions, PreparedHandoff } from './prepared.js';

export const handoffRules = [header, fields, sections, requiredInputs, listItems, ledgerConsistency, continuity] as const;

/**
 * Phase handoff manifests (docs/rules/handoff/README.md): `handoff-N-to-M.md`. Input: the manifest
 * text; the file id is part of the input (its name must match the header). Options: `ledger`
 * (the gate ledger text) and `previous` (the previous manifest's text).
 */
const handoffOptions = defineOptions('handoff', (read) => ({ ledger: read.string('ledger'), previous: read.string('previous') }));

export const handoffVerifier = defineVerifier<string, PreparedHandoff, { ledger: string | undefined; previous: string | undefined }>({
  id: 'handoff',
  description: 'Phase handoff manifests: header and file name, fields, sections, required inputs, ledger gate, cumulative decisions.',
  rules: handoffRules,
  options: handoffOptions,
  prepare: (text, { file, options }) => ({
    handoff: parseHandoff(text),
    file,
    ledger: options.ledger === undefined ? null : parseLedger(options.ledger),
    previous: options.previous === undefined ? null : parseHandoff(options.previous),
  }),
  data: ({ handoff }) => ({
    boundary: handoff.header ? { from: handoff.header.from, to: handoff.header.to } : null,
    inputs: (inputsSection(handoff)?.items ?? []).map(inputLabel).filter((label) => label !== null),
    decisions: (sectionNamed(handoff, 'Decisions Carried Forward')?.items ?? []).flatMap((item) => decisionOf(item)?.id ?? []),
  }),
});

/** Checks one handoff manifest (text or bytes); pass `file` in `verify` so the file name is checked. */
export function verifyHandoff(manifest: string | Uint8Array, options: HandoffOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  const text = typeof manifest === 'string' ? manifest : decodeUtf8(manifest, { stripBom: true });
  return handoffVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
