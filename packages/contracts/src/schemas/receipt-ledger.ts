import { z } from 'zod';

/** One line of `receipt-ledger.jsonl` (docs/rules/receipt-ledger/README.md#receipt-ledger-lines): the Layer-1 receipt binding. */
export const ReceiptLedgerLineSchema = z
  .object({
    dispatch_id: z.string().regex(/^[0-9]+-[a-z0-9][a-z0-9-]*$/),
    phase: z.string().regex(/^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*\/[0-9]+$/),
    rcpt_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    verdict: z.enum(['PASS', 'FAIL', 'BLOCKED']),
  })
  .meta({ id: 'ReceiptLedgerLine', title: 'Receipt ledger line', description: 'docs/rules/receipt-ledger/README.md#receipt-ledger-lines' });

/** One entry of a dispatch `manifest.jsonl` (docs/rules/receipt-ledger/README.md#dispatch-manifest-entries); the last entry per `seq` wins. */
export const DispatchManifestEntrySchema = z
  .object({
    seq: z.number().int(),
    file: z.string(),
    role: z.string(),
    phase: z.string(),
    task: z.number().int().nullable(),
    status: z.enum(['dispatched', 'completed', 'failed', 'skipped', 'error']),
    duration_s: z.number().nullable(),
    summary: z.string(),
    input_chars: z.number().int().nullable(),
    output_chars: z.number().int().nullable(),
    model_tier: z.enum(['opus', 'sonnet', 'haiku']).nullable(),
    tool_calls: z.number().int().nullable(),
    replay_of: z.unknown().optional(),
    replay_session: z.unknown().optional(),
    mutation: z.unknown().optional(),
  })
  .meta({ id: 'DispatchManifestEntry', title: 'Dispatch manifest entry', description: 'docs/rules/receipt-ledger/README.md#dispatch-manifest-entries' });

export type ReceiptLedgerLine = z.infer<typeof ReceiptLedgerLineSchema>;
export type DispatchManifestEntry = z.infer<typeof DispatchManifestEntrySchema>;
