import type { FindingInput, RunBudget } from '@gauntlet/core';
import type { Layer2Scan } from './layer2.js';
import type { SectionName } from './text.js';

export type ReceiptVersion = '1' | '1.1';
export type Verdict = 'PASS' | 'FAIL' | 'BLOCKED';

/** One element of a section body: the text after the header name, or a following line. */
export interface BodyLine {
  /** The element as written (unstripped). */
  readonly raw: string;
  /** 1-based line number in the receipt. */
  readonly line: number;
}

export interface Section {
  /** Line of the section header. */
  readonly line: number;
  readonly body: readonly BodyLine[];
}

/** A non-blank element of ARTIFACTS, TRACE or CLAIMS, stripped, with its line. */
export interface Entry {
  readonly raw: string;
  readonly text: string;
  readonly line: number;
}

export interface ArtifactEntry {
  name: string;
  sha256: string;
  size: string;
  line: number;
}

export interface TraceEntry {
  index: number;
  verb: string;
  args: string;
  line: number;
}

export interface Claim {
  key: string;
  value: string;
  citation: string;
  pattern: string | undefined;
  line: number;
}

export interface WitnessRange {
  artifact: string;
  kind: 'L' | 'B';
  start: number;
  end: number;
}

export interface Witness {
  kind: string;
  /** Payload with a trailing grep `pattern=` clause removed. */
  payload: string;
  /** Payload as written (clause included). */
  payloadRaw: string;
  clause: string | undefined;
  signature: string;
  ran: string;
  /** Ranged grep payload (both bounds usable integers). */
  range: WitnessRange | undefined;
  line: number;
}

export interface Layer2Line {
  value: string;
  line: number;
}

export interface Layer2 {
  tripwire: Layer2Line | undefined;
  supersedes: Layer2Line | undefined;
  child: Layer2Line | undefined;
}

/** An ARTIFACTS line split into whitespace tokens. */
export interface ArtifactLine extends Entry {
  readonly tokens: readonly string[];
}

/** A TRACE line split as `split(None, 2)`, with Python `int()` of its index. */
export interface TraceLine extends Entry {
  readonly parts: readonly string[];
  /** `int(index)`, when the index is digits Python can convert. */
  readonly value: bigint | undefined;
}

/** A CLAIMS line and its claim, when it has the claim shape. */
export interface ClaimLine extends Entry {
  readonly claim: Claim | undefined;
}

/** The grep payload's `<artifact>#L<a>-L<b>` (or `#B`), bounds as written. */
export interface RangeText {
  readonly artifact: string;
  readonly kind: 'L' | 'B';
  readonly start: string;
  readonly end: string;
}

/**
 * The WITNESS line as far as its grammar could be read right to left (docs/rules/receipt/witness-syntax.md):
 * `missing` names the first clause the line lacks; otherwise `witness` holds the parts.
 */
export interface WitnessLine {
  readonly line: number;
  /** The stripped line. */
  readonly text: string;
  readonly missing: 'ran' | 'expect-fail' | 'kind' | undefined;
  readonly witness: Witness | undefined;
  /** A grep payload with a second trailing `pattern=` clause. */
  readonly extraClause: boolean;
  readonly rangeText: RangeText | undefined;
}

/**
 * A receipt parsed once, before any rule runs. Parsing never fails: where the reference would
 * stop, the parse records what it saw (a duplicate header, prose before the first one, a line
 * without the expected shape) and goes on, so every rule can decide from the same immutable
 * value. The rules hold the decisions; a rule that is switched off lets the later ones see
 * this lenient reading.
 */
export interface ReceiptDocument {
  readonly text: string;
  readonly lines: readonly string[];
  /** Line 1 matched the header grammar (`undefined`: it did not, or there is no line). */
  readonly version: ReceiptVersion | undefined;
  readonly headerRest: string;
  /** Every section by its first header (a duplicate header and its body are set aside). */
  readonly sections: ReadonlyMap<SectionName, Section>;
  readonly firstDuplicate: { readonly name: SectionName; readonly line: number } | undefined;
  /** The first body line before any section header. */
  readonly firstOrphan: BodyLine | undefined;
  /** VERDICT body element 0 split by the verdict grammar. */
  readonly verdict: Verdict | undefined;
  readonly conf: string;
  readonly artifactLines: readonly ArtifactLine[];
  /** ARTIFACTS lines with three tokens or more, first line of each name. */
  readonly artifacts: readonly ArtifactEntry[];
  readonly artifactNames: ReadonlySet<string>;
  readonly traceLines: readonly TraceLine[];
  /** TRACE lines with a verb and a usable index, in order (`TRACE#N` is the N-th). */
  readonly trace: readonly TraceEntry[];
  readonly claimLines: readonly ClaimLine[];
  readonly claims: readonly Claim[];
  readonly witnessLine: WitnessLine | undefined;
  /** The witness, when its line has every clause. */
  readonly witness: Witness | undefined;
  /** v1.1 only: the Layer-2 lines after NEXT. */
  readonly layer2Scan: Layer2Scan | undefined;
  readonly layer2: Layer2 | undefined;
  /** First whitespace token of SUSPICION body element 0. */
  readonly suspicion: string | undefined;
}

/** Options of one receipt run (CLI flags, or what a host passes). */
export interface ReceiptOptions {
  /** 1 (default) or 2. */
  tier?: 1 | 2;
  /** `--root` values as typed (Tier-2); none = the host's working directory. */
  roots?: readonly string[];
  strict?: boolean;
  /** `--ledger PATH`. */
  ledger?: string;
  /** `--eval` records: inline artifact bodies (an object) for the inline Tier-2. */
  artifactBodies?: Readonly<Record<string, unknown>>;
  /** True in `--eval` mode (inline Tier-2 instead of disk). */
  inline?: boolean;
  /** True in `--bind-only` mode: segmentation, TRACE and the ledger binding only. */
  bindOnly?: boolean;
  /** `--eval`: why the record itself is unusable (malformed JSON, not an object, empty receipt). */
  recordProblem?: FindingInput;
  /** Regex steps every witness search of the run draws from (docs/guides/limits.md); none = per-call limits only. */
  regexBudget?: RunBudget;
}

export type Failure = FindingInput;
