import { defineRule } from '@gauntlet/core';
import { PatchesReason } from '@gauntlet/contracts/codes';
import type { FileResult } from '../verify-file.js';

export const userLinesSurvive = defineRule<FileResult>({
  id: 'patches/user-lines-survive',
  description: 'Every significant line the user added to the backup is still present in the installed file.',
  severity: 'blocker',
  reasons: [
    PatchesReason.fail_user_lines_missing,
    PatchesReason.ok_no_user_lines_vs_pristine,
    PatchesReason.ok_no_significant_backup_lines,
  ],
  check(result, { report }) {
    switch (result.reason) {
      case PatchesReason.fail_user_lines_missing: {
        const count = result.missing.length;
        report({
          reason: result.reason,
          message: `${count} user-added line${count === 1 ? '' : 's'} of ${result.file} ${count === 1 ? 'is' : 'are'} missing from the installed file.`,
          evidence: result.missing,
          // The first lost line, in the backed-up copy.
          ...(result.missingAt?.[0] === undefined ? {} : { line: result.missingAt[0] }),
          hint: 'Re-apply the listed lines to the installed file (indentation counts), then run the gate again.',
        });
        return;
      }
      case PatchesReason.ok_no_user_lines_vs_pristine:
        report({ reason: result.reason, severity: 'info', message: `${result.file} has no user-added lines against the pristine copy.` });
        return;
      case PatchesReason.ok_no_significant_backup_lines:
        report({ reason: result.reason, severity: 'info', message: `${result.file} has no significant backup lines to check.` });
        return;
      default:
    }
  },
});
