import { z } from 'zod';

/** One tripwire predicate (receipts.md §3.2 vocabulary). */
export const TripwirePredicateSchema = z
  .string()
  .regex(
    /^(?:suspicion>=[\d.]+|claims-touch\(.+?\)|wrote\(.+?\)|read\(.+?\)|exec-exit!=0|peer-dispatch-disagrees\((?:verdict|same-file|severity|count)\)|verdict=FAIL|always)$/u,
  )
  .meta({ id: 'TripwirePredicate', title: 'Tripwire predicate', description: 'receipts.md §3.2' });

/**
 * One accepted receipt in the tripwire manifest (receipts.md §9.1), in the JSON form
 * `tripwire --manifest` also reads. The text form is the §9.1 manifest line.
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
  .meta({ id: 'TripwireManifestEntry', title: 'Tripwire manifest entry', description: 'receipts.md §9.1' });

export type TripwireManifestEntryContract = z.infer<typeof TripwireManifestEntrySchema>;
