import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import type { Failure, ReceiptDocument } from '../document.js';
import { fail, receiptTextRule } from '../rule-kit.js';
import { EXIT_SIGNATURE, LINT_RULES, WITNESS_KINDS, codePointLength, guardedInt } from '../text.js';
import { compileUserRegex, derivedSource, neverMatches } from '../user-regex.js';

function checkSignature(sig: string, line: number): Failure | undefined {
  const at = (reason: ReceiptReason, message: string) => fail(reason, message, line);
  if (sig === '') return at(ReceiptReason.expect_fail_empty, 'WITNESS expect-fail empty');
  if (sig.startsWith('/') && sig.endsWith('/')) {
    const inner = sig.slice(1, -1);
    if (codePointLength(inner) < 4 || inner === '.*' || inner === '.+') {
      return at(ReceiptReason.expect_fail_regex_too_short, `WITNESS expect-fail wildcard/too-short: ${pyRepr(sig)}`);
    }
    const compiled = compileUserRegex(inner);
    if (!compiled.ok) return at(ReceiptReason.expect_fail_regex_invalid, `WITNESS expect-fail is not a valid regex: ${pyRepr(sig)} (${compiled.error})`);
    const never = neverMatches(inner);
    if (never) return at(ReceiptReason.expect_fail_unsatisfiable, `WITNESS expect-fail can never match: ${pyRepr(sig)} (${never})`);
    return undefined;
  }
  if (sig.startsWith('"') && sig.endsWith('"')) {
    if (codePointLength(sig.slice(1, -1)) < 4) return at(ReceiptReason.expect_fail_literal_too_short, `WITNESS expect-fail literal too short: ${pyRepr(sig)}`);
    return undefined;
  }
  if (!EXIT_SIGNATURE.test(sig)) return at(ReceiptReason.expect_fail_bad_form, `WITNESS expect-fail not a valid signature form: ${pyRepr(sig)}`);
  return undefined;
}

function checkClause(clause: string, sig: string, line: number): Failure | undefined {
  const at = (reason: ReceiptReason, message: string) => fail(reason, message, line);
  const delimited = clause.length >= 2 && ((clause.startsWith('/') && clause.endsWith('/')) || (clause.startsWith('"') && clause.endsWith('"')));
  if (!delimited) return at(ReceiptReason.clause_not_delimited, `WITNESS pattern= clause must be /regex/ or "literal": ${pyRepr(clause)}`);
  const source = derivedSource(clause) ?? '';
  if (source === '') return at(ReceiptReason.clause_empty, `WITNESS pattern= clause derives an empty regex source: ${pyRepr(clause)}`);
  if (codePointLength(source) < 4) return at(ReceiptReason.clause_too_short, `WITNESS pattern= clause too short: ${pyRepr(clause)}`);
  const compiled = compileUserRegex(source);
  if (!compiled.ok) return at(ReceiptReason.clause_regex_invalid, `WITNESS pattern= clause is not a valid regex: ${pyRepr(clause)} (${compiled.error})`);
  const never = neverMatches(source);
  if (never) return at(ReceiptReason.clause_unsatisfiable, `WITNESS pattern= clause can never match: ${pyRepr(clause)} (${never})`);
  if (sig !== 'match') {
    return at(
      ReceiptReason.clause_without_match,
      `WITNESS pattern= clause is only meaningful with expect-fail=match (got expect-fail=${pyRepr(sig)}); the clause would be silently ignored`,
    );
  }
  return undefined;
}

/** The witness line's decisions in the reference's order (F1–F26). */
function checkWitness(doc: ReceiptDocument): Failure | undefined {
  const witnessLine = doc.witnessLine;
  if (!witnessLine) {
    const section = doc.sections.get('WITNESS');
    return fail(ReceiptReason.witness_missing, 'WITNESS missing', section?.line);
  }
  const { text, line: lineNo, witness, missing } = witnessLine;
  const at = (reason: ReceiptReason, message: string) => fail(reason, message, lineNo);
  if (text === '(n/a)') return at(ReceiptReason.witness_na, "WITNESS is '(n/a)' — not permitted under any verdict");
  if (missing === 'ran') return at(ReceiptReason.witness_missing_ran, `WITNESS missing ran= clause: ${pyRepr(text)}`);
  if (missing === 'expect-fail') return at(ReceiptReason.witness_missing_expect_fail, `WITNESS missing expect-fail= clause: ${pyRepr(text)}`);
  if (missing === 'kind' || !witness) return at(ReceiptReason.witness_kind_payload_malformed, `WITNESS kind:payload malformed: ${pyRepr(text)}`);
  const { kind, payload, payloadRaw, clause, signature: sig } = witness;
  if (!WITNESS_KINDS.has(kind)) return at(ReceiptReason.witness_kind_unknown, `WITNESS kind unknown: ${pyRepr(kind)}`);
  if (kind === 'lint' && !LINT_RULES.has(payloadRaw)) return at(ReceiptReason.witness_lint_rule_unknown, `WITNESS lint rule unknown: ${pyRepr(payloadRaw)}`);
  if (witnessLine.extraClause) return at(ReceiptReason.witness_clause_duplicated, `WITNESS carries more than one pattern= clause: ${pyRepr(payloadRaw)}`);
  const sigFailure = checkSignature(sig, lineNo);
  if (sigFailure) return sigFailure;
  if (clause !== undefined) {
    const clauseFailure = checkClause(clause, sig, lineNo);
    if (clauseFailure) return clauseFailure;
  }
  if (sig === 'match') {
    if (kind !== 'grep') return at(ReceiptReason.match_requires_grep, `WITNESS expect-fail=match is only valid for kind=grep (got kind=${kind})`);
    if (clause === undefined) return at(ReceiptReason.match_requires_clause, `WITNESS expect-fail=match requires a pattern= clause: ${pyRepr(text)}`);
  }
  const range = witnessLine.rangeText;
  if (range) {
    const start = guardedInt(range.start, 'WITNESS payload range start');
    if ('message' in start) return at(ReceiptReason.witness_range_int_unusable, start.message);
    const end = guardedInt(range.end, 'WITNESS payload range end');
    if ('message' in end) return at(ReceiptReason.witness_range_int_unusable, end.message);
    if (end.value < start.value) return at(ReceiptReason.witness_range_negative, `witness range negative: ${payload}`);
    if (end.value - start.value > 4096n) return at(ReceiptReason.witness_range_too_large, `witness range exceeds 4 KiB: ${payload}`);
  }
  if (sig === 'match' && !range) {
    return at(ReceiptReason.match_requires_range, `WITNESS expect-fail=match requires a ranged grep payload (grep:<artifact>#<range>): ${pyRepr(payload)}`);
  }
  return undefined;
}

/** F1–F26 (docs/rules/receipt/witness-syntax.md): the WITNESS line's grammar, signature, clause and range. */
export const witnessSyntax = receiptTextRule({
  id: 'receipt/witness-syntax',
  description: 'WITNESS is "<kind>:<payload> [pattern=…] expect-fail=<signature> ran=<disposition>" with a usable signature, clause and range.',
  hint: 'Write \'WITNESS  <exec|grep|lint>:<payload>  expect-fail=<signature>  ran=<TRACE#N | SKIPPED:… | UNRUNNABLE:…>\' with a signature that can fire.',
  reasons: [
    ReceiptReason.witness_missing,
    ReceiptReason.witness_na,
    ReceiptReason.witness_missing_ran,
    ReceiptReason.witness_missing_expect_fail,
    ReceiptReason.witness_kind_payload_malformed,
    ReceiptReason.witness_kind_unknown,
    ReceiptReason.witness_lint_rule_unknown,
    ReceiptReason.witness_clause_duplicated,
    ReceiptReason.expect_fail_empty,
    ReceiptReason.expect_fail_regex_too_short,
    ReceiptReason.expect_fail_regex_invalid,
    ReceiptReason.expect_fail_unsatisfiable,
    ReceiptReason.expect_fail_literal_too_short,
    ReceiptReason.expect_fail_bad_form,
    ReceiptReason.clause_not_delimited,
    ReceiptReason.clause_empty,
    ReceiptReason.clause_too_short,
    ReceiptReason.clause_regex_invalid,
    ReceiptReason.clause_unsatisfiable,
    ReceiptReason.clause_without_match,
    ReceiptReason.match_requires_grep,
    ReceiptReason.match_requires_clause,
    ReceiptReason.witness_range_int_unusable,
    ReceiptReason.witness_range_negative,
    ReceiptReason.witness_range_too_large,
    ReceiptReason.match_requires_range,
  ],
  decide: checkWitness,
});
