import type { Severity, Verdict } from '@gauntlet/contracts/codes';
import type { Host, MemoryHostOptions, RuleOptions, RuleSettings } from '../index.js';

/**
 * A finding an invalid case expects. `severity` and `line` are required on purpose: a test of a
 * gate must say how hard the finding blocks and where it points (`line: null` for a finding that
 * has no line), not only which reason fired.
 */
export interface ExpectedFinding {
  /** Default: the rule under test. */
  readonly rule?: string;
  readonly reason: string;
  readonly severity: Severity;
  /** 1-based line, or `null` when the finding has none. */
  readonly line: number | null;
  /** Compared only when given (`null`: the finding has none). */
  readonly column?: number | null;
  readonly endLine?: number | null;
  readonly endColumn?: number | null;
  /** The exact message, or a pattern it must match. Compared only when given. */
  readonly message?: string | RegExp;
  /** The finding's `file`; compared only when given (`null`: the finding has none). */
  readonly file?: string | null;
  /** Compared only when given. */
  readonly evidence?: readonly string[];
  /** Compared only when given. */
  readonly hint?: string;
}

/** What every case may set besides its input. */
export interface CaseSetup {
  /** The test's title (default: the input, shortened). */
  readonly name?: string;
  /** Family options, as a command's flags or a host would pass them. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** A Host, or the options of an in-memory one (`{ files: { 'a.md': '...' } }`). Default: no I/O. */
  readonly host?: Host | MemoryHostOptions;
  /** The input's id (the default `file` of findings). */
  readonly file?: string;
  /** Severity overrides for this case. */
  readonly rules?: RuleSettings;
  /** Per-rule options for this case, by rule id (config `rules: { id: [setting, options] }`). */
  readonly ruleOptions?: RuleOptions;
}

/** An input the rule accepts: it reports nothing. */
export interface ValidCase<TInput> extends CaseSetup {
  readonly input: TInput;
  /** The verdict of the whole result, when the case asserts it. */
  readonly verdict?: Verdict;
}

/**
 * The repaired twin of an invalid case: the same setup with the defect fixed. The fix is usually
 * in the input; when it is in the world around it (a missing file, a flag), give that too.
 */
export interface RepairedCase<TInput> extends Pick<CaseSetup, 'host' | 'options' | 'file'> {
  readonly input: TInput;
  /** Default `pass`: the gate opens once the defect is repaired. */
  readonly verdict?: Verdict;
  /**
   * Findings of the rules they name that remain once the defect is repaired, for a rule that
   * always reports an outcome (a gate that says "proceed" as an info). Default: none. A blocker
   * of the rule under test here means the gate did not open.
   */
  readonly errors?: readonly ExpectedFinding[];
}

/** An input the rule reports: exactly these findings of the rules they name, and this verdict. */
export interface InvalidCase<TInput> extends CaseSetup {
  readonly input: TInput;
  /** In the order the verifier reports them; at least one. */
  readonly errors: readonly [ExpectedFinding, ...ExpectedFinding[]];
  /** The verdict of the whole result. */
  readonly verdict: Verdict;
  /**
   * The same input with the defect repaired. It becomes a second test: no finding of the rule
   * under test, and the verdict given (default `pass`): the gate closes, and opens again.
   */
  readonly repaired?: RepairedCase<TInput>;
}

export interface RuleTests<TInput> {
  readonly valid: ReadonlyArray<ValidCase<TInput>>;
  readonly invalid: ReadonlyArray<InvalidCase<TInput>>;
  /**
   * Reason codes of the rule that no invalid case triggers, each with the reason why. Every other
   * declared reason must be expected by at least one invalid case.
   */
  readonly untested?: Readonly<Record<string, string>>;
}
