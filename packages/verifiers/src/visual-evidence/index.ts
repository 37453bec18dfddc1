import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import type { VisualEvidenceDecision } from './evaluate.js';
import { prepareEnvelope } from './prepare.js';
import { missing } from './rules/missing.js';
import { symbolOnly } from './rules/symbol-only.js';

export { evaluateEnvelope, type VisualEvidenceDecision, type VisualEvidenceOutcome } from './evaluate.js';
export { ACCEPTED_EVIDENCE, REASONS as VISUAL_EVIDENCE_REASONS, SYMBOL_ONLY, UI_PATH_PATTERNS } from './patterns.js';

export const visualEvidenceRules = [symbolOnly, missing] as const;

/**
 * The visual-evidence gate (docs/rules/visual-evidence/README.md). Input: the envelope as JSON text. A chunk that
 * changed UI files must carry visual/AX evidence; symbol-only evidence is rejected.
 */
export const visualEvidenceVerifier = defineVerifier<string, VisualEvidenceDecision>({
  id: 'visual-evidence',
  description: 'UI chunks carry visual or accessibility-tree evidence, not symbol-only checks.',
  rules: visualEvidenceRules,
  prepare: (text) => prepareEnvelope(text),
  data: (decision) => {
    const data: Record<string, unknown> = {
      outcome: decision.outcome,
      reason: decision.reason,
      uiChanged: decision.uiChanged,
      uiFiles: decision.uiFiles,
      symbolOnly: decision.symbolOnly,
      acceptedEvidence: decision.acceptedEvidence,
    };
    if (decision.outcome === 'reject') data.symbolSignals = decision.symbolSignals;
    return data;
  },
});

/** Checks one envelope (JSON text). */
export function verifyVisualEvidence(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return visualEvidenceVerifier.verify(text, verify);
}
