import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { type LabelName, type Severity, labelValue } from '../parse.js';
import { type ConflictCheck, type ConflictIssue, type PreparedConflict, reportIssues } from '../issue.js';

const CONTEXT_LABELS: readonly LabelName[] = ['Expected', 'Impact', 'Note'];
/** The template's second label per severity. */
export const CONVENTIONAL_LABEL: Readonly<Record<Severity, LabelName>> = { BLOCKER: 'Expected', WARNING: 'Impact', INFO: 'Note' };

/**
 * `Found:` (BLOCKER, WARNING; INFO only with strictInfo), one non-empty context label
 * (`Expected:`/`Impact:`/`Note:`), no empty label value; advisory when the context label is
 * not the template's for the severity.
 */
export const findLabelProblems: ConflictCheck = (report, options) => {
  const issues: ConflictIssue[] = [];
  for (const entry of report.entries) {
    const name = `"${entry.title}" (line ${entry.line})`;
    for (const label of entry.labels) {
      if (label.value === '') {
        issues.push({ code: ConflictReason.label_value_empty, line: label.line, message: `Entry ${name}: the ${label.name}: line is empty.` });
      }
    }
    const needsFound = entry.severity === 'BLOCKER' || entry.severity === 'WARNING' || (entry.severity === 'INFO' && options.strictInfo === true);
    if (needsFound && labelValue(entry, 'Found') === undefined) {
      issues.push({ code: ConflictReason.entry_missing_found, line: entry.line, message: `Entry ${name} has no Found: line.` });
    }
    const context = entry.labels.find((label) => CONTEXT_LABELS.includes(label.name) && label.value !== '');
    if (!context) {
      issues.push({
        code: ConflictReason.entry_missing_context_label,
        line: entry.line,
        message: `Entry ${name} has no Expected:, Impact: or Note: line.`,
      });
    } else if (entry.severity && context.name !== CONVENTIONAL_LABEL[entry.severity]) {
      issues.push({
        code: ConflictReason.label_unconventional,
        line: context.line,
        advisory: true,
        message: `Entry ${name}: ${entry.severity === 'INFO' ? 'an' : 'a'} ${entry.severity} conventionally explains itself with ${CONVENTIONAL_LABEL[entry.severity]}:, not ${context.name}:.`,
      });
    }
  }
  return issues;
};

export const entryLabels = defineRule<PreparedConflict>({
  id: 'conflict/entry-labels',
  description: 'Every entry states what was found and why it matters: Found: (BLOCKER, WARNING) plus Expected:, Impact: or Note:, none empty.',
  severity: 'blocker',
  reasons: [
    ConflictReason.entry_missing_found,
    ConflictReason.entry_missing_context_label,
    ConflictReason.label_value_empty,
    ConflictReason.label_unconventional,
  ],
  check: (prepared, context) =>
    reportIssues(prepared, findLabelProblems, context, 'Follow the template: Found: <incoming>, then Expected: (BLOCKER), Impact: (WARNING) or Note: (INFO).'),
});
