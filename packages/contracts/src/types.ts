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
  /** What the agent-host adapters check (Claude Code hooks, Agent SDK callbacks, the pi extension). */
  hooks?: HooksConfig;
}

/** Settings every hook event shares. */
export interface HookEventConfig {
  /** `false` turns this event's check off (default `true`). */
  enabled?: boolean;
  /** Block (deny) when our own check fails instead of allowing with a note (default `false`). */
  failClosed?: boolean;
}

/** Receipt options for SubagentStop, as the `receipt` command takes them. */
export interface HookReceiptConfig {
  /** Re-hash ARTIFACTS, re-run the witness on disk, bind DISPATCHED children (`--tier2`). */
  tier2?: boolean;
  /** Absent path-shaped names and cross-root ambiguity fail (`--strict`). */
  strict?: boolean;
  /** Roots artifact names resolve under, relative to the payload's `cwd` (`--root`). */
  roots?: string[];
  /** The receipt ledger DISPATCHED entries must bind to, relative to the payload's `cwd` (`--ledger`). */
  ledger?: string;
}

/** The `hooks` section of the config. */
export interface HooksConfig {
  /** `false` turns every hook off (default `true`). */
  enabled?: boolean;
  /** How many blockers a block reason lists before "and N more" (default 5). */
  maxFindings?: number;
  preToolUse?: HookEventConfig & {
    /** The built-in gate-ledger write guard for `build-gate-ledger.md` (default `true`). */
    ledgerGuard?: boolean;
    /** Answer `allow` for a checked write that introduces no blocker, skipping the permission prompt (default `false`). */
    approveClean?: boolean;
  };
  postToolUse?: HookEventConfig & {
    /** `false`: report blockers to the model as context instead of blocking (default `true`). */
    block?: boolean;
  };
  subagentStop?: HookEventConfig & {
    receipt?: HookReceiptConfig;
    /** `agent_type` patterns (`*` and `?` wildcards) that must return a receipt. */
    requireReceipt?: string[];
    /** Block again while `stop_hook_active` is true (default `false`: report and allow). */
    blockWhenActive?: boolean;
  };
  stop?: HookEventConfig & {
    /** The revision changes are taken against (default `HEAD`). */
    base?: string;
    /** Block again while `stop_hook_active` is true (default `false`: report and allow). */
    blockWhenActive?: boolean;
  };
  pi?: {
    /** The first-line gate marker of skill-owned turns. */
    marker?: {
      enabled?: boolean;
      /** Skills whose turns carry the marker; empty or absent: every turn that runs a skill. */
      skills?: string[];
      /** Known gate references (`<skill>/<id>`); absent: any well-formed reference. */
      inventory?: string[];
    };
    /** Register the lint tools the model can call (default `true`). */
    tools?: boolean;
  };
}
