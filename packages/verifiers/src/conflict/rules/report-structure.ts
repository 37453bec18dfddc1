import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { REPORT_HEADING, SECTION_OF, SECTION_ORDER } from '../parse.js';
import { type ConflictCheck, type ConflictIssue, type PreparedConflict, reportIssues } from '../issue.js';

/** The report heading precedes the entries; sections come in order, hold their own severity, and count right. */
export const findStructureProblems: ConflictCheck = (report) => {
  const issues: ConflictIssue[] = [];
  const first = report.entries[0];
  if (first && (report.headingLine === null || report.headingLine > first.line)) {
    issues.push({ code: ConflictReason.report_heading_missing, line: first.line, message: `No "${REPORT_HEADING}" line precedes the first entry.` });
  }
  let highest = -1;
  for (const section of report.sections) {
    const rank = SECTION_ORDER.indexOf(section.name);
    if (rank <= highest) {
      issues.push({
        code: ConflictReason.section_order,
        line: section.line,
        message: `Section ${section.name} comes after ${SECTION_ORDER[highest]}; the order is BLOCKERS, WARNINGS, INFO.`,
      });
    }
    highest = Math.max(highest, rank);
    if (section.declared !== null && section.declared !== section.entries) {
      issues.push({
        code: ConflictReason.section_count_mismatch,
        line: section.line,
        message: `Section ${section.name} declares ${section.declared} entr${section.declared === 1 ? 'y' : 'ies'} but holds ${section.entries}.`,
      });
    }
  }
  for (const entry of report.entries) {
    if (entry.severity && entry.section && SECTION_OF[entry.severity] !== entry.section) {
      issues.push({
        code: ConflictReason.entry_in_wrong_section,
        line: entry.line,
        message: `The ${entry.severity} entry "${entry.title}" sits in the ${entry.section} section.`,
      });
    }
  }
  return issues;
};

export const reportStructure = defineRule<PreparedConflict>({
  id: 'conflict/report-structure',
  description: 'The report has its heading, and its sections come in the order BLOCKERS, WARNINGS, INFO, each holding its own severity and as many entries as its (N) says.',
  severity: 'blocker',
  reasons: [
    ConflictReason.report_heading_missing,
    ConflictReason.section_count_mismatch,
    ConflictReason.entry_in_wrong_section,
    ConflictReason.section_order,
  ],
  check: (prepared, context) => reportIssues(prepared, findStructureProblems, context, 'Start with "## Conflict Detection Report", then ### BLOCKERS (N), ### WARNINGS (N), ### INFO (N).'),
});
