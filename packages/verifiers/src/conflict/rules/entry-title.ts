import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { type ConflictCheck, type PreparedConflict, reportIssues } from '../issue.js';

export const findMissingTitles: ConflictCheck = (report) =>
  report.entries
    .filter((entry) => entry.title === '')
    .map((entry) => ({
      code: ConflictReason.entry_title_missing,
      line: entry.line,
      message: `The [${entry.label}] entry on line ${entry.line} has no title.`,
    }));

export const entryTitle = defineRule<PreparedConflict>({
  id: 'conflict/entry-title',
  description: 'Every entry header has a short title after the severity.',
  severity: 'blocker',
  reasons: [ConflictReason.entry_title_missing],
  check: (prepared, context) => reportIssues(prepared, findMissingTitles, context, 'Write a short title after the severity: [BLOCKER] <title>.'),
});
