import { z } from 'zod';

/** gauntlet.md §5.5: one recognised council audit item (`data.items[]` of `council-audit`). */
export const CouncilAuditItemSchema = z
  .object({
    disposition: z.enum(['applied', 'deferred', 'rejected']),
    severity: z.enum(['blocker', 'major', 'minor']),
    raisedBy: z.array(z.string()),
  })
  .meta({ id: 'CouncilAuditItem', title: 'Council audit item', description: 'gauntlet.md §5.5' });

/** gauntlet.md §5.5: `data.items` of `council-audit`: the items in order, or null when unrecognised. */
export const CouncilAuditItemsSchema = z.array(CouncilAuditItemSchema).nullable().meta({ id: 'CouncilAuditItems' });

export type CouncilAuditItem = z.infer<typeof CouncilAuditItemSchema>;
