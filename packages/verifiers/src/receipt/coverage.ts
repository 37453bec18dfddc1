import type { CoverageItem } from '@gauntlet/core';
import { type ReceiptRun, wantsDiskTier2 } from './run.js';

/**
 * How much of a receipt disk Tier-2 actually verified (`data.coverage`, shown by every format
 * next to the notes): ARTIFACTS entries whose bytes hashed to the declared sha256, and whether
 * the witness predicate was evaluated. A receipt whose artifacts are all absent then reads
 * "artifacts hash-verified 0/3", never a bare "no problems". Undefined when Tier-2 never started.
 */
export function receiptCoverage(run: ReceiptRun): CoverageItem[] | undefined {
  if (!wantsDiskTier2(run.options) || !run.legs.done('roots')?.set) return undefined;
  const { doc } = run;
  const verified = run.legs.done('artifacts')?.verifiedNames ?? new Set<string>();
  const coverage: CoverageItem[] = [{ label: 'artifacts hash-verified', done: doc.artifacts.filter((artifact) => verified.has(artifact.name)).length, total: doc.artifacts.length }];
  if (doc.witness !== undefined) coverage.push({ label: 'witnesses evaluated', done: run.legs.done('witness')?.evidence.evaluated ? 1 : 0, total: 1 });
  return coverage;
}
