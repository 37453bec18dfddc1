import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr, resolvePath } from '@gauntlet/core';
import type { Failure } from '../document.js';
import { type RootSet, buildRootSet } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import type { ReceiptRun } from '../run.js';
import { showPath } from '../text.js';

/** The effective roots of a run (docs/rules/receipt/artifacts-on-disk.md), once the typed roots checked out. */
export interface RootsLeg {
  readonly failure: Failure | undefined;
  readonly notes: readonly string[];
  /** Set when Tier-2 runs: the root set its legs resolve names under. */
  readonly set: RootSet | undefined;
  /** Roots as typed (for PROVENANCE-ONLY spellings). */
  readonly typedRoots: readonly string[];
}

const LEDGER_IGNORED = 'UNVERIFIABLE: --ledger ignored under --tier1 (binding is a Tier-2 check; re-run with --tier2)';
const V1_NOTE = 'UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)';

/**
 * Real paths of the typed roots (an absent root, or two spellings of one directory, fail); in
 * Tier-2 runs, the effective root set and its git toplevels.
 */
export async function rootsLeg(run: ReceiptRun): Promise<RootsLeg> {
  const { options, host } = run;
  const typedRoots = options.roots ?? [];
  const done = (failure: Failure | undefined, notes: string[] = [], set?: RootSet): RootsLeg => ({ failure, notes, set, typedRoots });
  const real: string[] = [];
  const seen = new Map<string, string>();
  for (const token of typedRoots) {
    let path: string;
    try {
      path = await host.realpath(resolvePath(host.cwd, token));
    } catch {
      return done(fail(ReceiptReason.root_absent, `--root ${pyRepr(token)} is not a directory (supplied root absent; Tier-1 ran, Tier-2 did not)`));
    }
    const earlier = seen.get(path);
    if (earlier !== undefined && earlier !== token) {
      return done(
        fail(
          ReceiptReason.root_collapse,
          `--root ${pyRepr(token)} and --root ${pyRepr(earlier)} name the same directory (${showPath(path)}) — two declared roots collapsed to one, so the cross-root checks cannot fire`,
        ),
      );
    }
    seen.set(path, token);
    real.push(path);
  }
  if (options.tier !== 2) return done(undefined, options.ledger !== undefined ? [LEDGER_IGNORED] : []);
  if (real.length === 0) real.push(await host.realpath(host.cwd).catch(() => host.cwd));
  const set = await buildRootSet(host, real);
  return done(undefined, run.doc.version === '1' ? [V1_NOTE] : [], set);
}

/**
 * docs/rules/receipt/roots.md: after Tier-1, a `--root` that does not exist, or two
 * spellings of one directory, fail the run (in `--tier1` runs too).
 */
export const roots = receiptRule({
  id: 'receipt/roots',
  description: 'Every --root exists, and no two different --root spellings name the same directory.',
  hint: 'Pass existing root directories, each spelled once.',
  reasons: [ReceiptReason.root_absent, ReceiptReason.root_collapse],
  check(run) {
    const { options } = run;
    if (options.inline || options.bindOnly) return undefined;
    // A plain --tier1 run has nothing to check on disk and nothing to note: no promise.
    if (options.tier !== 2 && (options.roots ?? []).length === 0 && options.ledger === undefined) return undefined;
    return run.legs.get('roots').then((leg) => leg.failure);
  },
});
