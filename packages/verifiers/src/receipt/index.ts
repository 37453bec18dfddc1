import { type Verification, type VerifyOptions, defineVerifier } from '@gauntlet/core';
import type { ReceiptOptions } from './document.js';
import { parseReceiptDocument } from './parse.js';
import { type ReceiptRun, createReceiptRun, notesOf } from './run.js';
import { artifactsOnDisk } from './rules/artifacts-on-disk.js';
import { evalRecord } from './rules/eval-record.js';
import { header } from './rules/header.js';
import { ledgerBinding } from './rules/ledger-binding.js';
import { resolveBudget } from './rules/resolve-budget.js';
import { roots } from './rules/roots.js';
import { sections } from './rules/sections.js';
import { supersedesEvidence } from './rules/supersedes-evidence.js';
import { trace } from './rules/trace.js';
import { witnessEvidence } from './rules/witness-evidence.js';
import { TIER1_RULES } from './tier1-rules.js';
import { receiptOptions } from './options.js';
import { receiptCoverage } from './coverage.js';

export type {
  ArtifactEntry,
  BodyLine,
  Claim,
  Layer2,
  Layer2Line,
  ReceiptDocument,
  ReceiptOptions,
  ReceiptVersion,
  Section,
  TraceEntry,
  Verdict,
  Witness,
  WitnessRange,
} from './document.js';
export type { Binding } from './rules/ledger-binding.js';
export type { ReceiptRun } from './run.js';
export { parseReceiptDocument } from './parse.js';
export { TIER1_RULES } from './tier1-rules.js';
export { parseReceipt, runTier1, type ParsedReceipt, type Tier1Outcome } from './tier1.js';
export { lintReceiptBatch, type BatchResultHandler } from './batch.js';
export { normalizeReceipt, receiptHash, receiptPrefix } from './normalize.js';
export { scanLayer2, predicatePieces, globEntryCount, isGlobPredicate } from './layer2.js';
export { showPath } from './text.js';
export {
  receiptRule,
  receiptTextRule,
  type ReceiptRule,
  type ReceiptRuleDefinition,
  type ReceiptTextRule,
  type ReceiptTextRuleDefinition,
} from './rule-kit.js';

/** Every rule of `gauntlet-lint receipt`, in the reference's evaluation order. */
export const receiptRules = [
  evalRecord,
  ...TIER1_RULES,
  roots,
  artifactsOnDisk,
  witnessEvidence,
  supersedesEvidence,
  ledgerBinding,
  resolveBudget,
] as const;

function prepareRun(text: string, options: ReceiptOptions, host: ReceiptRun['host']): ReceiptRun {
  return createReceiptRun(parseReceiptDocument(text), options, host);
}

function dataOf(run: ReceiptRun): Record<string, unknown> {
  const data: Record<string, unknown> = { tier: run.options.tier === 2 ? 2 : 1 };
  if (run.doc.version !== undefined) data.version = run.doc.version;
  data.notes = notesOf(run);
  const coverage = receiptCoverage(run);
  if (coverage !== undefined) data.coverage = coverage;
  return data;
}

/**
 * crucible's receipt linter (docs/rules/receipt/): Tier-1 text rules, then (options.tier = 2)
 * disk verification through the Host, then the ledger binding. Stops at the first failure, as
 * the reference does. Input: the receipt text; options: `ReceiptOptions`.
 */
export const receiptVerifier = defineVerifier<string, ReceiptRun, ReceiptOptions>({
  id: 'receipt',
  description: "crucible's Ledger Return Protocol receipts: grammar, evidence citations, witness, Layer-2 lines, disk and ledger checks.",
  rules: receiptRules,
  options: receiptOptions,
  stopAtFirstBlocker: true,
  prepare: (text, context) => prepareRun(text, context.options, context.host),
  data: dataOf,
});

/** `receipt --bind-only`: segmentation, TRACE and the ledger binding only (docs/rules/receipt/ledger-binding.md). */
export const receiptBindingVerifier = defineVerifier<string, ReceiptRun, ReceiptOptions>({
  id: 'receipt-binding',
  description: 'Receipt ledger binding only: each DISPATCHED child is in the receipt ledger.',
  rules: [header, sections, trace, ledgerBinding],
  options: receiptOptions,
  stopAtFirstBlocker: true,
  prepare: (text, context) => prepareRun(text, { ...context.options, bindOnly: true }, context.host),
  data: (run) => ({ bindings: run.legs.done('ledger')?.bindings ?? [], notes: notesOf(run) }),
});

/** Tier-1 lint of one receipt (text only; no I/O). */
export function lintReceipt(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return receiptVerifier.verify(text, { ...verify, options: { ...verify.options, tier: 1 } });
}

/** Tier-1 then Tier-2 (roots, `strict`, `ledger`) through `verify.host`. */
export function verifyReceipt(text: string, options: ReceiptOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return receiptVerifier.verify(text, { ...verify, options: { ...verify.options, ...options, tier: 2 } });
}

/** The ledger binding alone (`--bind-only`): `data.bindings`. */
export function bindReceipt(text: string, ledger: string, verify: VerifyOptions = {}): Promise<Verification> {
  return receiptBindingVerifier.verify(text, { ...verify, options: { ...verify.options, ledger } });
}

export type { Tier1Outcome as ReceiptTier1Outcome } from './tier1.js';
