import { z } from 'zod';

/** gauntlet.md §3: the parsed first-line marker of a skill turn (`data.parsed` of `marker`). */
export const ParsedMarkerSchema = z
  .object({
    kind: z.enum(['gate', 'question', 'done', 'stuck']),
    skill: z.string().nullable(),
    gateId: z.string().nullable(),
    recommended: z.number().int().positive().nullable(),
    outcome: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ParsedMarker', title: 'Parsed first-line marker', description: 'gauntlet.md §3' });

export type ParsedMarker = z.infer<typeof ParsedMarkerSchema>;
