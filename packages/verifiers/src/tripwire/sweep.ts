import { TripwireReason, type ReceiptReason } from '@gauntlet/contracts/codes';
import { GauntletError, pyFloat, pyRegex, pyRepr, pySplit, pyStrip } from '@gauntlet/core';
import { TIER1_RULES, type ReceiptDocument, runTier1, scanLayer2 } from '../receipt/index.js';
import { matchGlob } from './glob.js';
import { type ManifestEntry, armedPredicates, manifestEntryOf } from './manifest.js';

export type SweepStage = 'parse' | 'lint' | 'predicates' | 'supersedes';

export interface SweepRejection {
  stage: SweepStage;
  reason: TripwireReason | ReceiptReason;
  message: string;
  line?: number;
  /** The receipt rule that rejected it (lint stage). */
  rule?: string;
}

export interface Firing {
  /** 0-based index of the manifest entry, in insertion order. */
  manifestIndex: number;
  prefix: string;
  predicate: string;
}

export interface SweepOutcome {
  accepted: boolean;
  rejection: SweepRejection | undefined;
  /** The entry to append (accepted receipts only). */
  entry: ManifestEntry | undefined;
  fired: Firing[];
  /** Prefixes this receipt marked superseded, in SUPERSEDES order. */
  superseded: string[];
}

/** The sweep's own predicate parser (docs/rules/tripwire/README.md#processing-one-receipt): the peer dimension is `\w+`. */
const SWEEP_PREDICATE = pyRegex(
  '^(?:suspicion>=[\\d.]+|claims-touch\\(.+?\\)|wrote\\(.+?\\)|read\\(.+?\\)|exec-exit!=0|peer-dispatch-disagrees\\(\\w+\\)|verdict=FAIL|always)$',
  's',
);

const reject = (stage: SweepStage, reason: SweepRejection['reason'], message: string, line?: number, rule?: string): SweepOutcome => ({
  accepted: false,
  rejection: { stage, reason, message, line, rule },
  entry: undefined,
  fired: [],
  superseded: [],
});

function sweepParse(text: string): SweepOutcome | undefined {
  const v11 = text.startsWith('RCPT v1.1 ');
  if (!v11 && !text.startsWith('RCPT v1 ')) return reject('parse', TripwireReason.sweep_header_invalid, 'header missing or bad version', 1);
  const segmented = runTier1(text, 2);
  if (segmented.failure) return reject('lint', segmented.failure.reason as ReceiptReason, segmented.failure.message, segmented.failure.line, segmented.failure.rule);
  if (!v11) return undefined;
  const { values } = scanLayer2(text, true);
  const next = segmented.doc.sections.get('NEXT')?.line;
  if (!values.has('TRIPWIRE')) return reject('parse', 'v11_tripwire_missing', 'v1.1 receipt missing TRIPWIRE:', next);
  if (!values.has('SUPERSEDES')) return reject('parse', 'v11_supersedes_missing', 'v1.1 receipt missing SUPERSEDES:', next);
  const dispatched = (segmented.doc.sections.get('TRACE')?.body ?? []).some((element) => pySplit(element.raw, 2)[1] === 'DISPATCHED');
  if (dispatched && !values.has('TRIPWIRE-CHILD')) {
    return reject('parse', 'v11_tripwire_child_required', 'v1.1 receipt with DISPATCHED in TRACE must emit TRIPWIRE-CHILD:', next);
  }
  return undefined;
}

/**
 * The sweep's manifest-relative checks (docs/rules/tripwire/supersedes.md). The reference sweep
 * also counts glob entries and re-checks a SUPERSEDES' justification and witness, but only after
 * the receipt's Tier-1 has passed, whose counterparts (tripwire_glob_cap, supersedes_unjustified,
 * supersedes_lint_witness, supersedes_deferred_witness) are stricter on the same parsed receipt:
 * those sweep checks can never reject, so they are not repeated here (docs/rules/tripwire/predicates.md).
 */
function manifestChecks(state: ReceiptDocument, manifest: readonly ManifestEntry[]): SweepOutcome | undefined {
  const layer2 = state.layer2;
  if (state.version !== '1.1' || !layer2) return undefined;
  for (const entry of [layer2.tripwire, layer2.child]) {
    for (const piece of armedPiecesOf(entry?.value)) {
      if (!SWEEP_PREDICATE.test(piece)) return reject('predicates', TripwireReason.sweep_predicate_unknown, `unknown predicate: ${pyRepr(piece)}`, entry?.line);
    }
  }
  const supersedes = layer2.supersedes;
  if (!supersedes || supersedes.value === 'none') return undefined;
  for (const prefix of supersedes.value.split(',').map(pyStrip)) {
    const at = (reason: TripwireReason, message: string) => reject('supersedes', reason, message, supersedes.line);
    const matches = manifest.filter((entry) => entry.prefix === prefix);
    if (matches.length === 0) return at(TripwireReason.sweep_supersedes_unknown_prefix, `SUPERSEDES cites unknown prefix: ${prefix}`);
    if (matches.length > 1) return at(TripwireReason.sweep_supersedes_ambiguous_prefix, `SUPERSEDES prefix ambiguous: ${prefix}`);
    if (matches[0]!.supersededBy !== undefined) return at(TripwireReason.sweep_supersedes_already_superseded, `SUPERSEDES cites already-superseded receipt: ${prefix}`);
  }
  return undefined;
}

function armedPiecesOf(value: string | undefined): string[] {
  if (value === undefined || value === 'none') return [];
  return value.split('|').map(pyStrip);
}

function firstTokens(state: ReceiptDocument, verbs: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of state.trace) {
    if (!verbs.includes(entry.verb)) continue;
    const token = pySplit(entry.args, 1)[0];
    if (token !== undefined) out.push(token);
  }
  return out;
}

function splitKey(key: string): [string, string, string] {
  const a = key.indexOf(':');
  const b = key.indexOf(':', a + 1);
  return [key.slice(0, a), key.slice(a + 1, b), key.slice(b + 1)];
}

function peerFirings(dim: string, entry: ManifestEntry, fresh: ManifestEntry): number {
  let count = 0;
  if (dim === 'same-file') {
    for (const file of fresh.files.slice(0, 8)) {
      const cut = file.lastIndexOf(':');
      const path = file.slice(0, cut);
      const hash = file.slice(cut + 1);
      if (entry.files.slice(0, 8).some((other) => other.slice(0, other.lastIndexOf(':')) === path && other.slice(other.lastIndexOf(':') + 1) !== hash)) count++;
    }
    return count;
  }
  for (const key of fresh.keys.slice(0, 8)) {
    const [skill, name, value] = splitKey(key);
    if (entry.keys.slice(0, 8).some((other) => {
      const [s, n, v] = splitKey(other);
      return s === skill && n === name && v !== value;
    })) count++;
  }
  return count;
}

function forwardFirings(state: ReceiptDocument, fresh: ManifestEntry, manifest: readonly ManifestEntry[], superseding: ReadonlySet<string>): Firing[] {
  const edits = firstTokens(state, ['EDIT', 'WROTE']);
  const reads = firstTokens(state, ['READ']);
  const cited = state.claims.filter((claim) => !claim.citation.startsWith('TRACE#') && claim.citation.includes('#')).map((claim) => claim.citation.slice(0, claim.citation.indexOf('#')));
  const touched = [...cited, ...edits, ...reads];
  const fired: Firing[] = [];
  manifest.forEach((entry, manifestIndex) => {
    if (entry.supersededBy !== undefined || superseding.has(entry.prefix)) return;
    for (const predicate of armedPredicates(entry)) {
      const fire = (times = 1) => {
        for (let i = 0; i < times; i++) fired.push({ manifestIndex, prefix: entry.prefix, predicate });
      };
      const peer = /^peer-dispatch-disagrees\((.+)\)$/.exec(predicate);
      if (peer) {
        if (entry.skill === fresh.skill) fire(peerFirings(peer[1]!, entry, fresh));
      } else if (predicate.startsWith('claims-touch(')) {
        if (matchGlob(predicate, touched)) fire();
      } else if (predicate.startsWith('wrote(')) {
        if (matchGlob(predicate, edits)) fire();
      } else if (predicate.startsWith('read(')) {
        if (matchGlob(predicate, reads)) fire();
      } else if (predicate.startsWith('suspicion>=')) {
        const threshold = pyFloat(predicate.slice('suspicion>='.length));
        if (threshold !== undefined && fresh.suspicion >= threshold) fire();
      } else if (predicate === 'always') fire();
    }
  });
  return fired;
}

/**
 * Sweeps one returned receipt against the active manifest (docs/rules/tripwire/README.md#processing-one-receipt), as the reference
 * harness does: sweep-level parse, full Tier-1, manifest-relative checks, then SUPERSEDES
 * marks and forward predicates of every other active entry. Pure: the manifest is not changed
 * (apply the outcome with `applySweep`). A SUSPICION that Python's `float()` rejects is a
 * structural error (the reference harness crashes on it).
 */
export function sweepReceipt(manifest: readonly ManifestEntry[], text: string): SweepOutcome {
  const parsed = sweepParse(text);
  if (parsed) return parsed;
  const { doc: state, failure } = runTier1(text);
  if (failure) return reject('lint', failure.reason as ReceiptReason, failure.message, failure.line, failure.rule);
  const checked = manifestChecks(state, manifest);
  if (checked) return checked;
  const token = pySplit(state.sections.get('SUSPICION')?.body[0]?.raw ?? '')[0] ?? '';
  const suspicion = pyFloat(token);
  if (suspicion === undefined) throw new GauntletError('input_invalid', `SUSPICION ${pyRepr(token)} is not a number (the reference sweep crashes on float())`);
  const entry = manifestEntryOf(state, text, suspicion);
  const supersedesValue = state.version === '1.1' ? state.layer2?.supersedes?.value : undefined;
  const superseded: string[] = [];
  const superseding = new Set<string>();
  if (supersedesValue !== undefined && supersedesValue !== 'none') {
    for (const prefix of supersedesValue.split(',').map(pyStrip)) {
      if (manifest.some((m) => m.prefix === prefix && m.supersededBy === undefined) && !superseding.has(prefix)) {
        superseding.add(prefix);
        superseded.push(prefix);
      }
    }
  }
  const fired = forwardFirings(state, entry, manifest, superseding);
  return { accepted: true, rejection: undefined, entry, fired, superseded };
}

/** Appends an accepted receipt to the manifest and records what it superseded. */
export function applySweep(manifest: ManifestEntry[], outcome: SweepOutcome): void {
  if (!outcome.accepted || !outcome.entry) return;
  for (const entry of manifest) {
    if (entry.supersededBy === undefined && outcome.superseded.includes(entry.prefix)) entry.supersededBy = outcome.entry.prefix;
  }
  manifest.push(outcome.entry);
}

export { TIER1_RULES };
