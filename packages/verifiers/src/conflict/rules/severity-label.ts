import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { type ConflictCheck, type PreparedConflict, reportIssues } from '../issue.js';

/** Only `[BLOCKER]`, `[WARNING]` and `[INFO]` exist: new levels are forbidden. */
export const findUnknownSeverities: ConflictCheck = (report) =>
  report.entries
    .filter((entry) => entry.severity === null)
    .map((entry) => ({
      code: ConflictReason.unknown_severity,
      line: entry.line,
      message: `Entry "${entry.title}" has the severity [${entry.label}]; only [BLOCKER], [WARNING] and [INFO] exist.`,
    }));

export const severityLabel = defineRule<PreparedConflict>({
  id: 'conflict/severity-label',
  description: 'Every entry header carries one of the three severities: [BLOCKER], [WARNING], [INFO] (upper case).',
  severity: 'blocker',
  reasons: [ConflictReason.unknown_severity],
  check: (prepared, context) => reportIssues(prepared, findUnknownSeverities, context, 'Use [BLOCKER], [WARNING] or [INFO]; fold other levels into these three.'),
});
