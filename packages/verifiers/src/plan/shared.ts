import { lazyPyRegex, pyPattern, type FindingInput, type Host, type PyPattern, type RuleContext, type RunBudget } from '@gauntlet/core';
import type { Severity } from '@gauntlet/contracts/codes';
import type { PlanDocument } from './document.js';

/** Options of the `plan` verifier. */
export interface PlanOptions {
  /** `--repo DIR`: root of the repo-backed checks (rules 1, 4, 17). Empty string = absent. */
  repo?: string;
  /** Repository searches the run may start (a per-run budget); default PLAN_REPO_SEARCHES per call. */
  searchBudget?: RunBudget;
}

/** What every plan rule sees: the processed plan plus the resolved repo. */
export interface PreparedPlan {
  readonly doc: PlanDocument;
  /** Absolute repo path, or null when `--repo` was not given. */
  readonly repo: string | null;
  /** The repo path exists and is a directory. */
  readonly repoIsDirectory: boolean;
  readonly host: Host;
}

/** Status markers (docs/rules/plan/README.md#reading-a-plan): ✅ ⚠ U+FE0F ❓ anywhere in a line. */
// U+FE0F is listed on its own (a variation selector counts as a marker by itself).
export const STATUS_MARKER = /\u2705|\u26a0|\ufe0f|\u2753/u;

/** A per-line test (a RegExp, or a Python pattern). */
export interface LineTest {
  test(text: string): boolean;
}

/**
 * A non-global pattern in Python `re` syntax, with Python's meaning (core's translator; it
 * compiles each form on first use, cheapest first). `ci` = re.IGNORECASE.
 */
export function py(source: string, ci = true): PyPattern {
  return pyPattern(source, ci ? 'i' : '');
}

/** A global Python pattern for find-all loops over `text`, compiled on first need (core's `lazyPyRegex`). */
export const pyAll = (source: string, ci = true): ((text: string) => RegExp) => lazyPyRegex(source, ci ? 'gi' : 'g');

export interface LineFindingOptions {
  reason: string;
  message: string;
  hint?: string;
  severity?: Severity;
  /** Extra evidence lines after the stripped plan line. */
  evidence?: string[];
  /** Overrides the snippet (default: the stripped line). */
  snippet?: string;
}

/** A finding at processed line `index` (0-based), reported at the plan file's line. */
export function findingAt(doc: PlanDocument, index: number, options: LineFindingOptions): FindingInput {
  const snippet = options.snippet ?? doc.stripped(index);
  const evidence = [snippet, ...(options.evidence ?? [])].filter((line) => line !== '');
  const finding: FindingInput = {
    reason: options.reason,
    message: options.message,
    line: doc.physicalLines[index] ?? index + 1,
  };
  const column = index < doc.lines.length ? doc.columnOf(index) : undefined;
  if (column !== undefined) finding.column = column;
  if (options.severity !== undefined) finding.severity = options.severity;
  if (evidence.length > 0) finding.evidence = evidence;
  if (options.hint !== undefined) finding.hint = options.hint;
  return finding;
}

export function reportAt(context: RuleContext, doc: PlanDocument, index: number, options: LineFindingOptions): void {
  context.report(findingAt(doc, index, options));
}
