import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyInt, pySplit } from '@gauntlet/core';
import { fail } from './rule-kit.js';
import type { Failure, ReceiptState, TraceEntry, WitnessOutcome } from './state.js';
import { EXEC_OUT, EXIT_ARG, EXIT_CLAUSE, TRACE_REF, showPath } from './text.js';
import { derivedSource, searchUserRegex } from './user-regex.js';

export interface WitnessSource {
  cited: TraceEntry;
  /** The artifact name to read, if one is derivable. */
  artifact: string | undefined;
  range: { kind: 'L' | 'B'; start: number; end: number } | undefined;
}

/** The TRACE entry `ran=TRACE#N` cites, or undefined for SKIPPED/UNRUNNABLE. */
export function citedEntry(state: ReceiptState): TraceEntry | undefined {
  const match = TRACE_REF.exec(state.witness?.ran ?? '');
  return match ? state.trace[Number(match[1]) - 1] : undefined;
}

/** What the witness reads (docs/rules/receipt/README.md#the-witness-leg). */
export function witnessSource(state: ReceiptState): WitnessSource | undefined {
  const witness = state.witness;
  const cited = citedEntry(state);
  if (!witness || !cited) return undefined;
  if (witness.range) {
    const { artifact, kind, start, end } = witness.range;
    return { cited, artifact, range: { kind, start, end } };
  }
  if (cited.verb === 'EXEC') {
    const out = EXEC_OUT.exec(cited.args);
    if (out) {
      const start = pyInt(out[3]!);
      const end = pyInt(out[4]!);
      return {
        cited,
        artifact: out[1]!,
        range: { kind: out[2] as 'L' | 'B', start: start.ok ? Number(start.value) : 1, end: end.ok ? Number(end.value) : 0 },
      };
    }
  }
  if (state.verdict === 'PASS' && (cited.verb === 'READ' || cited.verb === 'WROTE')) {
    return { cited, artifact: firstToken(cited.args), range: undefined };
  }
  return { cited, artifact: undefined, range: undefined };
}

/** The first whitespace token (Python `split()[0]`). */
export function firstToken(text: string): string | undefined {
  return pySplit(text, 1)[0];
}

/** The regex source the signature stands for (`match` takes the clause's). */
export function witnessPattern(state: ReceiptState): string | undefined {
  const witness = state.witness!;
  if (witness.signature === 'match') return witness.clause === undefined ? undefined : derivedSource(witness.clause);
  return derivedSource(witness.signature);
}

const NON_SUBSTANTIVE = /[\p{C}\p{Z}\uFFFD]/u;

/** Code points that are not U+FFFD, control/format/unassigned (C*) or separators (Z*). */
export function substantiveCount(body: string, atLeast = 4): number {
  let n = 0;
  for (const char of body) {
    if (!NON_SUBSTANTIVE.test(char)) n++;
    if (n >= atLeast) return n;
  }
  return n;
}

export function newOutcome(): WitnessOutcome {
  return { evaluated: false, bound: false, discarded: false, unsourced: false, unboundReasons: [] };
}

function exitValue(args: string): bigint | undefined {
  const match = EXIT_ARG.exec(args);
  if (!match) return undefined;
  const value = pyInt(match[1]!);
  return value.ok ? value.value : undefined;
}

/**
 * The witness predicate (docs/rules/receipt/README.md#witness-predicates), shared by disk Tier-2 and `--eval`: a PASS whose
 * witness would have fired, or a FAIL with no evidence of failure, is rejected.
 * `body` undefined means no body was read (exit clauses do not need one).
 */
export function evaluatePredicate(
  state: ReceiptState,
  cited: TraceEntry,
  artifact: string,
  body: string | undefined,
  outcome: WitnessOutcome,
): Failure | undefined {
  const witness = state.witness!;
  const line = witness.line;
  const pattern = witnessPattern(state);
  const search = (): boolean | Failure => {
    const result = searchUserRegex(pattern!, body ?? '', state.options.regexBudget);
    if (result === 'budget') {
      return fail(ReceiptReason.t2_witness_timeout, "witness evaluation not done: the run's regex step budget is spent (docs/guides/limits.md)", line);
    }
    if (result === 'timeout') {
      return fail(ReceiptReason.t2_witness_timeout, 'witness evaluation exceeded 5s (predicate backtracking or a slow/large artifact read)', line);
    }
    return result === true;
  };
  if (state.verdict === 'FAIL') {
    const exitOK = exitValue(cited.args) === 0n;
    if (pattern === undefined) return undefined;
    if (!exitOK) {
      outcome.discarded = true;
      return undefined;
    }
    outcome.evaluated = true;
    const hit = search();
    if (typeof hit !== 'boolean') return hit;
    if (!hit) {
      return fail(
        ReceiptReason.t2_fail_without_evidence,
        `Tier-2 FAIL: no evidence of failure — exit=0 AND body does not match expect-fail ${witness.signature} (weak positive-evidence check)`,
        line,
      );
    }
    return undefined;
  }
  if (state.verdict !== 'PASS') return undefined;
  const clause = EXIT_CLAUSE.exec(witness.signature);
  if (witness.kind === 'exec' && clause) {
    const actual = exitValue(cited.args);
    if (actual === undefined) return undefined;
    outcome.evaluated = true;
    const n = pyInt(clause[2]!);
    const fires = clause[1] === '!=' ? actual !== 0n : n.ok && actual === n.value;
    if (fires) {
      return fail(
        ReceiptReason.t2_exit_clause_fired,
        `Tier-2: WITNESS expect-fail exit-clause matches actual exit=${actual.toString()} (witness would have fired → PASS rejected)`,
        line,
      );
    }
    return undefined;
  }
  if (pattern === undefined || body === undefined) return undefined;
  if (outcome.bound && substantiveCount(body) >= 4) outcome.evaluated = true;
  const hit = search();
  if (typeof hit !== 'boolean') return hit;
  if (hit) {
    return fail(
      ReceiptReason.t2_witness_fired,
      `Tier-2: WITNESS expect-fail regex /${pattern}/ matches body of ${showPath(artifact)} (witness would have fired → PASS rejected)`,
      line,
    );
  }
  return undefined;
}
