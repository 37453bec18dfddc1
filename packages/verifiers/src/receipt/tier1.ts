import { type Host, noHost, pySplitLines } from '@gauntlet/core';
import type { ReceiptRule } from './rule-kit.js';
import { type Failure, type ReceiptOptions, type ReceiptState, createReceiptState } from './state.js';
import { TIER1_RULES } from './tier1-rules.js';

export interface Tier1Outcome {
  state: ReceiptState;
  /** The reference's first failure, with the rule that found it. */
  failure: (Failure & { rule: string }) | undefined;
}

/**
 * Runs Tier-1 synchronously (every Tier-1 rule is pure text) and stops at the first failure.
 * Used by the tripwire sweep and `parseReceipt`. `groups` limits the run to the first rules
 * (2 = header and segmentation only).
 */
export function runTier1(text: string, options: ReceiptOptions = {}, host: Host = noHost, groups: number = TIER1_RULES.length): Tier1Outcome {
  const state = createReceiptState(text, pySplitLines(text), options);
  for (const rule of (TIER1_RULES as readonly ReceiptRule[]).slice(0, groups)) {
    const failure = rule.run(state, host) as Failure | undefined;
    if (failure) return { state, failure: { ...failure, rule: rule.id } };
  }
  state.tier1Passed = true;
  return { state, failure: undefined };
}

export interface ParsedReceipt {
  version: ReceiptState['version'];
  header: string;
  verdict: ReceiptState['verdict'];
  conf: string;
  artifacts: ReceiptState['artifacts'];
  trace: ReceiptState['trace'];
  claims: ReceiptState['claims'];
  witness: ReceiptState['witness'];
  suspicion: string | undefined;
  next: string[];
  layer2: ReceiptState['layer2'];
}

/**
 * Parses a receipt (v1 or v1.1). Returns the parsed receipt when it passes Tier-1, else the
 * first failure (and whatever was parsed before it). Never throws.
 */
export function parseReceipt(text: string): { ok: true; receipt: ParsedReceipt } | { ok: false; failure: Failure & { rule: string }; partial: ParsedReceipt } {
  const { state, failure } = runTier1(text);
  const receipt: ParsedReceipt = {
    version: state.version,
    header: state.headerRest,
    verdict: state.verdict,
    conf: state.conf,
    artifacts: state.artifacts,
    trace: state.trace,
    claims: state.claims,
    witness: state.witness,
    suspicion: state.suspicion ?? state.sections.get('SUSPICION')?.body[0]?.raw,
    next: (state.sections.get('NEXT')?.body ?? []).map((element) => element.raw),
    layer2: state.layer2,
  };
  return failure ? { ok: false, failure, partial: receipt } : { ok: true, receipt };
}
