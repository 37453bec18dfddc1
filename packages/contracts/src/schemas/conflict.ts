import { z } from 'zod';

/** One entry of a doc conflict report (docs/rules/conflict/README.md#entries). */
export const ConflictEntrySchema = z
  .object({
    severity: z.string().describe('BLOCKER, WARNING or INFO; an unknown label as written (the report is then invalid)'),
    title: z.string(),
    labels: z.object({
      Found: z.string().optional(),
      Expected: z.string().optional(),
      Impact: z.string().optional(),
      Note: z.string().optional(),
    }),
    remediation: z.string().optional(),
    section: z.enum(['BLOCKERS', 'WARNINGS', 'INFO']).nullable(),
  })
  .meta({ id: 'ConflictEntry' });

/** The safety gate's decision (docs/rules/conflict/README.md#safety-gate), as `data.gate` of a `conflict` result. */
export const ConflictGateSchema = z
  .object({
    decision: z.enum(['blocked', 'approval_required', 'proceed']),
    code: z.enum(['invalid_report', 'blockers_present', 'warnings_present', 'info_only', 'no_conflicts']),
    banner: z.string().nullable(),
    writesAllowed: z.boolean(),
    promptRequired: z.boolean(),
  })
  .meta({ id: 'ConflictGate', title: 'Doc conflict gate decision', description: 'docs/rules/conflict/README.md#safety-gate' });

/** `data` of a `conflict` result. */
export const ConflictReportDataSchema = z
  .object({
    valid: z.boolean(),
    counts: z.object({ BLOCKER: z.number().int(), WARNING: z.number().int(), INFO: z.number().int() }),
    gate: ConflictGateSchema,
    entries: z.array(ConflictEntrySchema),
  })
  .meta({ id: 'ConflictReportData', title: 'Doc conflict report', description: 'docs/rules/conflict/README.md' });

export type ConflictEntry = z.infer<typeof ConflictEntrySchema>;
export type ConflictGate = z.infer<typeof ConflictGateSchema>;
