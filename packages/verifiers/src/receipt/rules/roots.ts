import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, pyRepr, resolvePath } from '@gauntlet/core';
import type { Failure, ReceiptState } from '../state.js';
import { buildRootSet } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import { newOutcome } from '../witness-eval.js';
import { showPath } from '../text.js';

/**
 * docs/rules/receipt/README.md#command-line-and-roots: after Tier-1, a `--root` that does not exist, or two spellings of one directory, fail
 * the run (in `--tier1` runs too). In `--tier2` runs this rule also fixes the effective roots.
 */
export const roots = receiptRule({
  id: 'receipt/roots',
  description: 'Every --root exists, and no two different --root spellings name the same directory.',
  hint: 'Pass existing root directories, each spelled once.',
  reasons: [ReceiptReason.root_absent, ReceiptReason.root_collapse],
  run(state, host) {
    const options = state.options;
    if (options.inline || options.bindOnly) return undefined;
    state.tier1Passed = true;
    if (options.tier !== 2 && (options.roots ?? []).length === 0) {
      if (options.ledger !== undefined) state.notes.push('UNVERIFIABLE: --ledger ignored under --tier1 (binding is a Tier-2 check; re-run with --tier2)');
      return undefined;
    }
    return checkRoots(state, host);
  },
});

/** Realpaths of the typed roots; in Tier-2 runs, the effective root set. */
async function checkRoots(state: ReceiptState, host: Host): Promise<Failure | undefined> {
  const options = state.options;
  const typed = options.roots ?? [];
  const real: string[] = [];
  const seen = new Map<string, string>();
  for (const token of typed) {
    let path: string;
    try {
      path = await host.realpath(resolvePath(host.cwd, token));
    } catch {
      return fail(ReceiptReason.root_absent, `--root ${pyRepr(token)} is not a directory (supplied root absent; Tier-1 ran, Tier-2 did not)`);
    }
    const earlier = seen.get(path);
    if (earlier !== undefined && earlier !== token) {
      return fail(
        ReceiptReason.root_collapse,
        `--root ${pyRepr(token)} and --root ${pyRepr(earlier)} name the same directory (${showPath(path)}) — two declared roots collapsed to one, so the cross-root checks cannot fire`,
      );
    }
    if (earlier === undefined) seen.set(path, token);
    real.push(path);
  }
  if (options.tier !== 2) {
    if (options.ledger !== undefined) state.notes.push('UNVERIFIABLE: --ledger ignored under --tier1 (binding is a Tier-2 check; re-run with --tier2)');
    return undefined;
  }
  if (real.length === 0) real.push(await host.realpath(host.cwd).catch(() => host.cwd));
  const set = await buildRootSet(host, real);
  state.tier2 = {
    set,
    typedRoots: [...typed],
    resolutions: new Map(),
    verified: new Map(),
    read: new Map(),
    evaluated: new Map(),
    unreached: new Set(),
    witness: newOutcome(),
  };
  if (state.version === '1') state.notes.push('UNVERIFIABLE: v1.1 Layer-2 rules not evaluated (receipt declares RCPT v1)');
  return undefined;
}
