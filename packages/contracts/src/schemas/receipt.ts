import { z } from 'zod';

/**
 * A parsed crucible Ledger Return Protocol receipt (docs/rules/receipt/README.md#receipt-format), v1 or v1.1. This is the
 * published contract of what `parseReceipt` returns; the linter itself does not run zod.
 */
const Line = z.number().int().min(1).describe('1-based line in the receipt');

export const ReceiptArtifactSchema = z.object({
  name: z.string().describe('relative name, as declared'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.string().describe('declared size token (never validated)'),
  line: Line,
});

export const ReceiptTraceEntrySchema = z.object({
  index: z.number().int().min(1),
  verb: z.enum(['READ', 'EDIT', 'WROTE', 'EXEC', 'DISPATCHED', 'CONSULTED', 'SKIPPED']),
  args: z.string(),
  line: Line,
});

export const ReceiptClaimSchema = z.object({
  key: z.string(),
  value: z.string(),
  citation: z.string().describe('TRACE#<N>, <artifact>[#…] or a 12-hex receipt prefix'),
  pattern: z.string().optional(),
  line: Line,
});

export const ReceiptWitnessSchema = z.object({
  kind: z.enum(['exec', 'grep', 'lint']),
  payload: z.string().describe('payload with a trailing grep pattern= clause removed'),
  payloadRaw: z.string(),
  clause: z.string().optional(),
  signature: z.string().describe('expect-fail=: /regex/, "literal", exit!=0, exit=<N> or match'),
  ran: z.string().describe('TRACE#<N>, SKIPPED:<reason> or UNRUNNABLE:<reason>'),
  range: z
    .object({ artifact: z.string(), kind: z.enum(['L', 'B']), start: z.number().int(), end: z.number().int() })
    .optional(),
  line: Line,
});

const Layer2LineSchema = z.object({ value: z.string(), line: Line });

export const ReceiptLayer2Schema = z.object({
  tripwire: Layer2LineSchema.optional().describe('TRIPWIRE: predicates joined by |, or none'),
  supersedes: Layer2LineSchema.optional().describe('SUPERSEDES: comma-separated 12-hex prefixes, or none'),
  child: Layer2LineSchema.optional().describe('TRIPWIRE-CHILD: (required when TRACE has DISPATCHED)'),
});

export const ParsedReceiptSchema = z
  .object({
    version: z.enum(['1', '1.1']),
    header: z.string().describe('header rest: <skill>/<dispatch-id> by convention'),
    verdict: z.enum(['PASS', 'FAIL', 'BLOCKED']),
    conf: z.string(),
    artifacts: z.array(ReceiptArtifactSchema),
    trace: z.array(ReceiptTraceEntrySchema),
    claims: z.array(ReceiptClaimSchema),
    witness: ReceiptWitnessSchema,
    suspicion: z.string().optional(),
    next: z.array(z.string()),
    layer2: ReceiptLayer2Schema.optional().describe('v1.1 only'),
  })
  .meta({ id: 'ParsedReceipt', title: 'Parsed receipt', description: 'docs/rules/receipt/README.md#receipt-format' });

/**
 * One line of the orchestrator's receipt-ledger.jsonl as the receipt linter's `--ledger`
 * binding reads it (docs/rules/receipt/README.md#ledger-binding-and-receipt-hash): extra keys are allowed and ignored.
 */
export const ReceiptBindingLedgerLineSchema = z
  .looseObject({
    dispatch_id: z.string().describe('<N>-<template>, without the skill prefix'),
    phase: z.string().optional().describe('never matched'),
    rcpt_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    verdict: z.enum(['PASS', 'FAIL', 'BLOCKED']),
  })
  .meta({ id: 'ReceiptBindingLedgerLine', title: 'Receipt-ledger line (binding)', description: 'docs/rules/receipt/README.md#ledger-binding-and-receipt-hash' });

export type ParsedReceiptContract = z.infer<typeof ParsedReceiptSchema>;
export type ReceiptBindingLedgerLine = z.infer<typeof ReceiptBindingLedgerLineSchema>;
