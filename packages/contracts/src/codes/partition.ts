import type { CodeOf } from './define.js';

/** Reason codes of `partition` (docs/rules/partition/README.md#rules and docs/rules/partition/README.md#extensions). */
export const PartitionReason = {
  partition_overlap: 'partition_overlap',
  partition_glob_overlap: 'partition_glob_overlap',
  partition_uncovered: 'partition_uncovered',
} as const;
export type PartitionReason = CodeOf<typeof PartitionReason>;
