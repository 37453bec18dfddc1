import type { FindingInput } from '@gauntlet/core';
import type { SpecPrAnalysis } from '../analyze.js';

/** Reports the predicate's issues whose code is in `codes`, in table order. */
export function reportIssues(analysis: SpecPrAnalysis, codes: readonly string[], emit: (finding: FindingInput) => void, hint?: string): void {
  for (const issue of analysis.issues) {
    if (!codes.includes(issue.code)) continue;
    emit({
      reason: issue.code,
      message: issue.message,
      severity: issue.advisory ? 'warning' : undefined,
      line: issue.line,
      column: issue.line !== undefined ? 1 : undefined,
      evidence: issue.path !== undefined ? [issue.path] : undefined,
      hint,
    });
  }
}
