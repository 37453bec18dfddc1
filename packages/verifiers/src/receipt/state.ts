import type { FindingInput, RunBudget } from '@gauntlet/core';
import type { RootSet } from './resolve.js';
import type { SectionName } from './text.js';

export type ReceiptVersion = '1' | '1.1';
export type Verdict = 'PASS' | 'FAIL' | 'BLOCKED';

/** One element of a section body: the text after the header name, or a following line. */
export interface BodyLine {
  /** The element as written (unstripped). */
  raw: string;
  /** 1-based line number in the receipt. */
  line: number;
}

export interface Section {
  /** Line of the section header. */
  line: number;
  body: BodyLine[];
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
  /** Ranged grep payload. */
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

/** What the Tier-2 legs found about the witness (docs/rules/receipt/README.md#supersedes-at-tier-2). */
export interface WitnessOutcome {
  evaluated: boolean;
  bound: boolean;
  discarded: boolean;
  unsourced: boolean;
  unboundReasons: string[];
}

/**
 * A receipt being linted: the text and what the rules have parsed so far. Rules run in the
 * reference's evaluation order and each fills in its part, so a rule may rely on every field
 * an earlier rule produced (the verifier stops at the first failure).
 */
export interface ReceiptState {
  readonly text: string;
  readonly lines: readonly string[];
  readonly options: ReceiptOptions;
  version: ReceiptVersion | undefined;
  headerRest: string;
  sections: Map<SectionName, Section>;
  verdict: Verdict | undefined;
  conf: string;
  artifacts: ArtifactEntry[];
  artifactNames: Set<string>;
  trace: TraceEntry[];
  claims: Claim[];
  witness: Witness | undefined;
  layer2: Layer2 | undefined;
  suspicion: string | undefined;
  /** Advisory lines (`data.notes`). */
  notes: string[];
  /** Ledger binding outcome (`data.bindings`). */
  bindings: Binding[];
  /** Tier-2 scratch: resolved artifacts, hash-verified bytes, witness outcome. */
  tier2: Tier2State | undefined;
  /** True once Tier-1 passed. */
  tier1Passed: boolean;
}

export interface Binding {
  token: string;
  dispatchId: string;
  verdict: string;
  rcptSha256: string;
  matched: boolean;
  line: number;
}

export interface Resolution {
  /** The first hit (a canonical absolute path), if any. */
  path: string | undefined;
  /** Every distinct hit, in root order. */
  found: string[];
  /** The supplied root the first hit was found under (as a canonical path). */
  root: string | undefined;
  viaToplevel: boolean;
}

export interface Tier2State {
  set: RootSet;
  /** Roots as typed (for PROVENANCE-ONLY spellings). */
  typedRoots: string[];
  resolutions: Map<string, Resolution>;
  /** Real path → bytes whose sha256 matched the receipt. */
  verified: Map<string, Uint8Array>;
  /** Real path → bytes already read by the ARTIFACTS leg. */
  read: Map<string, Uint8Array>;
  /** ARTIFACTS names the leg evaluated, and whether each was hash-verified. */
  evaluated: Map<string, boolean>;
  /** Names the leg never reached (it stopped on a failure). */
  unreached: Set<string>;
  witness: WitnessOutcome;
}

export type Failure = FindingInput;

export function createReceiptState(text: string, lines: readonly string[], options: ReceiptOptions = {}): ReceiptState {
  return {
    text,
    lines,
    options,
    version: undefined,
    headerRest: '',
    sections: new Map(),
    verdict: undefined,
    conf: '',
    artifacts: [],
    artifactNames: new Set(),
    trace: [],
    claims: [],
    witness: undefined,
    layer2: undefined,
    suspicion: undefined,
    notes: [],
    bindings: [],
    tier2: undefined,
    tier1Passed: false,
  };
}

/** Non-blank elements of a section, stripped, with their lines. */
export interface Entry {
  raw: string;
  text: string;
  line: number;
}
