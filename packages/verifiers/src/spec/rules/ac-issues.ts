import type { FindingInput } from '@gauntlet/core';
import type { ParsedSpec } from '../parse.js';

const HINTS: Readonly<Record<string, string>> = {
  ac_section_missing:
    'Add "## Acceptance criteria" after "## Problem", with the ticket rows or a none line ("none - no ticket"). For specs written before the section existed, opt into "spec/ac-section": ["blocker", { "legacy": true }] or { "legacyBefore": "YYYY-MM-DD" } in the config.',
  ac_none_reason_invalid: 'Write "none - no ticket", "none - ticket has no acceptance criteria" or "none - ticket not fetched (<reason>)".',
  ac_row_checked: 'Carry every row as "- [ ]"; a wrong row is "deviates:", never edited.',
  ac_row_syntax_invalid: 'Write each row as "- [ ] <verbatim ticket text>" at column 0.',
  deferred_ref_unresolvable: 'Name a ref: #N, owner/repo#N, ABC-123, a spec path under a spec dir, or an http(s) URL.',
  deferred_ref_missing: 'Name where the row is deferred to: #N, owner/repo#N, ABC-123, a spec path or a URL.',
  venue_production: 'A venue is where an observation can happen before production (staging, preprod).',
  venue_malformed: 'Write "venue: <env> - <observation>".',
  elsewhere_is_this_repo: 'A row this repository owns is in-scope, deferred: or deviates:, not elsewhere:.',
};

/** Reports the acceptance issues whose code is in `codes`, in the order the section read them. */
export function reportAcIssues(spec: ParsedSpec, codes: readonly string[], report: (finding: FindingInput) => void): void {
  for (const issue of spec.acceptance.issues) {
    if (!codes.includes(issue.code)) continue;
    report({
      reason: issue.code,
      message: issue.message,
      severity: issue.advisory ? 'warning' : undefined,
      line: issue.line,
      column: issue.column,
      evidence: issue.line !== undefined ? [(spec.lines[issue.line - 1] ?? '').slice(0, 200)] : undefined,
      hint: HINTS[issue.code],
    });
  }
}
