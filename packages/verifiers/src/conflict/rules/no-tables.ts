import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { type ConflictCheck, type PreparedConflict, reportIssues } from '../issue.js';

/** Tables are never allowed anywhere in a conflict report. */
export const findTables: ConflictCheck = (report) =>
  report.tableLines.map((line) => ({
    code: ConflictReason.markdown_table_forbidden,
    line,
    message: `Line ${line} is a markdown table row; conflict reports use entries, never tables.`,
  }));

export const noTables = defineRule<PreparedConflict>({
  id: 'conflict/no-tables',
  description: 'No line of the report is a markdown table row or separator.',
  severity: 'blocker',
  reasons: [ConflictReason.markdown_table_forbidden],
  check: (prepared, context) => reportIssues(prepared, findTables, context, 'Write each conflict as a [SEVERITY] entry with Found:/Expected: lines.'),
});
