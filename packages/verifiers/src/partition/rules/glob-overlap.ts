import { defineRule } from '@gauntlet/core';
import { PartitionReason } from '@gauntlet/contracts/codes';
import type { PreparedPartition } from '../prepare.js';

export const globOverlap = defineRule<PreparedPartition>({
  id: 'partition/glob-overlap',
  description: 'With --globs, no two agents own globs that can match a common path (decided exactly on the patterns, with a shortest witness path).',
  severity: 'blocker',
  reasons: [PartitionReason.partition_glob_overlap],
  check(partition, { report }) {
    for (const { path, entries, agents, line } of partition.globOverlaps) {
      report({
        line,
        reason: PartitionReason.partition_glob_overlap,
        message: `${JSON.stringify(entries[0])} (${agents[0]}) and ${JSON.stringify(entries[1])} (${agents[1]}) can both match ${JSON.stringify(path)}.`,
        evidence: [path],
        hint: 'Narrow one of the globs (or add a more specific directory) so that no path can match both.',
      });
    }
  },
});
