import type { CodeOf } from './define.js';

/** Reason codes of `visual-evidence` (docs/rules/visual-evidence/README.md#rules). */
export const VisualEvidenceReason = {
  visual_evidence_symbol_only: 'visual_evidence_symbol_only',
  visual_evidence_missing: 'visual_evidence_missing',
} as const;
export type VisualEvidenceReason = CodeOf<typeof VisualEvidenceReason>;
