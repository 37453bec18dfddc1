import { z } from 'zod';

const prefix12 = z.string().regex(/^[0-9a-fA-F]{12}$/);

/** An Invariant Cairn `cairn-<run-id>.md` (docs/rules/cairn/README.md#cairn-format), as parsed. */
export const CairnSchema = z
  .object({
    runId: z.string(),
    phase: z.object({ name: z.string(), counter: z.number().int(), startedAt: z.string(), parentSkill: z.string().regex(/^[a-z][a-z0-9-]*$/) }),
    invariants: z.array(
      z.object({ ordinal: z.number().int().min(1), supersedes: z.number().int().min(1).optional(), fact: z.string(), refs: z.array(prefix12) }),
    ),
    openObligations: z.array(z.object({ closed: z.boolean(), text: z.string() })),
    ledger: z.array(
      z.object({
        phase: z.string().regex(/^[a-z][a-z0-9-]*$/),
        counter: z.number().int(),
        high: z.number().int().optional(),
        dispatches: z.number().int(),
        receipts: z.number().int(),
        verdict: z.enum(['PASS', 'FAIL', 'MIXED']),
        summary: z.string().max(80),
      }),
    ),
  })
  .meta({ id: 'Cairn', title: 'Invariant Cairn', description: 'docs/rules/cairn/README.md' });

export type Cairn = z.infer<typeof CairnSchema>;
