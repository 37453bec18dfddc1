import { z } from 'zod';

/**
 * A file-ownership partition (docs/rules/partition/README.md): agent label → the paths (or, with `--globs`,
 * globs) it owns. The reference stringifies non-string entries and iterates strings and objects
 * too; this schema describes the intended shape.
 */
export const PartitionSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'Partition', title: 'File-ownership partition', description: 'docs/rules/partition/README.md: agent label → owned paths or globs' });

/** One overlap in `data.overlaps`: a path (or witness path) and its claimants in code-point order. */
export const PartitionOverlapSchema = z.object({ path: z.string(), owners: z.array(z.string()) });

export type Partition = z.infer<typeof PartitionSchema>;
export type PartitionOverlap = z.infer<typeof PartitionOverlapSchema>;
