import { z } from 'zod';

/** The `<scratch>/.pipeline-active` marker (docs/rules/pipeline-active/README.md#marker-format). */
export const PipelineActiveMarkerSchema = z
  .object({
    pipeline_id: z.string(),
    skill: z.string(),
    phase: z.string(),
    start_time: z.string(),
    scratch_dir: z.string(),
    dispatch_dir: z.string(),
    branch: z.string(),
    baseline_sha: z.string(),
  })
  .meta({ id: 'PipelineActiveMarker', title: 'Pipeline-active marker', description: 'docs/rules/pipeline-active/README.md' });

export type PipelineActiveMarker = z.infer<typeof PipelineActiveMarkerSchema>;
