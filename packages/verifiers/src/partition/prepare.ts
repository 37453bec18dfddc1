import { GauntletError, type Host, type RunBudget, budgetOption } from '@gauntlet/core';
import { GlobIndex, type GlobOverlap, type Overlap, literalOverlaps, literalOwners } from './ownership.js';
import { type PartitionAgent, normalizeKey, parsePartition } from './parse.js';

export interface PartitionOptions {
  /** `--globs`: ownership entries are micromatch globs. */
  globs?: boolean;
  /** `--files`: repository-relative paths that must each have exactly one owner. */
  files?: readonly string[];
  /** `--changed REV`: the paths `git diff --name-only REV` reports, plus untracked files. */
  changed?: string;
  /** Glob work (automaton states, product transitions) the run may spend; default PARTITION_GLOB_STEPS per call. */
  globBudget?: RunBudget;
}

/** Glob work one run may spend with `--globs` (docs/guides/limits.md): a few seconds at most. */
export const PARTITION_GLOB_STEPS = 10_000_000;

export interface Coverage {
  /** The listed paths, normalised, in input order. */
  paths: string[];
  uncovered: string[];
  /** Listed paths owned by two or more agents. */
  shared: Overlap[];
}

export interface PreparedPartition {
  agents: PartitionAgent[];
  globs: boolean;
  /** Reference-parity overlaps (literal keys); empty with `--globs`. */
  overlaps: Overlap[];
  /** Overlapping glob pairs (`--globs` only). */
  globOverlaps: GlobOverlap[];
  coverage: Coverage | null;
  /** With `--globs`: the budget ran out, so overlaps or coverage are incomplete (a blocker says so). */
  incomplete: boolean;
  /** The glob budget's limit (for that blocker's message). */
  budgetLimit: number;
}

/** Paths changed since `rev` plus untracked files, through the Host's git (repository-relative). */
export async function changedPaths(host: Host, rev: string): Promise<string[]> {
  if (rev.startsWith('-')) throw new GauntletError('usage', `--changed expects a revision, not ${JSON.stringify(rev)}`);
  const diff = await host.git(['diff', '--name-only', '-z', rev, '--']);
  if (diff.exitCode !== 0) {
    throw new GauntletError('usage', `git diff --name-only ${rev} failed (${diff.stderr.trim().split('\n')[0] || `exit ${diff.exitCode}`})`);
  }
  const untracked = await host.git(['ls-files', '-z', '--others', '--exclude-standard', '--full-name']);
  if (untracked.exitCode !== 0) {
    throw new GauntletError('usage', `git ls-files failed (${untracked.stderr.trim().split('\n')[0] || `exit ${untracked.exitCode}`})`);
  }
  const paths = [...diff.stdout.split('\0'), ...untracked.stdout.split('\0')].filter((path) => path !== '');
  return [...new Set(paths)];
}

/**
 * Parses the partition and computes every overlap once for the rules. A document the
 * reference crashes on is a structural error (exit 2, `input_invalid`).
 */
export async function preparePartition(text: string, options: PartitionOptions, host: Host): Promise<PreparedPartition> {
  const parsed = parsePartition(text);
  if (!parsed.ok) throw new GauntletError('input_invalid', `the partition is ${parsed.error.startsWith('not valid') ? '' : 'invalid: '}${parsed.error}`);
  const { agents } = parsed;
  const globs = options.globs === true;
  const budget = budgetOption(options as Readonly<Record<string, unknown>>, 'globBudget', 'glob steps', PARTITION_GLOB_STEPS);
  const index = globs ? new GlobIndex(agents, budget) : null;
  let listed: string[] | null = null;
  if (options.changed !== undefined) listed = await changedPaths(host, options.changed);
  else if (options.files !== undefined) listed = [...options.files];
  let coverage: Coverage | null = null;
  if (listed !== null) {
    const paths = [...new Set(listed.map(normalizeKey).filter((path) => path !== ''))];
    const ownersOf = index ? (path: string) => index.ownersOf(path) : literalOwners(agents);
    const uncovered: string[] = [];
    const shared: Overlap[] = [];
    for (const path of paths) {
      const owners = ownersOf(path);
      if (owners === null) break;
      if (owners.length === 0) uncovered.push(path);
      else if (owners.length > 1) shared.push({ path, owners });
    }
    coverage = { paths, uncovered, shared };
  }
  const globOverlaps = index ? index.overlaps() : [];
  return {
    agents,
    globs,
    overlaps: index ? [] : literalOverlaps(agents),
    globOverlaps,
    coverage,
    incomplete: index !== null && !index.complete,
    budgetLimit: budget.limit,
  };
}
