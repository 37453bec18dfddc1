import { ReceiptReason } from '@gauntlet/contracts/codes';
import type { Host } from '@gauntlet/core';
import { type Resolution, UNRESOLVED, resolveName } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import { type ReceiptRun, wantsDiskTier2 } from '../run.js';
import { witnessSource } from '../witness-eval.js';

/**
 * Filesystem probes (a `realpath` or a `stat`; a name costs two to four per root) the resolve
 * phase may spend. It stands for the reference's wall-clock budget of 5 to 10 s: a count is the
 * same on every machine, and a receipt needs tens of thousands of names to come near it.
 */
export const RESOLVE_PROBE_BUDGET = 100_000;

/** The identity cache (docs/rules/receipt/resolve-budget.md): every name Tier-2 will read, resolved once. */
export interface ResolvePhase {
  readonly resolutions: ReadonlyMap<string, Resolution>;
  /** Names to resolve, and how many were resolved before the budget ran out. */
  readonly names: number;
  readonly resolved: number;
  readonly exhausted: boolean;
}

function countingHost(host: Host, counter: { probes: number }): Host {
  return {
    cwd: host.cwd,
    readFile: (path) => host.readFile(path),
    stat: (path) => (counter.probes++, host.stat(path)),
    lstat: (path) => (counter.probes++, host.lstat(path)),
    realpath: (path) => (counter.probes++, host.realpath(path)),
    readDir: (path) => host.readDir(path),
    git: (args, options) => host.git(args, options),
  };
}

/**
 * Resolves the ARTIFACTS names in declaration order, then the witness's artifact,
 * each once. Names left when the probe budget is spent stay unresolved.
 */
export async function resolvePhase(run: ReceiptRun): Promise<ResolvePhase> {
  const set = (await run.legs.get('roots')).set;
  const witnessArtifact = witnessSource(run.doc)?.artifact;
  const names = [...new Set([...run.doc.artifacts.map((artifact) => artifact.name), ...(witnessArtifact === undefined ? [] : [witnessArtifact])])];
  const resolutions = new Map<string, Resolution>();
  if (!set) return { resolutions, names: names.length, resolved: 0, exhausted: false };
  const counter = { probes: 0 };
  const host = countingHost(run.host, counter);
  let resolved = 0;
  for (const name of names) {
    if (counter.probes >= RESOLVE_PROBE_BUDGET) break;
    resolutions.set(name, await resolveName(host, set, name));
    resolved++;
  }
  for (const name of names.slice(resolved)) resolutions.set(name, UNRESOLVED);
  return { resolutions, names: names.length, resolved, exhausted: resolved < names.length };
}

/**
 * docs/rules/receipt/resolve-budget.md: the other legs still run on what was
 * resolved, but a run whose resolve phase ran out of budget ends failing.
 */
export const resolveBudget = receiptRule({
  id: 'receipt/resolve-budget',
  description: 'Tier-2: every name the legs read was resolved within the resolve phase budget.',
  hint: 'Declare fewer artifacts per receipt, or pass fewer --root directories.',
  reasons: [ReceiptReason.t2_resolve_timeout],
  check(run) {
    if (!wantsDiskTier2(run.options)) return undefined;
    return run.legs.get('roots').then(async (roots) => {
      if (!roots.set) return undefined;
      const phase = await run.legs.get('resolve');
      if (!phase.exhausted) return undefined;
      return fail(
        ReceiptReason.t2_resolve_timeout,
        `Tier-2: the resolve phase exceeded its budget while establishing artifact identities (${phase.resolved} of ${phase.names} names resolved within ${RESOLVE_PROBE_BUDGET} filesystem probes); refusing to report a verdict that a truncated identity resolution could have faked`,
      );
    });
  },
});
