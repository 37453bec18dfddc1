import { defineRule } from '@gauntlet/core';
import { VisualEvidenceReason } from '@gauntlet/contracts/codes';
import type { VisualEvidenceDecision } from '../evaluate.js';

export const symbolOnly = defineRule<VisualEvidenceDecision>({
  id: 'visual-evidence/symbol-only',
  description: 'A chunk that changed UI files does not offer symbol- or string-only checks (nm, strings, grep, "compiles cleanly") as its only verification.',
  severity: 'blocker',
  reasons: [VisualEvidenceReason.visual_evidence_symbol_only],
  check(decision, { report }) {
    if (decision.outcome !== 'reject') return;
    report({
      reason: VisualEvidenceReason.visual_evidence_symbol_only,
      message: decision.reason,
      evidence: decision.symbolSignals,
      hint: 'Render the running app and attach a screenshot, an AX-tree dump or a scan result.',
    });
  },
});
