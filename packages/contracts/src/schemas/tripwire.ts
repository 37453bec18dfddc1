import { z } from 'zod';

/** One tripwire predicate (docs/rules/receipt/README.md#layer-2-values vocabulary). */
export const TripwirePredicateSchema = z
  .string()
  .regex(
    /^(?:suspicion>=[\d.]+|claims-touch\(.+?\)|wrote\(.+?\)|read\(.+?\)|exec-exit!=0|peer-dispatch-disagrees\((?:verdict|same-file|severity|count)\)|verdict=FAIL|always)$/u,
  )
  .meta({ id: 'TripwirePredicate', title: 'Tripwire predicate', description: 'docs/rules/receipt/README.md#layer-2-values' });

/**
 * One accepted receipt in the tripwire manifest (docs/rules/tripwire/README.md#manifest-line), in the JSON form
 * `tripwire --manifest` also reads. The text form is the docs/rules/tripwire/README.md#manifest-line manifest line.
 */
export const TripwireManifestEntrySchema = z
  .object({
    prefix: z.string().regex(/^[0-9a-f]{12}$/).describe('first 12 hex of sha256(normalised receipt)'),
    dispatch: z.string().describe('<skill>/<dispatch-id>'),
    skill: z.string(),
    verdict: z.enum(['PASS', 'FAIL', 'BLOCKED']),
    tripwire: z.string().describe('TRIPWIRE value: predicates joined by |, or none'),
    child: z.string().optional().describe('TRIPWIRE-CHILD value'),
    suspicion: z.number(),
    keys: z.array(z.string()).describe('<skill>:<key>:<value> of severity-max / *-count claims'),
    files: z.array(z.string()).describe('<path>:<first 6 hex> of EDIT/WROTE entries'),
    supersededBy: z.string().optional(),
  })
  .meta({ id: 'TripwireManifestEntry', title: 'Tripwire manifest entry', description: 'docs/rules/tripwire/README.md#manifest-line' });

export type TripwireManifestEntryContract = z.infer<typeof TripwireManifestEntrySchema>;
