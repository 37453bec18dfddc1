import { z } from 'zod';

export const LEDGER_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PASS', 'COMPLETE', 'FAIL', 'SKIPPED', 'INFERRED'] as const;
export const LedgerStatusSchema = z.enum(LEDGER_STATUSES);

const LedgerPhaseSchema = z.object({
  number: z.number().int().min(1).max(4),
  name: z.enum(['Design', 'Plan', 'Execute', 'Completion']),
  status: LedgerStatusSchema,
  gate: z.string().optional(),
  artifact: z.string().optional(),
  tasks: z.string().optional(),
  reason: z.string().optional(),
  acknowledged: z.literal('true').optional(),
});

/** The build gate ledger (`build-gate-ledger.md`, docs/rules/ledger/README.md#ledger-format), as parsed. */
export const GateLedgerSchema = z
  .object({
    run: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    pipelineId: z.string().regex(/^build-\d{8}-\d{6}$/),
    goal: z.string(),
    mode: z.enum(['feature', 'refactor']),
    qualityGateMode: z.enum(['standard', 'full']).optional(),
    phases: z.tuple([LedgerPhaseSchema, LedgerPhaseSchema, LedgerPhaseSchema, LedgerPhaseSchema]),
  })
  .meta({ id: 'GateLedger', title: 'Build gate ledger', description: 'docs/rules/ledger/README.md#ledger-format (the parsed form of the Key: value file)' });

export type GateLedger = z.infer<typeof GateLedgerSchema>;
