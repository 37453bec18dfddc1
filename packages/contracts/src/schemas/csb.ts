import { z } from 'zod';

const health = z.enum(['GREEN', 'YELLOW', 'RED']);

/**
 * A Compression State Block (docs/rules/csb/README.md#block-format), as parsed from the text between
 * `===COMPRESSION_STATE===` and `===END_COMPRESSION_STATE===`.
 */
export const CompressionStateBlockSchema = z
  .object({
    goal: z.string(),
    skill: z.string(),
    phase: z.string(),
    health,
    mode: z.string().optional(),
    progress: z.array(z.string()),
    keyDecisions: z.array(z.object({ id: z.string().regex(/^DEC-[0-9]+$/), text: z.string() })).max(10),
    activeConstraints: z.array(z.string()),
    filesModified: z.array(z.string()),
    scratchState: z.array(z.string()),
    nextSteps: z.array(z.string()),
  })
  .meta({ id: 'CompressionStateBlock', title: 'Compression State Block', description: 'docs/rules/csb/README.md' });

export type CompressionStateBlock = z.infer<typeof CompressionStateBlockSchema>;
