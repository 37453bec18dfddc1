import type { CodeOf } from './define.js';

/** Reason codes of `partition` (plan-verify.md §3.1 and cli.md "Partition extensions"). */
export const PartitionReason = {
  partition_overlap: 'partition_overlap',
  partition_glob_overlap: 'partition_glob_overlap',
  partition_uncovered: 'partition_uncovered',
} as const;
export type PartitionReason = CodeOf<typeof PartitionReason>;
