import { defineRule } from '@gauntlet/core';
import { StatusReason } from '@gauntlet/contracts/codes';
import type { StatusInput } from '../parse.js';

export const MAX_COMPRESSION_DECISIONS = 10;

export const compressionState = defineRule<StatusInput>({
  id: 'status/compression-state',
  description: 'Key Decisions under ## Compression State holds at most 10 items.',
  severity: 'blocker',
  reasons: [StatusReason.status_compression_decisions_over_cap],
  check({ status }, { report }) {
    const decisions = status.compressionDecisions;
    if (!decisions || decisions.length <= MAX_COMPRESSION_DECISIONS) return;
    report({
      reason: StatusReason.status_compression_decisions_over_cap,
      message: `## Compression State lists ${decisions.length} Key Decisions; the cap is ${MAX_COMPRESSION_DECISIONS}.`,
      line: status.compressionDecisionsLine ?? undefined,
      hint: 'Mirror the CSB: compress the oldest decision into Progress instead of growing the list.',
    });
  },
});
