import { defineRule } from '@gauntlet/core';
import { VisualEvidenceReason } from '@gauntlet/contracts/codes';
import type { VisualEvidenceDecision } from '../evaluate.js';

export const missing = defineRule<VisualEvidenceDecision>({
  id: 'visual-evidence/missing',
  description: 'A chunk that changed UI files carries recognised visual or accessibility-tree evidence.',
  severity: 'warning',
  reasons: [VisualEvidenceReason.visual_evidence_missing],
  check(decision, { report }) {
    if (decision.outcome !== 'warn') return;
    report({
      reason: VisualEvidenceReason.visual_evidence_missing,
      message: decision.reason,
      hint: 'Attach a screenshot (.png/.jpg), an AX-tree dump or a scan result to evidence_paths or verification.',
    });
  },
});
