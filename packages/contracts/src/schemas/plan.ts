import { z } from 'zod';

const Severity = z.enum(['BLOCKER', 'WARN', 'INFO']);
const Counts = z.object({ BLOCKER: z.number().int(), WARN: z.number().int(), INFO: z.number().int() });

/**
 * One finding of build-loop's plan-verify ("Plan Evidence Contract", docs/rules/plan/README.md#findings-and-report): the
 * shape hosts that still parse the reference's `--json` output rely on.
 */
export const PlanEvidenceSchema = z
  .object({
    claim_text: z.string(),
    claim_kind: z.string(),
    subject: z.object({ path: z.string().nullable(), symbol: z.string().nullable(), noun: z.string().nullable() }),
    verification_command: z.string().nullable(),
    evidence: z.object({ file: z.string().nullable(), line: z.number().int().nullable(), snippet: z.string().nullable() }),
    result: z.enum(['match', 'no_match', 'inconclusive', 'needs_attention']),
    marker: z.string().nullable(),
    severity: Severity,
    confidence: z.enum(['high', 'medium', 'low']),
    rule_id: z.string(),
  })
  .meta({ id: 'PlanEvidence', title: 'Plan Evidence Contract', description: 'docs/rules/plan/README.md#findings-and-report' });

/** The reference's `--json` report (docs/rules/plan/README.md#findings-and-report). */
export const PlanVerifyReportSchema = z
  .object({
    plan: z.string(),
    repo: z.string().nullable(),
    summary: z.object({
      by_severity: Counts,
      by_rule_id: z.record(z.string(), Counts),
      total: z.number().int(),
    }),
    findings: z.array(PlanEvidenceSchema),
  })
  .meta({ id: 'PlanVerifyReport', title: 'plan-verify JSON report', description: 'docs/rules/plan/README.md#findings-and-report' });

export type PlanEvidence = z.infer<typeof PlanEvidenceSchema>;
export type PlanVerifyReport = z.infer<typeof PlanVerifyReportSchema>;
