import { defineRule } from '@gauntlet/core';
import { PartitionReason } from '@gauntlet/contracts/codes';
import type { PreparedPartition } from '../prepare.js';

export const uncovered = defineRule<PreparedPartition>({
  id: 'partition/uncovered',
  description: 'With --files/--changed, every listed path is owned by some agent.',
  severity: 'blocker',
  reasons: [PartitionReason.partition_uncovered],
  check(partition, { report }) {
    for (const path of partition.coverage?.uncovered ?? []) {
      report({
        reason: PartitionReason.partition_uncovered,
        message: `Changed file ${JSON.stringify(path)} is owned by no agent.`,
        evidence: [path],
        hint: 'Add the path (or a glob covering it) to exactly one agent, or revert the change.',
      });
    }
  },
});
