import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { type ConflictCheck, type ConflictIssue, type PreparedConflict, reportIssues } from '../issue.js';

/** BLOCKER and WARNING entries need a `→ <action>` line; an ASCII `->` does not count. */
export const findRemediationProblems: ConflictCheck = (report) => {
  const issues: ConflictIssue[] = [];
  for (const entry of report.entries) {
    const name = `"${entry.title}" (line ${entry.line})`;
    for (const line of entry.asciiArrows) {
      issues.push({
        code: ConflictReason.remediation_ascii_arrow,
        line,
        advisory: true,
        message: `Entry ${name}: the remediation uses an ASCII "->"; the report format needs "→".`,
      });
    }
    const needsRemediation = entry.severity === 'BLOCKER' || entry.severity === 'WARNING';
    if (needsRemediation && !entry.remediations.some((remediation) => remediation.text !== '')) {
      issues.push({
        code: ConflictReason.entry_missing_remediation,
        line: entry.line,
        message: `Entry ${name} has no "→ <action>" remediation line.`,
      });
    }
  }
  return issues;
};

export const entryRemediation = defineRule<PreparedConflict>({
  id: 'conflict/entry-remediation',
  description: 'Every BLOCKER and WARNING entry ends with a "→ <specific action>" line (U+2192).',
  severity: 'blocker',
  reasons: [ConflictReason.entry_missing_remediation, ConflictReason.remediation_ascii_arrow],
  check: (prepared, context) => reportIssues(prepared, findRemediationProblems, context, 'Add a line "→ <specific action>" (U+2192, then a space) to the entry.'),
});
