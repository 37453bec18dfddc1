import type { FindingInput } from '@gauntlet/core';
import type { ParsedReport } from '../parse.js';

/** Reports the validation issues whose code is in `codes`, in report order. */
export function reportIssues(report: ParsedReport, codes: readonly string[], emit: (finding: FindingInput) => void): void {
  for (const issue of report.issues) {
    if (!codes.includes(issue.code)) continue;
    emit({ reason: issue.code, message: issue.message, line: issue.line, column: issue.line !== undefined ? 1 : undefined });
  }
}
