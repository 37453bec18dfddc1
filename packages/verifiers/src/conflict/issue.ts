import type { ConflictReason } from '@gauntlet/contracts/codes';
import type { RuleContext } from '@gauntlet/core';
import type { ParsedConflictReport, ParsedEntry, Severity } from './parse.js';

/** One problem a check found in a conflict report. */
export interface ConflictIssue {
  code: ConflictReason;
  line?: number;
  message: string;
  /** Advisories keep the report valid. */
  advisory?: boolean;
}

export interface ConflictCheckOptions {
  /** `--strict-info`: INFO entries need `Found:` too (docs/rules/conflict/README.md#rules ambiguity). */
  strictInfo?: boolean;
}

export type ConflictCheck = (report: ParsedConflictReport, options: ConflictCheckOptions) => ConflictIssue[];

export interface ConflictValidation {
  valid: boolean;
  errors: ConflictIssue[];
  advisories: ConflictIssue[];
  entries: ParsedEntry[];
  counts: Record<Severity, number>;
}

/** The parsed report plus every check's issues, computed once for all rules. */
export interface PreparedConflict {
  report: ParsedConflictReport;
  issues: ReadonlyMap<ConflictCheck, ConflictIssue[]>;
  validation: ConflictValidation;
  operation: string;
}

/** Reports one check's issues from a rule (advisories as warnings). */
export function reportIssues(prepared: PreparedConflict, check: ConflictCheck, context: RuleContext, hint: string): void {
  for (const issue of prepared.issues.get(check) ?? []) {
    context.report({
      reason: issue.code,
      message: issue.message,
      ...(issue.line === undefined ? {} : { line: issue.line, column: 1 }),
      ...(issue.advisory ? { severity: 'warning' as const } : {}),
      hint,
    });
  }
}
