import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type RunBudget, pySplit } from '@gauntlet/core';
import { fail } from './rule-kit.js';
import type { Failure, ReceiptDocument, TraceEntry } from './document.js';
import { EXEC_OUT, EXIT_ARG, EXIT_CLAUSE, TRACE_REF, pyIntOf, showPath } from './text.js';
import { derivedSource, searchUserRegex } from './user-regex.js';

export interface WitnessSource {
  cited: TraceEntry;
  /** The artifact name to read, if one is derivable. */
  artifact: string | undefined;
  range: { kind: 'L' | 'B'; start: number; end: number } | undefined;
}

/** What the Tier-2 witness leg found out about the witness (docs/rules/receipt/supersedes-evidence.md). */
export interface WitnessEvidence {
  evaluated: boolean;
  bound: boolean;
  discarded: boolean;
  unsourced: boolean;
  unboundReasons: string[];
}

/** The TRACE entry `ran=TRACE#N` cites, or undefined for SKIPPED/UNRUNNABLE. */
export function citedEntry(doc: ReceiptDocument): TraceEntry | undefined {
  const match = TRACE_REF.exec(doc.witness?.ran ?? '');
  return match ? doc.trace[Number(match[1]) - 1] : undefined;
}

/** What the witness reads (docs/rules/receipt/witness-evidence.md). */
export function witnessSource(doc: ReceiptDocument): WitnessSource | undefined {
  const witness = doc.witness;
  const cited = citedEntry(doc);
  if (!witness || !cited) return undefined;
  if (witness.range) {
    const { artifact, kind, start, end } = witness.range;
    return { cited, artifact, range: { kind, start, end } };
  }
  if (cited.verb === 'EXEC') {
    const out = EXEC_OUT.exec(cited.args);
    if (out) {
      const start = pyIntOf(out[3]!);
      const end = pyIntOf(out[4]!);
      return {
        cited,
        artifact: out[1]!,
        range: { kind: out[2] as 'L' | 'B', start: start.ok ? Number(start.value) : 1, end: end.ok ? Number(end.value) : 0 },
      };
    }
  }
  if (doc.verdict === 'PASS' && (cited.verb === 'READ' || cited.verb === 'WROTE')) {
    return { cited, artifact: firstToken(cited.args), range: undefined };
  }
  return { cited, artifact: undefined, range: undefined };
}

/** The first whitespace token (Python `split()[0]`). */
export function firstToken(text: string): string | undefined {
  return pySplit(text, 1)[0];
}

/** The regex source the signature stands for (`match` takes the clause's). */
export function witnessPattern(doc: ReceiptDocument): string | undefined {
  const witness = doc.witness!;
  if (witness.signature === 'match') return witness.clause === undefined ? undefined : derivedSource(witness.clause);
  return derivedSource(witness.signature);
}

const NON_SUBSTANTIVE = /[\p{C}\p{Z}\uFFFD]/u;

/** Code points that are not U+FFFD, control/format/unassigned (C*) or separators (Z*). */
export function substantiveCount(body: string, atLeast = 4): number {
  let n = 0;
  for (const char of body) {
    const code = char.charCodeAt(0);
    // Printable ASCII is substantive; anything else asks the Unicode categories.
    if ((code > 0x20 && code < 0x7f) || (code > 0x7f && !NON_SUBSTANTIVE.test(char))) n++;
    if (n >= atLeast) return n;
  }
  return n;
}

function exitValue(args: string): bigint | undefined {
  const match = EXIT_ARG.exec(args);
  if (!match) return undefined;
  const value = pyIntOf(match[1]!);
  return value.ok ? value.value : undefined;
}

/** What evaluating the predicate found (docs/rules/receipt/witness-evidence.md). */
export interface PredicateResult {
  failure: Failure | undefined;
  /** The predicate's result counts (an exit clause compared, or a pattern searched on bound, substantive bytes). */
  evaluated: boolean;
  /** A FAIL whose cited run did not exit 0: the evidence is set aside. */
  discarded: boolean;
}

export const WITNESS_TIMEOUT_MESSAGE =
  "witness evaluation exceeded the regex engine's step budget (a cap on matching steps per search that stands for the reference's 5-second alarm)";
export const WITNESS_BUDGET_MESSAGE = "witness evaluation not done: the run's regex step budget is spent (docs/guides/limits.md)";

/**
 * The witness predicate (docs/rules/receipt/witness-evidence.md), shared by disk Tier-2 and `--eval`: a PASS whose
 * witness would have fired, or a FAIL with no evidence of failure, is rejected. `bound`: the
 * body is the hash-verified artifact; `body` undefined means no body was read (exit clauses
 * do not need one); `budget`, the run's regex steps every search draws from (if any).
 */
export function evaluatePredicate(
  doc: ReceiptDocument,
  cited: TraceEntry,
  artifact: string,
  body: string | undefined,
  bound: boolean,
  budget?: RunBudget,
): PredicateResult {
  const witness = doc.witness!;
  const line = witness.line;
  const pattern = witnessPattern(doc);
  const result = (failure: Failure | undefined, evaluated: boolean, discarded = false): PredicateResult => ({ failure, evaluated, discarded });
  const search = (): boolean | Failure => {
    const found = searchUserRegex(pattern!, body ?? '', budget);
    if (found === 'budget') return fail(ReceiptReason.t2_witness_timeout, WITNESS_BUDGET_MESSAGE, line);
    if (found === 'timeout') return fail(ReceiptReason.t2_witness_timeout, WITNESS_TIMEOUT_MESSAGE, line);
    return found === true;
  };
  if (doc.verdict === 'FAIL') {
    if (pattern === undefined) return result(undefined, false);
    if (exitValue(cited.args) !== 0n) return result(undefined, false, true);
    const hit = search();
    if (typeof hit !== 'boolean') return result(hit, true);
    if (hit) return result(undefined, true);
    return result(
      fail(
        ReceiptReason.t2_fail_without_evidence,
        `Tier-2 FAIL: no evidence of failure — exit=0 AND body does not match expect-fail ${witness.signature} (weak positive-evidence check)`,
        line,
      ),
      true,
    );
  }
  if (doc.verdict !== 'PASS') return result(undefined, false);
  const clause = EXIT_CLAUSE.exec(witness.signature);
  if (witness.kind === 'exec' && clause) {
    const actual = exitValue(cited.args);
    if (actual === undefined) return result(undefined, false);
    const n = pyIntOf(clause[2]!);
    const fires = clause[1] === '!=' ? actual !== 0n : n.ok && actual === n.value;
    if (!fires) return result(undefined, true);
    return result(
      fail(ReceiptReason.t2_exit_clause_fired, `Tier-2: WITNESS expect-fail exit-clause matches actual exit=${actual.toString()} (witness would have fired → PASS rejected)`, line),
      true,
    );
  }
  if (pattern === undefined || body === undefined) return result(undefined, false);
  const evaluated = bound && substantiveCount(body) >= 4;
  const hit = search();
  if (typeof hit !== 'boolean') return result(hit, evaluated);
  if (!hit) return result(undefined, evaluated);
  return result(
    fail(ReceiptReason.t2_witness_fired, `Tier-2: WITNESS expect-fail regex /${pattern}/ matches body of ${showPath(artifact)} (witness would have fired → PASS rejected)`, line),
    evaluated,
  );
}
