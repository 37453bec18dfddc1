import { z } from 'zod';

/**
 * The implementer envelope the visual-evidence gate reads (docs/rules/visual-evidence/README.md). Other keys are
 * ignored; wrong types are tolerated by the gate (treated as absent).
 */
export const VisualEvidenceEnvelopeSchema = z
  .looseObject({
    uiTarget: z.string().nullable().optional(),
    files_changed: z.array(z.string()).optional(),
    verification: z.string().optional(),
    evidence_paths: z.array(z.string()).optional(),
  })
  .meta({ id: 'VisualEvidenceEnvelope', title: 'Visual-evidence envelope', description: 'docs/rules/visual-evidence/README.md' });

export const VisualEvidenceOutcomeSchema = z.enum(['pass', 'warn', 'reject']);

export type VisualEvidenceEnvelope = z.infer<typeof VisualEvidenceEnvelopeSchema>;
export type VisualEvidenceOutcome = z.infer<typeof VisualEvidenceOutcomeSchema>;
