import { z } from 'zod';
import type { ErrorReport, Finding, Report, Result } from '../types.js';
import { ErrorReason } from '../codes/cli.js';

export const SeveritySchema = z.enum(['blocker', 'warning', 'info']);
export const VerdictSchema = z.enum(['pass', 'fail']);

const positiveInt = z.number().int().positive();

export const FindingSchema = z
  .strictObject({
    verifier: z.string().min(1).optional(),
    rule: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/, 'rule ids are <family>/<rule-name>, kebab-case'),
    reason: z.string().regex(/^[a-z0-9][a-z0-9_]*$/, 'reason codes are snake_case'),
    severity: SeveritySchema,
    message: z.string(),
    file: z.string().optional(),
    line: positiveInt.optional(),
    column: positiveInt.optional(),
    endLine: positiveInt.optional(),
    endColumn: positiveInt.optional(),
    evidence: z.array(z.string()).optional(),
    hint: z.string().optional(),
    fatal: z.literal(true).optional(),
    omitted: z
      .strictObject({ blocker: z.number().int().nonnegative(), warning: z.number().int().nonnegative(), info: z.number().int().nonnegative() })
      .optional(),
  })
  .meta({ id: 'Finding', description: 'One problem (or note) a rule found.' });

export const ResultSchema = z
  .strictObject({
    id: z.string(),
    verdict: VerdictSchema,
    findings: z.array(FindingSchema),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Result', description: 'The outcome of one input.' });

export const SummarySchema = z
  .object({
    results: z.number().int().nonnegative(),
    blocker: z.number().int().nonnegative(),
    warning: z.number().int().nonnegative(),
    info: z.number().int().nonnegative(),
  })
  // Family counts a command adds (docs/cli.md: `patches` puts its counts in `summary`).
  .catchall(z.union([z.number(), z.array(z.string())]));

export const ReportSchema = z
  .strictObject({
    schemaVersion: z.literal(1),
    tool: z.strictObject({ name: z.string(), version: z.string() }),
    command: z.string(),
    verdict: VerdictSchema,
    summary: SummarySchema,
    results: z.array(ResultSchema),
  })
  .meta({
    id: 'Report',
    title: 'gauntlet-lint JSON report',
    description: 'What `gauntlet-lint --format json` prints (schemaVersion 1).',
  });

export const ErrorReportSchema = z
  .strictObject({
    schemaVersion: z.literal(1),
    error: z.strictObject({
      reason: z.enum(Object.values(ErrorReason) as [ErrorReason, ...ErrorReason[]]),
      message: z.string(),
    }),
  })
  .meta({
    id: 'ErrorReport',
    title: 'gauntlet-lint JSON error',
    description: 'What `gauntlet-lint --format json` prints when it exits 2.',
  });

// The hand-written types in ../types.ts are the source of truth for TypeScript users; these
// assignments fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const findingMatches: Same<z.infer<typeof FindingSchema>, Finding> = true;
const resultMatches: Same<z.infer<typeof ResultSchema>, Result> = true;
const reportMatches: Same<z.infer<typeof ReportSchema>, Report> = true;
const errorMatches: Same<z.infer<typeof ErrorReportSchema>['schemaVersion'], ErrorReport['schemaVersion']> = true;
void [findingMatches, resultMatches, reportMatches, errorMatches];
