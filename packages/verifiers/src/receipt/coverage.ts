import type { CoverageItem } from '@gauntlet/core';
import type { ReceiptState } from './state.js';

/**
 * How much of a receipt disk Tier-2 actually verified (`data.coverage`, shown by every format
 * next to the notes): ARTIFACTS entries whose bytes hashed to the declared sha256, and whether
 * the witness predicate was evaluated. A receipt whose artifacts are all absent then reads
 * "artifacts hash-verified 0/3", never a bare "no problems".
 */
export function receiptCoverage(state: ReceiptState): CoverageItem[] | undefined {
  const tier2 = state.tier2;
  if (tier2 === undefined || state.options.tier !== 2 || state.options.inline === true) return undefined;
  const verified = state.artifacts.filter((artifact) => tier2.evaluated.get(artifact.name) === true).length;
  const coverage: CoverageItem[] = [{ label: 'artifacts hash-verified', done: verified, total: state.artifacts.length }];
  if (state.witness !== undefined) coverage.push({ label: 'witnesses evaluated', done: tier2.witness.evaluated ? 1 : 0, total: 1 });
  return coverage;
}
