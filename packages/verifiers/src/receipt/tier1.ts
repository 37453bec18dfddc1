import type { Failure, ReceiptDocument } from './document.js';
import { parseReceiptDocument } from './parse.js';
import { TIER1_RULES } from './tier1-rules.js';

export interface Tier1Outcome {
  /** The parsed receipt (lenient past the first failure, see `ReceiptDocument`). */
  doc: ReceiptDocument;
  /** The reference's first failure, with the rule that found it. */
  failure: (Failure & { rule: string }) | undefined;
}

/**
 * Parses a receipt and runs the Tier-1 decisions in order without the engine (every Tier-1
 * rule is a pure function of the text), stopping at the first failure. Used by the tripwire
 * sweep and `parseReceipt`. `groups` limits the run to the first rules (2 = header and
 * segmentation only).
 */
export function runTier1(text: string, groups: number = TIER1_RULES.length): Tier1Outcome {
  const doc = parseReceiptDocument(text);
  for (const rule of TIER1_RULES.slice(0, groups)) {
    const failure = rule.decide(doc);
    if (failure) return { doc, failure: { ...failure, rule: rule.id } };
  }
  return { doc, failure: undefined };
}

export interface ParsedReceipt {
  version: ReceiptDocument['version'];
  header: string;
  verdict: ReceiptDocument['verdict'];
  conf: string;
  artifacts: ReceiptDocument['artifacts'];
  trace: ReceiptDocument['trace'];
  claims: ReceiptDocument['claims'];
  witness: ReceiptDocument['witness'];
  suspicion: string | undefined;
  next: string[];
  layer2: ReceiptDocument['layer2'];
}

/**
 * Parses a receipt (v1 or v1.1). Returns the parsed receipt when it passes Tier-1, else the
 * first failure and the lenient reading of the rest. Never throws.
 */
export function parseReceipt(text: string): { ok: true; receipt: ParsedReceipt } | { ok: false; failure: Failure & { rule: string }; partial: ParsedReceipt } {
  const { doc, failure } = runTier1(text);
  const receipt: ParsedReceipt = {
    version: doc.version,
    header: doc.headerRest,
    verdict: doc.verdict,
    conf: doc.conf,
    artifacts: [...doc.artifacts],
    trace: [...doc.trace],
    claims: [...doc.claims],
    witness: doc.witness,
    // v1 never validates SUSPICION: its body as written; v1.1 its first token.
    suspicion: doc.version === '1.1' ? doc.suspicion : doc.sections.get('SUSPICION')?.body[0]?.raw,
    next: (doc.sections.get('NEXT')?.body ?? []).map((element) => element.raw),
    layer2: doc.layer2,
  };
  return failure ? { ok: false, failure, partial: receipt } : { ok: true, receipt };
}
