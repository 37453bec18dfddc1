import { ReceiptReason } from '@gauntlet/contracts/codes';
import type { RunBudget } from '@gauntlet/core';
import type { Failure, ReceiptDocument } from '../document.js';
import { type Resolution, UNRESOLVED, identityOf, isPathShaped, resolveName, walkNote } from '../resolve.js';
import { fail, receiptRule } from '../rule-kit.js';
import { type ReceiptRun, wantsDiskTier2 } from '../run.js';
import { HEX12, showPath } from '../text.js';
import { witnessBody } from '../witness-body.js';
import { type WitnessEvidence, evaluatePredicate, witnessSource } from '../witness-eval.js';
import { ambiguityList, identityProblem, refusalSuffix } from './artifacts-on-disk.js';

const MAX_WHOLE_READ = 67108864;

/** What the witness leg (docs/rules/receipt/witness-evidence.md) found, for the SUPERSEDES consequents. */
export interface WitnessLeg {
  readonly failure: Failure | undefined;
  readonly notes: readonly string[];
  readonly evidence: WitnessEvidence;
}

const emptyEvidence = (): WitnessEvidence => ({ evaluated: false, bound: false, discarded: false, unsourced: false, unboundReasons: [] });

/** The inline `--eval` witness (docs/rules/receipt/witness-evidence.md): the whole `artifact_bodies[name]` string. */
export function inlineEvidence(doc: ReceiptDocument, bodies: Readonly<Record<string, unknown>> | undefined, budget?: RunBudget): Failure | undefined {
  if (!bodies) return undefined;
  let any = false;
  for (const key in bodies) if (Object.prototype.hasOwnProperty.call(bodies, key)) any = true;
  if (!any) return undefined;
  if (doc.verdict !== 'PASS' && doc.verdict !== 'FAIL') return undefined;
  const source = witnessSource(doc);
  if (!source?.artifact) return undefined;
  if (!Object.prototype.hasOwnProperty.call(bodies, source.artifact)) return undefined;
  const body = bodies[source.artifact];
  if (typeof body !== 'string') return undefined;
  const witness = doc.witness!;
  if (witness.kind === 'grep' && witness.range && doc.verdict === 'PASS' && body === '') {
    return fail(
      ReceiptReason.t2_grep_body_empty,
      `Tier-2: WITNESS grep body empty for ${showPath(source.artifact)} (declared range resolves to no bytes — witness could not fire)`,
      witness.line,
    );
  }
  return evaluatePredicate(doc, source.cited, source.artifact, body, true, budget).failure;
}

/**
 * Sources the witness's artifact, checks its identity and stated target, reads the
 * cited range (the ARTIFACTS leg's verified bytes when it hashed this file, else its own read),
 * and evaluates the predicate.
 */
export async function witnessLeg(run: ReceiptRun): Promise<WitnessLeg> {
  const { doc, host } = run;
  const notes: string[] = [];
  const evidence = emptyEvidence();
  const done = (failure?: Failure): WitnessLeg => ({ failure, notes, evidence });
  const { set } = await run.legs.get('roots');
  const witness = doc.witness;
  if (!set || !witness || (doc.verdict !== 'PASS' && doc.verdict !== 'FAIL')) return done();
  const { verified } = await run.legs.get('artifacts');
  const { resolutions } = await run.legs.get('resolve');
  const at = (reason: ReceiptReason, message: string) => done(fail(reason, message, witness.line));
  const strict = run.options.strict === true;
  const source = witnessSource(doc);
  if (!source) return done();
  const name = source.artifact;
  if (name === undefined) {
    if (doc.verdict === 'FAIL' && witness.kind !== 'grep') evidence.unsourced = true;
    return done();
  }
  const resolutionOf = async (of: string): Promise<Resolution> => resolutions.get(of) ?? (set ? resolveName(host, set, of) : UNRESOLVED);
  const resolution = await resolutionOf(name);
  const walk = walkNote(name, resolution);
  if (walk) notes.push(walk);
  if (resolution.found.length > 1) {
    const list = ambiguityList(resolution);
    if (strict) return at(ReceiptReason.t2_strict_witness_ambiguous, `Tier-2 --strict: witness artifact ${showPath(name)} is ambiguous across roots (${list})`);
    notes.push(`AMBIGUOUS: witness artifact ${showPath(name)} is ambiguous across roots (${list})`);
  }
  const real = resolution.path;
  if (!real) {
    if (HEX12.test(name)) notes.push(`NOT-APPLICABLE: witness ${showPath(name)} (12-hex receipt-hash prefix, not a file)`);
    else if (isPathShaped(name) && strict) return at(ReceiptReason.t2_strict_witness_absent, `Tier-2 --strict: witness artifact ${showPath(name)} absent under all bases${refusalSuffix(set)}`);
    else notes.push(`UNVERIFIABLE: witness ${showPath(name)} (no file under root)${refusalSuffix(set)}`);
    return done();
  }
  if (set.refused.size > 0) notes.push(`REFUSED: probe base dropped while resolving witness ${showPath(name)}${refusalSuffix(set)}`);
  let bytes = verified.get(real);
  if (bytes && resolution.identity) {
    const now = await host.stat(real).catch(() => null);
    if (!now || identityProblem(resolution.identity, identityOf(now))) {
      return at(ReceiptReason.t2_identity_check_failed, `Tier-2: witness ${showPath(name)}'s identity changed since the ARTIFACTS leg verified it`);
    }
  }
  const rangelessGrep = witness.kind === 'grep' && !witness.range;
  const stated = rangelessGrep ? witness.payload : undefined;
  if (stated !== undefined && stated !== '') {
    if (!doc.artifactNames.has(stated)) {
      return at(ReceiptReason.t2_stated_target_undeclared, `Tier-2: witness ${showPath(name)}'s stated target ${showPath(stated)} is not a declared ARTIFACTS entry`);
    }
    if ((await resolutionOf(stated)).path !== real) {
      return at(ReceiptReason.t2_stated_target_mismatch, `Tier-2: witness ${showPath(name)}'s stated target ${showPath(stated)} does not name the same file as the TRACE entry it cites`);
    }
  }
  evidence.bound = bytes !== undefined && stated !== '';
  const reasons: string[] = [];
  if (stated === '') reasons.push('the WITNESS line names no artifact of its own (empty grep: payload)');
  if (!bytes) {
    reasons.push('the artifact was not hash-verified by the ARTIFACTS leg');
    const before = await host.stat(real).catch(() => null);
    if (before?.kind !== 'file') return at(ReceiptReason.t2_not_regular_file, `Tier-2: witness ${showPath(name)} is not a regular file (not read)`);
    if (before.size > MAX_WHOLE_READ) return at(ReceiptReason.t2_not_regular_file, `Tier-2: witness ${showPath(name)} exceeds the Tier-2 read budget (not read)`);
    const changed = `Tier-2: witness ${showPath(name)}'s identity changed between resolution and the witness read`;
    if (identityProblem(resolution.identity, identityOf(before))) return at(ReceiptReason.t2_identity_check_failed, changed);
    try {
      bytes = await host.readFile(real);
    } catch (error) {
      return at(ReceiptReason.t2_not_regular_file, `Tier-2: witness ${showPath(name)} unreadable (${error instanceof Error ? error.message : String(error)})`);
    }
    const after = await host.stat(real).catch(() => null);
    if (identityProblem(resolution.identity, identityOf(after))) return at(ReceiptReason.t2_identity_check_failed, changed);
  }
  const read = witnessBody(bytes, source.range);
  if ('problem' in read) {
    if (read.problem === 'not-utf8') {
      return at(ReceiptReason.t2_not_utf8, `Tier-2: cited artifact ${showPath(real)} is not valid UTF-8 (the #L range reader decodes losslessly; range not read)`);
    }
    return at(ReceiptReason.t2_witness_range_too_large, `Tier-2: cited witness range exceeds 4 KiB actual bytes (${read.span} > 4096; Tier-1's line estimate under-counted)`);
  }
  const body = read.body;
  if (witness.kind === 'grep' && witness.range && doc.verdict === 'PASS' && body === '') {
    return at(ReceiptReason.t2_grep_body_empty, `Tier-2: WITNESS grep body empty for ${showPath(name)} (declared range resolves to no bytes — witness could not fire)`);
  }
  const wholeFileRead = !source.range && (source.cited.verb === 'READ' || source.cited.verb === 'WROTE');
  if ((rangelessGrep || (witness.kind !== 'grep' && wholeFileRead)) && !evidence.bound) {
    evidence.unboundReasons = reasons;
    notes.push(`UNVERIFIABLE: witness ${showPath(name)} (predicate evaluated against an independent read — ${reasons.join(' and ')})`);
  }
  const predicate = evaluatePredicate(doc, source.cited, name, body, evidence.bound, run.options.regexBudget);
  evidence.evaluated = predicate.evaluated;
  evidence.discarded = predicate.discarded;
  return done(predicate.failure);
}

/** docs/rules/receipt/witness-evidence.md: the witness, re-run against the real (or inline) bytes, must not contradict the VERDICT. */
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
  check(run) {
    if (run.options.inline) return inlineEvidence(run.doc, run.options.artifactBodies, run.options.regexBudget);
    if (!wantsDiskTier2(run.options)) return undefined;
    return run.legs.get('witness').then((leg) => leg.failure);
  },
});
