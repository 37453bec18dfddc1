import { defineRule } from '@gauntlet/core';
import { PartitionReason } from '@gauntlet/contracts/codes';
import type { PreparedPartition } from '../prepare.js';

const list = (owners: readonly string[]) => owners.map((owner) => JSON.stringify(owner)).join(', ');

export const overlap = defineRule<PreparedPartition>({
  id: 'partition/overlap',
  description: 'No path is claimed by two agents (keys compared after the reference normalisation); with --files/--changed, no listed path has two owners.',
  severity: 'blocker',
  reasons: [PartitionReason.partition_overlap],
  check(partition, { report }) {
    for (const { path, owners, line } of partition.overlaps) {
      report({
        line,
        reason: PartitionReason.partition_overlap,
        message: `${JSON.stringify(path)} is claimed by ${owners.length} agents: ${list(owners)}.`,
        evidence: [path],
        hint: 'Give the path to exactly one agent; the others must list it under does-not-own.',
      });
    }
    for (const { path, owners } of partition.coverage?.shared ?? []) {
      report({
        reason: PartitionReason.partition_overlap,
        message: `Changed file ${JSON.stringify(path)} is owned by ${owners.length} agents: ${list(owners)}.`,
        evidence: [path],
        hint: 'Two agents editing one file race each other in one worktree: narrow one of the ownership entries.',
      });
    }
  },
});
