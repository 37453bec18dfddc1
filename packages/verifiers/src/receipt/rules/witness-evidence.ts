import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, decodeUtf8, isInvalidUtf8, toUniversalNewlines } from '@gauntlet/core';
import { isPathShaped } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import type { Failure, ReceiptState, Tier2State } from '../state.js';
import { HEX12, showPath } from '../text.js';
import { evaluatePredicate, witnessSource } from '../witness-eval.js';
import { ambiguityList, refusalSuffix, resolutionOf } from './artifacts-on-disk.js';

const MAX_WHOLE_READ = 67108864;
const KEEPENDS_LINE = /[^\n\v\f\x1c-\x1e\x85\u2028\u2029]*(?:[\n\v\f\x1c-\x1e\x85\u2028\u2029]|$)/gy;

/** `splitlines(keepends=True)` of text already in universal-newline form, lines a..b joined. */
function lineRange(text: string, start: number, end: number): string {
  let out = '';
  let n = 0;
  let at = 0;
  while (at < text.length && n < end) {
    KEEPENDS_LINE.lastIndex = at;
    const match = KEEPENDS_LINE.exec(text);
    if (!match || match[0] === '') break;
    n++;
    if (n >= start) out += match[0];
    at += match[0].length;
  }
  return out;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The inline `--eval` witness (docs/rules/receipt/README.md#eval-batches): the whole `artifact_bodies[name]` string. */
function inlineLeg(state: ReceiptState): Failure | undefined {
  const bodies = state.options.artifactBodies;
  if (!bodies || Object.keys(bodies).length === 0) return undefined;
  if (state.verdict !== 'PASS' && state.verdict !== 'FAIL') return undefined;
  const source = witnessSource(state);
  if (!source?.artifact) return undefined;
  if (!Object.prototype.hasOwnProperty.call(bodies, source.artifact)) return undefined;
  const body = bodies[source.artifact];
  if (typeof body !== 'string') return undefined;
  const witness = state.witness!;
  if (witness.kind === 'grep' && witness.range && state.verdict === 'PASS' && body === '') {
    return fail(
      ReceiptReason.t2_grep_body_empty,
      `Tier-2: WITNESS grep body empty for ${showPath(source.artifact)} (declared range resolves to no bytes — witness could not fire)`,
      witness.line,
    );
  }
  return evaluatePredicate(state, source.cited, source.artifact, body, { evaluated: false, bound: true, discarded: false, unsourced: false, unboundReasons: [] });
}

async function diskLeg(state: ReceiptState, host: Host, tier2: Tier2State): Promise<Failure | undefined> {
  const witness = state.witness!;
  const outcome = tier2.witness;
  const line = witness.line;
  const strict = state.options.strict === true;
  if (state.verdict !== 'PASS' && state.verdict !== 'FAIL') return undefined;
  const source = witnessSource(state);
  if (!source) return undefined;
  const name = source.artifact;
  if (name === undefined) {
    if (state.verdict === 'FAIL' && witness.kind !== 'grep') outcome.unsourced = true;
    return undefined;
  }
  const resolution = await resolutionOf(host, tier2, name);
  if (resolution.found.length > 1) {
    if (strict) return fail(ReceiptReason.t2_strict_witness_ambiguous, `Tier-2 --strict: witness artifact ${showPath(name)} is ambiguous across roots (${ambiguityList(resolution)})`, line);
    state.notes.push(`AMBIGUOUS: witness artifact ${showPath(name)} is ambiguous across roots (${ambiguityList(resolution)})`);
  }
  const real = resolution.path;
  if (!real) {
    if (HEX12.test(name)) state.notes.push(`NOT-APPLICABLE: witness ${showPath(name)} (12-hex receipt-hash prefix, not a file)`);
    else if (isPathShaped(name) && strict) {
      return fail(ReceiptReason.t2_strict_witness_absent, `Tier-2 --strict: witness artifact ${showPath(name)} absent under all bases${refusalSuffix(tier2)}`, line);
    } else state.notes.push(`UNVERIFIABLE: witness ${showPath(name)} (no file under root)${refusalSuffix(tier2)}`);
    return undefined;
  }
  if (tier2.set.refused.size > 0) state.notes.push(`REFUSED: probe base dropped while resolving witness ${showPath(name)}${refusalSuffix(tier2)}`);
  const rangelessGrep = witness.kind === 'grep' && !witness.range;
  const stated = rangelessGrep ? witness.payload : undefined;
  if (stated !== undefined && stated !== '') {
    if (!state.artifactNames.has(stated)) {
      return fail(ReceiptReason.t2_stated_target_undeclared, `Tier-2: witness ${showPath(name)}'s stated target ${showPath(stated)} is not a declared ARTIFACTS entry`, line);
    }
    const statedResolution = await resolutionOf(host, tier2, stated);
    if (statedResolution.path !== real) {
      return fail(ReceiptReason.t2_stated_target_mismatch, `Tier-2: witness ${showPath(name)}'s stated target ${showPath(stated)} does not name the same file as the TRACE entry it cites`, line);
    }
  }
  let bytes = tier2.verified.get(real);
  outcome.bound = bytes !== undefined && stated !== '';
  const reasons: string[] = [];
  if (stated === '') reasons.push('the WITNESS line names no artifact of its own (empty grep: payload)');
  if (!bytes) {
    reasons.push('the artifact was not hash-verified by the ARTIFACTS leg');
    const stat = await host.stat(real).catch(() => null);
    if (stat?.kind !== 'file') return fail(ReceiptReason.t2_not_regular_file, `Tier-2: witness ${showPath(name)} is not a regular file (not read)`, line);
    if (stat.size > MAX_WHOLE_READ) return fail(ReceiptReason.t2_not_regular_file, `Tier-2: witness ${showPath(name)} exceeds the Tier-2 read budget (not read)`, line);
    try {
      bytes = await host.readFile(real);
    } catch (error) {
      return fail(ReceiptReason.t2_not_regular_file, `Tier-2: witness ${showPath(name)} unreadable (${error instanceof Error ? error.message : String(error)})`, line);
    }
  }
  let body: string;
  const range = source.range;
  if (range && range.kind === 'B') {
    const start = Math.max(range.start, 1);
    const taken = bytes.subarray(start - 1, Math.min(range.end, start - 1 + 4097, bytes.length));
    body = decodeUtf8(taken);
    if (taken.length > 4096) return fail(ReceiptReason.t2_witness_range_too_large, `Tier-2: cited witness range exceeds 4 KiB actual bytes (${taken.length} > 4096; Tier-1's line estimate under-counted)`, line);
  } else {
    if (isInvalidUtf8(bytes)) {
      return fail(ReceiptReason.t2_not_utf8, `Tier-2: cited artifact ${showPath(real)} is not valid UTF-8 (the #L range reader decodes losslessly; range not read)`, line);
    }
    const text = toUniversalNewlines(decodeUtf8(bytes));
    if (range) {
      body = lineRange(text, Math.max(range.start, 1), range.end);
      const span = utf8Length(body);
      if (span > 4096) return fail(ReceiptReason.t2_witness_range_too_large, `Tier-2: cited witness range exceeds 4 KiB actual bytes (${span} > 4096; Tier-1's line estimate under-counted)`, line);
    } else body = text;
  }
  if (witness.kind === 'grep' && witness.range && state.verdict === 'PASS' && body === '') {
    return fail(ReceiptReason.t2_grep_body_empty, `Tier-2: WITNESS grep body empty for ${showPath(name)} (declared range resolves to no bytes — witness could not fire)`, line);
  }
  const wholeFileRead = !range && (source.cited.verb === 'READ' || source.cited.verb === 'WROTE');
  if ((rangelessGrep || (witness.kind !== 'grep' && wholeFileRead)) && !outcome.bound) {
    outcome.unboundReasons = reasons;
    state.notes.push(`UNVERIFIABLE: witness ${showPath(name)} (predicate evaluated against an independent read — ${reasons.join(' and ')})`);
  }
  return evaluatePredicate(state, source.cited, name, body, outcome);
}

/** docs/rules/receipt/README.md#the-witness-leg, docs/rules/receipt/README.md#eval-batches: the witness, re-run against the real (or inline) bytes, must not contradict the VERDICT. */
export const witnessEvidence = receiptRule({
  id: 'receipt/witness-evidence',
  description: 'Tier-2: the witness predicate, evaluated on the cited bytes, does not fire on a PASS and finds evidence for a FAIL.',
  hint: 'Re-run the witness: the cited output contradicts the VERDICT.',
  reasons: [
    ReceiptReason.t2_strict_witness_ambiguous,
    ReceiptReason.t2_strict_witness_absent,
    ReceiptReason.t2_identity_check_failed,
    ReceiptReason.t2_stated_target_undeclared,
    ReceiptReason.t2_stated_target_mismatch,
    ReceiptReason.t2_not_regular_file,
    ReceiptReason.t2_not_utf8,
    ReceiptReason.t2_witness_range_too_large,
    ReceiptReason.t2_grep_body_empty,
    ReceiptReason.t2_fail_without_evidence,
    ReceiptReason.t2_exit_clause_fired,
    ReceiptReason.t2_witness_fired,
    ReceiptReason.t2_witness_timeout,
  ],
  run(state, host) {
    if (state.options.inline) return inlineLeg(state);
    if (!state.tier2) return undefined;
    return diskLeg(state, host, state.tier2);
  },
});
