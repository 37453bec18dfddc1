import { z } from 'zod';

/** docs/rules/marker/README.md: the parsed first-line marker of a skill turn (`data.parsed` of `marker`). */
export const ParsedMarkerSchema = z
  .object({
    kind: z.enum(['gate', 'question', 'done', 'stuck']),
    skill: z.string().nullable(),
    gateId: z.string().nullable(),
    recommended: z.number().int().positive().nullable(),
    outcome: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ParsedMarker', title: 'Parsed first-line marker', description: 'docs/rules/marker/README.md' });

export type ParsedMarker = z.infer<typeof ParsedMarkerSchema>;
