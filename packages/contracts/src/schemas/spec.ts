import { z } from 'zod';

/** docs/rules/spec/README.md#acceptance-criteria: the disposition of one acceptance-criteria row. */
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

/** docs/rules/spec/README.md#acceptance-criteria: `data.acceptance` of `spec`. */
export const AcceptanceSectionSchema = z
  .object({
    form: z.enum(['rows', 'none', 'mixed']).nullable(),
    noneLine: z.string().nullable(),
    rows: z.array(z.object({ n: z.number().int().positive(), text: z.string(), disposition: AcDispositionSchema })),
    scopeCutsLine: z.string().nullable(),
  })
  .meta({ id: 'AcceptanceSection', title: 'Acceptance-criteria section', description: 'docs/rules/spec/README.md#acceptance-criteria' });

/** docs/rules/spec/README.md#amend-grant: `data.amendGrant` of `spec`. */
export const AmendGrantSchema = z
  .object({
    reading: z.enum(['no_grant', 'grant_active', 'malformed']),
    sentence: z.string().nullable(),
    fundedFixRounds: z.number().int().nonnegative(),
    offendingLines: z.array(z.number().int().positive()),
  })
  .meta({ id: 'AmendGrant', title: 'Amend-grant header reading', description: 'docs/rules/spec/README.md#amend-grant' });

export type AcDisposition = z.infer<typeof AcDispositionSchema>;
export type AcceptanceSection = z.infer<typeof AcceptanceSectionSchema>;
export type AmendGrant = z.infer<typeof AmendGrantSchema>;
