import { z } from 'zod';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** One line of the calibration ledger `runs.jsonl`, schema v2 (docs/rules/calibration/README.md#runs-entry): 24 keys, all present. */
export const CalibrationRunSchema = z
  .object({
    schema_version: z.number().int(),
    run_id: z.string().min(1),
    skill: z.string().min(1),
    repo: z.string(),
    model_resolution: z.record(z.string(), z.array(z.object({ ran: z.string(), basis: z.string(), prov: z.string() }))).nullable(),
    tier: z.enum(['A', 'B']),
    artifact_type: z.enum(['code', 'design', 'plan', 'hypothesis', 'mockup', 'translation', 'other']),
    verdict: z.string(),
    confidence: z.number().nullable(),
    artifact_hash: hex64,
    chunk_hash: hex64.nullable(),
    gated_files: z.array(z.string()).max(500),
    findings_count: z.number().int().nullable(),
    severity_histogram: z
      .object({ fatal: z.number().int(), significant: z.number().int(), minor: z.number().int(), nit: z.number().int() })
      .nullable(),
    highest_finding: z.string().max(256).nullable(),
    would_have_shipped_without_gate: z.boolean().nullable(),
    rounds: z.number().int().nullable(),
    timestamp: z.string(),
    backfilled: z.boolean(),
    falsified: z.unknown().nullable(),
    falsified_by: z.unknown().nullable(),
    gated_files_truncated: z.number().int(),
    comment: z.string().nullable(),
    predicted_falsifier: z.string().max(256).nullable(),
  })
  .meta({ id: 'CalibrationRun', title: 'Calibration ledger run (runs.jsonl v2)', description: 'docs/rules/calibration/README.md#runs-entry' });

export type CalibrationRun = z.infer<typeof CalibrationRunSchema>;
