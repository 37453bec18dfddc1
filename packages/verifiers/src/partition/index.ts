import { defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { MAX_GLOB_OVERLAPS } from './ownership.js';
import { type PartitionOptions, type PreparedPartition, preparePartition } from './prepare.js';
import { globOverlap } from './rules/glob-overlap.js';
import { overlap } from './rules/overlap.js';
import { uncovered } from './rules/uncovered.js';

export { compileGlob, expandBraces, globAccepts, intersectGlobs, type GlobAutomaton } from './glob-automaton.js';
export { normalizeKey, parsePartition, parsePathList, type ParsedPartition, type PartitionAgent } from './parse.js';
export type { GlobOverlap, Overlap } from './ownership.js';
export { PARTITION_GLOB_STEPS, changedPaths, type Coverage, type PartitionOptions, type PreparedPartition } from './prepare.js';

export const partitionRules = [globOverlap, overlap, uncovered] as const;

/**
 * The MECE partition check (docs/rules/partition/README.md, docs/rules/partition/README.md#extensions). Input: the
 * partition document as text (parsed with Python `json.loads` semantics). Options:
 * `{ globs?, files?, changed? }`. A document the reference crashes on throws a
 * `GauntletError` (`input_invalid`).
 */
const partitionOptions = defineOptions<PartitionOptions>('partition', (read) => ({
  globs: read.boolean('globs'),
  files: read.strings('files'),
  changed: read.string('changed'),
  globBudget: read.budget('globBudget'),
}));

export const partitionVerifier = defineVerifier<string, PreparedPartition, PartitionOptions>({
  id: 'partition',
  description: 'File-ownership partitions: no path claimed twice (literal or glob), every changed file owned exactly once.',
  rules: partitionRules,
  options: partitionOptions,
  async prepare(text, { options, host, budgetSpent }) {
    const prepared = await preparePartition(text, options, host);
    if (prepared.incomplete) {
      budgetSpent({
        message: `The glob check stopped early (the run's budget of ${prepared.budgetLimit} glob steps, or ${MAX_GLOB_OVERLAPS} overlapping pairs, was reached); the overlaps and coverage after that point are unchecked.`,
        hint: 'Simplify the ownership globs (fewer brace alternatives, fewer overlapping wildcards) or split the partition.',
      });
    }
    return prepared;
  },
  data: (partition) => {
    const overlaps = partition.globs
      ? partition.globOverlaps.map(({ path, owners, entries }) => ({ path, owners, entries }))
      : partition.overlaps.map(({ path, owners }) => ({ path, owners }));
    const data: Record<string, unknown> = { mece: overlaps.length === 0, overlaps };
    if (partition.coverage) {
      data.uncovered = partition.coverage.uncovered;
      data.shared = partition.coverage.shared;
      data.files = partition.coverage.paths.length;
    }
    return data;
  },
});

/** Checks one partition document (JSON text). */
export function verifyPartition(text: string, options: PartitionOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return partitionVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
