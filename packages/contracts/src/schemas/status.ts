import { z } from 'zod';

/** A stored `pipeline-status.md` (docs/rules/status/README.md#file-format), as parsed. */
export const PipelineStatusSchema = z
  .object({
    updated: z.string(),
    started: z.string(),
    skill: z.string(),
    phase: z.string(),
    health: z.enum(['GREEN', 'YELLOW', 'RED']),
    suggestedAction: z.string().optional(),
    elapsed: z.string(),
    recentEvents: z.array(z.object({ time: z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/), text: z.string() })).max(5),
    compressionState: z
      .object({
        goal: z.string().optional(),
        keyDecisions: z.array(z.string()).max(10),
        activeConstraints: z.array(z.string()),
        nextSteps: z.array(z.string()),
      })
      .optional(),
  })
  .meta({ id: 'PipelineStatus', title: 'Pipeline status file', description: 'docs/rules/status/README.md' });

export type PipelineStatus = z.infer<typeof PipelineStatusSchema>;
