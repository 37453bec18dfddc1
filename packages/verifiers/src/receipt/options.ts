import { type FindingInput, defineOptions } from '@gauntlet/core';
import type { ReceiptOptions } from './document.js';

/** Reads `ReceiptOptions` from the options bag (a mistyped value is a usage error). */
export const receiptOptions = defineOptions<ReceiptOptions>('receipt', (read) => ({
  tier: read.integer('tier', { min: 1, max: 2 }) as 1 | 2 | undefined,
  roots: read.strings('roots'),
  strict: read.boolean('strict'),
  ledger: read.string('ledger'),
  artifactBodies: read.record('artifactBodies'),
  inline: read.boolean('inline'),
  bindOnly: read.boolean('bindOnly'),
  // Set by the `--eval` batch for a record it could not use; checked there.
  recordProblem: read.record('recordProblem') as FindingInput | undefined,
  regexBudget: read.budget('regexBudget'),
}));
