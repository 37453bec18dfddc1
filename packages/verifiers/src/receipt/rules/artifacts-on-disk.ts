import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, compareCodePoints, pySplit, sha256Hex } from '@gauntlet/core';
import { baseNameOf, depthBelowRoot, isPathShaped, resolveName } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import type { Failure, ReceiptState, Resolution, Tier2State } from '../state.js';
import { HEX12, showPath } from '../text.js';

export const READ_BUDGET = 67108864;

export async function resolutionOf(host: Host, tier2: Tier2State, name: string): Promise<Resolution> {
  let resolution = tier2.resolutions.get(name);
  if (!resolution) {
    resolution = await resolveName(host, tier2.set, name);
    tier2.resolutions.set(name, resolution);
  }
  return resolution;
}

export function refusalSuffix(tier2: Tier2State): string {
  if (tier2.set.refused.size === 0) return '';
  const paths = [...new Set(tier2.set.refused.values())].map(showPath).sort(compareCodePoints).join(', ');
  return ` [refused as probe base: world-writable git toplevel ${paths} — any local uid can plant a marker there; make it non-world-writable]`;
}

export function ambiguityList(resolution: Resolution): string {
  return resolution.found.map(showPath).sort(compareCodePoints).join(', ');
}

function spellings(tier2: Tier2State, name: string): string[] {
  const out = [name];
  const resolution = tier2.resolutions.get(name);
  if (resolution?.path) out.push(resolution.path);
  const base = baseNameOf(name);
  if (base !== '' && base !== '.' && base !== '..') {
    for (const root of [...tier2.set.roots, ...tier2.typedRoots]) out.push(`${root.replace(/\/+$/, '')}/${name}`);
  }
  return out;
}

/** PROVENANCE-ONLY notes (docs/rules/receipt/README.md#advisory-notes) for READ/EDIT/WROTE entries the leg did not verify. */
function provenanceNotes(state: ReceiptState, tier2: Tier2State): void {
  const unverifiedSpellings = new Set<string>();
  const coveredSpellings = new Set<string>();
  const coveredBasenames = new Set<string>();
  for (const artifact of state.artifacts) {
    const verified = tier2.evaluated.get(artifact.name);
    const covered = tier2.unreached.has(artifact.name) || verified === true;
    for (const spelling of spellings(tier2, artifact.name)) {
      if (verified === false) unverifiedSpellings.add(spelling);
      else if (covered) coveredSpellings.add(spelling);
    }
    if (covered) coveredBasenames.add(baseNameOf(artifact.name));
  }
  for (const entry of state.trace) {
    if (entry.verb !== 'READ' && entry.verb !== 'EDIT' && entry.verb !== 'WROTE') continue;
    const name = pySplit(entry.args, 1)[0];
    if (name === undefined) continue;
    if (!unverifiedSpellings.has(name)) {
      const base = baseNameOf(name);
      const suppressed = coveredSpellings.has(name) || (base !== '' && base !== '.' && base !== '..' && coveredBasenames.has(base));
      if (suppressed) continue;
    }
    state.notes.push(`PROVENANCE-ONLY: ${showPath(name)} (declared in TRACE, not verified)`);
  }
}

async function artifactsLeg(state: ReceiptState, host: Host, tier2: Tier2State): Promise<Failure | undefined> {
  const strict = state.options.strict === true;
  const later: string[] = [];
  let budget = READ_BUDGET;
  for (let i = 0; i < state.artifacts.length; i++) {
    const artifact = state.artifacts[i]!;
    const { name, line } = artifact;
    const stop = (failure: Failure) => {
      for (const rest of state.artifacts.slice(i + 1)) tier2.unreached.add(rest.name);
      state.notes.push(...later);
      return failure;
    };
    const resolution = await resolutionOf(host, tier2, name);
    if (!resolution.path) {
      if (HEX12.test(name)) later.push(`NOT-APPLICABLE: ${showPath(name)} (12-hex receipt-hash prefix, not a file)`);
      else if (isPathShaped(name) && strict) {
        tier2.evaluated.set(name, false);
        return stop(fail(ReceiptReason.t2_strict_artifact_absent, `Tier-2 --strict: path-shaped artifact ${showPath(name)} absent under all bases${refusalSuffix(tier2)}`, line));
      } else later.push(`UNVERIFIABLE: ${showPath(name)} (no file under root)${refusalSuffix(tier2)}`);
      tier2.evaluated.set(name, false);
      continue;
    }
    if (tier2.set.refused.size > 0) later.push(`REFUSED: probe base dropped while resolving ${showPath(name)}${refusalSuffix(tier2)}`);
    const below = depthBelowRoot(resolution);
    if (resolution.viaToplevel) state.notes.push(`RESOLVED-OUTSIDE-ROOTS: ${showPath(name)} (${showPath(resolution.path)})`);
    else if (below !== undefined && below.split('/').length > 1) state.notes.push(`RESOLVED-BY-WALK: ${showPath(name)} (${showPath(below)})`);
    if (resolution.found.length > 1) {
      if (strict) {
        tier2.evaluated.set(name, false);
        return stop(fail(ReceiptReason.t2_strict_artifact_ambiguous, `Tier-2 --strict: artifact ${showPath(name)} is ambiguous across roots (${ambiguityList(resolution)})`, line));
      }
      later.push(`AMBIGUOUS: artifact ${showPath(name)} is ambiguous across roots (${ambiguityList(resolution)})`);
    }
    let bytes = tier2.read.get(resolution.path);
    if (!bytes) {
      const stat = await host.stat(resolution.path).catch(() => null);
      tier2.evaluated.set(name, false);
      if (stat?.kind !== 'file') return stop(fail(ReceiptReason.t2_not_regular_file, `Tier-2: ARTIFACTS ${showPath(name)} is not a regular file (not read)`, line));
      if (stat.size > budget) {
        return stop(fail(ReceiptReason.t2_not_regular_file, `Tier-2: ARTIFACTS ${showPath(name)} exceeds the Tier-2 read budget (${budget} B remaining of ${READ_BUDGET} B; not read)`, line));
      }
      try {
        bytes = await host.readFile(resolution.path);
      } catch (error) {
        return stop(fail(ReceiptReason.t2_not_regular_file, `Tier-2: ARTIFACTS ${showPath(name)} unreadable (${error instanceof Error ? error.message : String(error)})`, line));
      }
      budget -= bytes.length;
      tier2.read.set(resolution.path, bytes);
    }
    const disk = sha256Hex(bytes);
    if (disk !== artifact.sha256) {
      tier2.evaluated.set(name, false);
      return stop(fail(ReceiptReason.t2_artifact_hash_mismatch, `Tier-2: ARTIFACTS ${showPath(name)} sha256 mismatch (disk=${disk.slice(0, 12)} receipt=${artifact.sha256.slice(0, 12)})`, line));
    }
    tier2.evaluated.set(name, true);
    tier2.verified.set(resolution.path, bytes);
  }
  state.notes.push(...later);
  return undefined;
}

/** docs/rules/receipt/README.md#tier-2-disk-checks: every declared artifact that resolves inside the roots hashes to its declared sha256. */
export const artifactsOnDisk = receiptRule({
  id: 'receipt/artifacts-on-disk',
  description: 'Tier-2: each ARTIFACTS entry found under the roots is a regular file whose sha256 matches; --strict also fails absent path-shaped names and cross-root ambiguity.',
  hint: 'Re-hash the artifact and update the receipt, or place the file under a --root.',
  reasons: [
    ReceiptReason.t2_resolve_timeout,
    ReceiptReason.t2_strict_artifact_absent,
    ReceiptReason.t2_strict_artifact_ambiguous,
    ReceiptReason.t2_not_regular_file,
    ReceiptReason.t2_identity_check_failed,
    ReceiptReason.t2_artifact_hash_mismatch,
  ],
  run(state, host) {
    const tier2 = state.tier2;
    if (!tier2) return undefined;
    return artifactsLeg(state, host, tier2).then((failure) => {
      provenanceNotes(state, tier2);
      return failure;
    });
  },
});
