import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type CsbInput, parseCsb } from './parse.js';
import { cumulative } from './rules/cumulative.js';
import { decisions } from './rules/decisions.js';
import { delimiters } from './rules/delimiters.js';
import { health } from './rules/health.js';
import { structure } from './rules/structure.js';

export { CSB_END, CSB_SECTIONS, CSB_START, decisionIds, parseCsb, type CsbInput, type ParsedCsb } from './parse.js';

export const csbRules = [delimiters, structure, health, decisions, cumulative] as const;

/** Input of the CSB verifier: the block text and, optionally, the previous block of the same session. */
export interface CsbTexts {
  block: string;
  previous?: string | null;
}

/** The Compression State Block (docs/rules/csb/README.md#rules). */
export const csbVerifier = defineVerifier<CsbTexts, CsbInput>({
  id: 'csb',
  description: 'Compression State Block: delimiters, header, sections, Health, decision cap and format, cumulative decisions/progress against the previous block.',
  rules: csbRules,
  prepare: (input) => ({ block: parseCsb(input.block), previous: typeof input.previous === 'string' ? parseCsb(input.previous) : null }),
  data: ({ block }) => ({ health: block.header.get('Health')?.value ?? null, phase: block.header.get('Phase')?.value ?? null }),
});

/** Checks one block (and optionally the previous one). */
export function verifyCsb(block: string, previous?: string | null, verify: VerifyOptions = {}): Promise<Verification> {
  return csbVerifier.verify({ block, previous }, verify);
}
