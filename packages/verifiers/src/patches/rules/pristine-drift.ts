import { defineRule } from '@gauntlet/core';
import { PatchesReason } from '@gauntlet/contracts/codes';
import type { FileResult } from '../verify-file.js';

export const pristineDrift = defineRule<FileResult>({
  id: 'patches/pristine-drift',
  description: 'The pristine baseline is the one the backup was taken against (its SHA-256 matches backup-meta.json); otherwise the file is not diffed.',
  severity: 'info',
  reasons: [PatchesReason.ok_pristine_drift_detected],
  check(result, { report }) {
    if (result.reason !== PatchesReason.ok_pristine_drift_detected) return;
    report({
      reason: result.reason,
      message: `The pristine copy of ${result.file} differs from the one recorded at backup time; the file was not checked.`,
      hint: 'Restore the pristine copy of the old version (its hash is in backup-meta.json) to check this file.',
    });
  },
});
