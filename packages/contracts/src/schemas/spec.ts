import { z } from 'zod';

/** gauntlet.md §5.1: the disposition of one acceptance-criteria row. */
export const AcDispositionSchema = z
  .union([
    z.object({ kind: z.literal('in-scope'), defaulted: z.literal(true).optional() }),
    z.object({ kind: z.literal('unknown'), defaulted: z.literal(false) }),
    z.object({ kind: z.literal('deviates'), why: z.string() }),
    z.object({ kind: z.literal('deferred'), where: z.string(), ref: z.string() }),
    z.object({ kind: z.literal('venue'), env: z.string(), observation: z.string() }),
    z.object({ kind: z.literal('venue'), raw: z.string() }),
    z.object({ kind: z.literal('elsewhere'), repo: z.string() }),
  ])
  .meta({ id: 'AcDisposition' });

/** gauntlet.md §5.1: `data.acceptance` of `spec`. */
export const AcceptanceSectionSchema = z
  .object({
    form: z.enum(['rows', 'none', 'mixed']).nullable(),
    noneLine: z.string().nullable(),
    rows: z.array(z.object({ n: z.number().int().positive(), text: z.string(), disposition: AcDispositionSchema })),
    scopeCutsLine: z.string().nullable(),
  })
  .meta({ id: 'AcceptanceSection', title: 'Acceptance-criteria section', description: 'gauntlet.md §5.1' });

/** gauntlet.md §5.2.2: `data.amendGrant` of `spec`. */
export const AmendGrantSchema = z
  .object({
    reading: z.enum(['no_grant', 'grant_active', 'malformed']),
    sentence: z.string().nullable(),
    fundedFixRounds: z.number().int().nonnegative(),
    offendingLines: z.array(z.number().int().positive()),
  })
  .meta({ id: 'AmendGrant', title: 'Amend-grant header reading', description: 'gauntlet.md §5.2' });

export type AcDisposition = z.infer<typeof AcDispositionSchema>;
export type AcceptanceSection = z.infer<typeof AcceptanceSectionSchema>;
export type AmendGrant = z.infer<typeof AmendGrantSchema>;
