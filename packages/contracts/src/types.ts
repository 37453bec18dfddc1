import type { Severity, RuleSettingInput, Verdict } from './codes/severity.js';

/**
 * One problem (or note) a rule found. The machine contract is `rule` + `reason`; `message` is a
 * single plain sentence for humans.
 */
export interface Finding {
  /** The verifier that produced the finding (a family id such as `receipt`, or a host's gate id). */
  verifier?: string;
  /** `<family>/<rule-name>`, kebab-case; one docs page each. */
  rule: string;
  /** A stable snake_case reason code from the family's contract. */
  reason: string;
  severity: Severity;
  message: string;
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based, in UTF-16 code units like every editor. */
  column?: number;
  endLine?: number;
  /** The column after the last character of the range. */
  endColumn?: number;
  /** The input lines (or values) that show the problem. */
  evidence?: string[];
  /** What to do about it. */
  hint?: string;
  /**
   * The input could not be verified at all (`core/input`, `core/input-too-large`): it was
   * unreadable, undecodable or over its size cap in a run of several inputs, where it would
   * have ended a run of one input with exit 2.
   */
  fatal?: true;
  /**
   * Only on the closing finding of an input that reported too many (`core/too-many-findings`):
   * how many findings of each severity were dropped. Summaries count them; the finding itself
   * carries the most severe of them, so the verdict is what it would have been.
   */
  omitted?: { blocker: number; warning: number; info: number };
}

/** The outcome of one input (a file, stdin, or one record of a batch). */
export interface Result {
  /** The path as given, `-` for stdin, or the record id in batch modes. */
  id: string;
  verdict: Verdict;
  findings: Finding[];
  /** The family's structured output; docs/cli.md names the required keys per command. */
  data: Record<string, unknown>;
}

export interface Summary {
  results: number;
  blocker: number;
  warning: number;
  info: number;
  /** Family counts a command adds (e.g. `patches`: `checked`, `failures`, `drifted`, `driftedFiles`). */
  [count: string]: number | string[];
}

/** The JSON report, `--format json`, schemaVersion 1 (docs/cli.md). */
export interface Report {
  schemaVersion: 1;
  tool: { name: string; version: string };
  command: string;
  verdict: Verdict;
  summary: Summary;
  results: Result[];
}

/** What `--format json` prints instead of a report when the run stops with exit 2. */
export interface ErrorReport {
  schemaVersion: 1;
  error: { reason: string; message: string };
}

/** A rule's entry in a config's `rules`: a setting, or ESLint's `[setting, options]`. */
export type RuleConfigEntry = RuleSettingInput | [RuleSettingInput, Record<string, unknown>];

/** `gauntlet.config.json` or `package.json#gauntlet`. */
export interface GauntletConfig {
  $schema?: string;
  /** Glob → command, for `gauntlet-lint [files...]` without a command. */
  files?: Record<string, string>;
  /** Rule id → severity override or `off` (`error`/`warn` accepted), or `[setting, options]`. */
  rules?: Record<string, RuleConfigEntry>;
  /** Globs never linted in configured mode. */
  ignores?: string[];
  /** Default for `--max-warnings`. */
  maxWarnings?: number;
}
