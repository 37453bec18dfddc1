import { z } from 'zod';

/** A phase handoff manifest (`handoff-N-to-M.md`, docs/rules/handoff/README.md#manifest-format), as parsed. */
export const HandoffManifestSchema = z
  .object({
    from: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    to: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    timestamp: z.string(),
    goal: z.string(),
    mode: z.enum(['feature', 'refactor']),
    inputs: z.array(z.object({ label: z.string(), value: z.string() })),
    decisions: z.array(z.object({ id: z.string().regex(/^DEC-\d+$/), text: z.string() })),
    constraints: z.array(z.string()),
    shed: z.array(z.object({ what: z.string(), where: z.string() })),
  })
  .meta({ id: 'HandoffManifest', title: 'Phase handoff manifest', description: 'docs/rules/handoff/README.md#manifest-format (the parsed form of the markdown file)' });

export type HandoffManifest = z.infer<typeof HandoffManifestSchema>;
