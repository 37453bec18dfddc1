import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, compareCodePoints, pySplit, sha256Hex } from '@gauntlet/core';
import type { ArtifactEntry, Failure, ReceiptDocument } from '../document.js';
import { type FileIdentity, type Resolution, type RootSet, UNRESOLVED, baseNameOf, identityOf, isPathShaped, sameIdentity, walkNote } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import { type ReceiptRun, wantsDiskTier2 } from '../run.js';
import { HEX12, showPath } from '../text.js';

export const READ_BUDGET = 67108864;

/** What the ARTIFACTS leg (docs/rules/receipt/artifacts-on-disk.md) leaves for the witness leg. */
export interface ArtifactsLeg {
  readonly failure: Failure | undefined;
  readonly notes: readonly string[];
  /** Real path → bytes whose sha256 matched the receipt. */
  readonly verified: ReadonlyMap<string, Uint8Array>;
  /** ARTIFACTS names whose bytes were hash-verified. */
  readonly verifiedNames: ReadonlySet<string>;
}

export function refusalSuffix(set: RootSet): string {
  if (set.refused.size === 0) return '';
  const paths = [...new Set(set.refused.values())].map(showPath).sort(compareCodePoints).join(', ');
  return ` [refused as probe base: world-writable git toplevel ${paths} — any local uid can plant a marker there; make it non-world-writable]`;
}

export function ambiguityList(resolution: Resolution): string {
  return resolution.found.map(showPath).sort(compareCodePoints).join(', ');
}

/**
 * Identity at read time: a file whose (device, inode) differs from the sample taken
 * when it was resolved may have been swapped, and inode 0 is no identity at all. Hosts that do
 * not report identities skip the check.
 */
export function identityProblem(sampled: FileIdentity | undefined, now: FileIdentity | undefined): 'zero' | 'changed' | undefined {
  if (!sampled || !now) return undefined;
  if (sampled.ino === 0 || now.ino === 0) return 'zero';
  return sameIdentity(sampled, now) ? undefined : 'changed';
}

/** The bytes of a resolved file, read once, its identity checked before and after the read. */
async function readChecked(host: Host, real: string, resolution: Resolution, budget: number): Promise<Uint8Array | 'not-regular' | 'over-budget' | 'zero' | 'changed' | Error> {
  const before = await host.stat(real).catch(() => null);
  if (before?.kind !== 'file') return 'not-regular';
  const problem = identityProblem(resolution.identity, identityOf(before));
  if (problem) return problem;
  if (before.size > budget) return 'over-budget';
  let bytes: Uint8Array;
  try {
    bytes = await host.readFile(real);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const after = await host.stat(real).catch(() => null);
  return identityProblem(resolution.identity, identityOf(after)) ?? bytes;
}

function spellings(set: RootSet, typedRoots: readonly string[], name: string, resolution: Resolution | undefined): string[] {
  const out = [name];
  if (resolution?.path) out.push(resolution.path);
  const base = baseNameOf(name);
  if (base !== '' && base !== '.' && base !== '..') {
    for (const root of [...set.roots, ...typedRoots]) out.push(`${root.replace(/\/+$/, '')}/${name}`);
  }
  return out;
}

interface LoopOutcome {
  /** ARTIFACTS names the leg evaluated, and whether each was hash-verified. */
  evaluated: Map<string, boolean>;
  /** Names the leg never reached (it stopped on a failure). */
  unreached: Set<string>;
}

/** PROVENANCE-ONLY notes for READ/EDIT/WROTE entries the leg did not verify. */
function provenanceNotes(doc: ReceiptDocument, set: RootSet, typedRoots: readonly string[], resolutions: ReadonlyMap<string, Resolution>, loop: LoopOutcome): string[] {
  const unverifiedSpellings = new Set<string>();
  const coveredSpellings = new Set<string>();
  const coveredBasenames = new Set<string>();
  for (const artifact of doc.artifacts) {
    const verified = loop.evaluated.get(artifact.name);
    const covered = loop.unreached.has(artifact.name) || verified === true;
    for (const spelling of spellings(set, typedRoots, artifact.name, resolutions.get(artifact.name))) {
      if (verified === false) unverifiedSpellings.add(spelling);
      else if (covered) coveredSpellings.add(spelling);
    }
    if (covered) coveredBasenames.add(baseNameOf(artifact.name));
  }
  const notes: string[] = [];
  for (const entry of doc.trace) {
    if (entry.verb !== 'READ' && entry.verb !== 'EDIT' && entry.verb !== 'WROTE') continue;
    const name = pySplit(entry.args, 1)[0];
    if (name === undefined) continue;
    if (!unverifiedSpellings.has(name)) {
      const base = baseNameOf(name);
      const suppressed = coveredSpellings.has(name) || (base !== '' && base !== '.' && base !== '..' && coveredBasenames.has(base));
      if (suppressed) continue;
    }
    notes.push(`PROVENANCE-ONLY: ${showPath(name)} (declared in TRACE, not verified)`);
  }
  return notes;
}

/**
 * Each declared artifact in order — unresolved names are notes (or, path-shaped under
 * --strict, failures); resolved ones are read once per real path within the read budget, their
 * identity checked, and hashed. Stops at the first failure; the notes are kept either way.
 */
export async function artifactsLeg(run: ReceiptRun): Promise<ArtifactsLeg> {
  const { doc, host } = run;
  const { set, typedRoots } = await run.legs.get('roots');
  const verified = new Map<string, Uint8Array>();
  if (!set) return { failure: undefined, notes: [], verified, verifiedNames: new Set() };
  const { resolutions } = await run.legs.get('resolve');
  const strict = run.options.strict === true;
  const walkNotes: string[] = [];
  const laterNotes: string[] = [];
  const loop: LoopOutcome = { evaluated: new Map(), unreached: new Set() };
  const read = new Map<string, Uint8Array>();
  let budget = READ_BUDGET;
  const check = async (artifact: ArtifactEntry): Promise<Failure | undefined> => {
    const { name, line } = artifact;
    const at = (reason: ReceiptReason, message: string) => fail(reason, message, line);
    const resolution = resolutions.get(name) ?? UNRESOLVED;
    loop.evaluated.set(name, false);
    if (!resolution.path) {
      if (HEX12.test(name)) laterNotes.push(`NOT-APPLICABLE: ${showPath(name)} (12-hex receipt-hash prefix, not a file)`);
      else if (isPathShaped(name) && strict) return at(ReceiptReason.t2_strict_artifact_absent, `Tier-2 --strict: path-shaped artifact ${showPath(name)} absent under all bases${refusalSuffix(set)}`);
      else laterNotes.push(`UNVERIFIABLE: ${showPath(name)} (no file under root)${refusalSuffix(set)}`);
      return undefined;
    }
    if (set.refused.size > 0) laterNotes.push(`REFUSED: probe base dropped while resolving ${showPath(name)}${refusalSuffix(set)}`);
    const walk = walkNote(name, resolution);
    if (walk) walkNotes.push(walk);
    if (resolution.found.length > 1) {
      const list = ambiguityList(resolution);
      if (strict) return at(ReceiptReason.t2_strict_artifact_ambiguous, `Tier-2 --strict: artifact ${showPath(name)} is ambiguous across roots (${list})`);
      laterNotes.push(`AMBIGUOUS: artifact ${showPath(name)} is ambiguous across roots (${list})`);
    }
    let bytes = read.get(resolution.path);
    if (!bytes) {
      const outcome = await readChecked(host, resolution.path, resolution, budget);
      if (outcome === 'not-regular') return at(ReceiptReason.t2_not_regular_file, `Tier-2: ARTIFACTS ${showPath(name)} is not a regular file (not read)`);
      if (outcome === 'over-budget') {
        return at(ReceiptReason.t2_not_regular_file, `Tier-2: ARTIFACTS ${showPath(name)} exceeds the Tier-2 read budget (${budget} B remaining of ${READ_BUDGET} B; not read)`);
      }
      if (outcome === 'zero') return at(ReceiptReason.t2_identity_check_failed, `Tier-2: ARTIFACTS ${showPath(name)} reports inode 0, so its identity cannot be checked (not read)`);
      if (outcome === 'changed') {
        return at(ReceiptReason.t2_identity_check_failed, `Tier-2: ARTIFACTS ${showPath(name)}'s identity changed between resolution and the read (not hashed)`);
      }
      if (outcome instanceof Error) return at(ReceiptReason.t2_not_regular_file, `Tier-2: ARTIFACTS ${showPath(name)} unreadable (${outcome.message})`);
      bytes = outcome;
      budget -= bytes.length;
      read.set(resolution.path, bytes);
    }
    const disk = sha256Hex(bytes);
    if (disk !== artifact.sha256) {
      return at(ReceiptReason.t2_artifact_hash_mismatch, `Tier-2: ARTIFACTS ${showPath(name)} sha256 mismatch (disk=${disk.slice(0, 12)} receipt=${artifact.sha256.slice(0, 12)})`);
    }
    loop.evaluated.set(name, true);
    verified.set(resolution.path, bytes);
    return undefined;
  };
  let failure: Failure | undefined;
  for (let i = 0; i < doc.artifacts.length && !failure; i++) {
    failure = await check(doc.artifacts[i]!);
    if (failure) for (const rest of doc.artifacts.slice(i + 1)) loop.unreached.add(rest.name);
  }
  const notes = [...walkNotes, ...provenanceNotes(doc, set, typedRoots, resolutions, loop), ...laterNotes];
  const verifiedNames = new Set([...loop.evaluated].filter(([, hashed]) => hashed).map(([name]) => name));
  return { failure, notes, verified, verifiedNames };
}

/** docs/rules/receipt/artifacts-on-disk.md: every declared artifact that resolves inside the roots hashes to its declared sha256. */
export const artifactsOnDisk = receiptRule({
  id: 'receipt/artifacts-on-disk',
  description: 'Tier-2: each ARTIFACTS entry found under the roots is a regular file whose sha256 matches; --strict also fails absent path-shaped names and cross-root ambiguity.',
  hint: 'Re-hash the artifact and update the receipt, or place the file under a --root.',
  reasons: [
    ReceiptReason.t2_strict_artifact_absent,
    ReceiptReason.t2_strict_artifact_ambiguous,
    ReceiptReason.t2_not_regular_file,
    ReceiptReason.t2_identity_check_failed,
    ReceiptReason.t2_artifact_hash_mismatch,
  ],
  check(run) {
    if (!wantsDiskTier2(run.options)) return undefined;
    return run.legs.get('artifacts').then((leg) => leg.failure);
  },
});
