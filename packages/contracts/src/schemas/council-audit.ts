import { z } from 'zod';

/** docs/rules/council-audit/README.md: one recognised council audit item (`data.items[]` of `council-audit`). */
export const CouncilAuditItemSchema = z
  .object({
    disposition: z.enum(['applied', 'deferred', 'rejected']),
    severity: z.enum(['blocker', 'major', 'minor']),
    raisedBy: z.array(z.string()),
  })
  .meta({ id: 'CouncilAuditItem', title: 'Council audit item', description: 'docs/rules/council-audit/README.md' });

/** docs/rules/council-audit/README.md: `data.items` of `council-audit`: the items in order, or null when unrecognised. */
export const CouncilAuditItemsSchema = z.array(CouncilAuditItemSchema).nullable().meta({ id: 'CouncilAuditItems' });

export type CouncilAuditItem = z.infer<typeof CouncilAuditItemSchema>;
