import { defineRule } from '@gauntlet/core';
import { PatchesReason } from '@gauntlet/contracts/codes';
import type { FileResult } from '../verify-file.js';

export const installedFile = defineRule<FileResult>({
  id: 'patches/installed-file',
  description: 'Every backed-up file has a regular file at the same path in the installed (merged) tree.',
  severity: 'blocker',
  reasons: [PatchesReason.fail_installed_missing, PatchesReason.fail_installed_not_regular_file],
  check(result, { report }) {
    if (result.reason === PatchesReason.fail_installed_missing) {
      report({
        reason: result.reason,
        message: `The installed copy of ${result.file} is missing.`,
        hint: 'Re-apply the backed-up file: the update removed it or the merge never wrote it.',
      });
    } else if (result.reason === PatchesReason.fail_installed_not_regular_file) {
      report({
        reason: result.reason,
        message: `The installed path ${result.file} is not a regular file.`,
        hint: 'A directory or special file sits where the merged file should be; replace it with the merged file.',
      });
    }
  },
});
