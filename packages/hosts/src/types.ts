import type { Finding, GauntletConfig, HookOutcome, Report } from '@gauntlet/contracts/codes';
import type { Host } from '@gauntlet/core';

/** The host events the decision core answers (Claude Code's names). */
export type HookEventName = 'PreToolUse' | 'PostToolUse' | 'SubagentStop' | 'Stop';

/**
 * What a decision concluded. `allow` lets the agent go on; `deny` refuses a tool call before it
 * runs (PreToolUse); `block` sends the agent back to work with `reason` (PostToolUse, Stop,
 * SubagentStop).
 */
export type HookAction = 'allow' | 'block' | 'deny';

export interface HookDecision {
  event: HookEventName | null;
  action: HookAction;
  /** Why, as a stable code (docs/guides/claude-code.md, "Outcome codes"). */
  outcome: HookOutcome;
  /** For block and deny: what the model reads (rule ids, first blockers with lines, hints; capped). */
  reason?: string;
  /** Warnings for the model that do not block (PostToolUse `additionalContext`). */
  context?: string;
  /** Shown to the user, not the model (the loop guard's remaining blockers). */
  systemMessage?: string;
  /** PreToolUse: answer `allow` explicitly (config `approveClean`), skipping the permission prompt. */
  approve?: boolean;
  /** The blockers behind a block or deny (or behind the loop guard's message). */
  findings: Finding[];
  /** One-line notes for a human (stderr in hook mode): why something was not checked. */
  notes: string[];
}

/** A lint's answer: the schemaVersion 1 report, or the one-line error the CLI would exit 2 with. */
export type LintAnswer = { ok: true; report: Report } | { ok: false; error: string };

export interface LintTextRequest {
  /** A command name (`receipt`, `plan`). */
  command: string;
  /** The text, as the command's standard input, or as the content of `path` when given; absent: the file at `path` as it is. */
  text?: string;
  /** Lint `text` as if it were this file (relative to the project root or absolute inside it). */
  path?: string;
  /** Command options by their long names (`tier2`, `root`). */
  options?: Readonly<Record<string, unknown>>;
}

export interface LintFilesRequest {
  /** Files routed through the config's `files` mapping (unmapped ones are skipped). */
  paths?: readonly string[];
  /** Lint the files changed since this revision, plus untracked ones (instead of `paths`). */
  changed?: string;
  /** Files that read as this content instead of what is on disk. */
  overlay?: Readonly<Record<string, string>>;
}

/**
 * How the core runs a lint: the CLI's in-process lint service in `@gauntlet/cli`, a fake in tests.
 * It never throws; an error is an answer.
 */
export interface Linter {
  lintText(request: LintTextRequest): Promise<LintAnswer>;
  lintFiles(request: LintFilesRequest): Promise<LintAnswer>;
}

/** Everything outside the payload and the config that a decision may use. Injected, never global. */
export interface HookEnvironment {
  /** The project: its working directory is the payload's `cwd`, the root no project read leaves. */
  host: Host;
  linter: Linter;
  /** `$HOME`: the gate-ledger guard's verdict directory and Claude Code's transcripts hang off it. */
  home?: string;
  /**
   * Directories (absolute) outside the project that transcripts and the gate ledger may be read
   * from. Default: `<home>/.claude/projects`.
   */
  extraReadRoots?: readonly string[];
}

/** The config a decision reads: the project's `gauntlet.config.json` (its `files`, `hooks` and `rules`). */
export type HookConfig = Pick<GauntletConfig, 'files' | 'hooks' | 'rules'>;
