import { defineRule } from '@gauntlet/core';
import { PatchesReason } from '@gauntlet/contracts/codes';
import type { FileResult } from '../verify-file.js';

export const readable = defineRule<FileResult>({
  id: 'patches/readable',
  description: 'The backed-up and the installed copy of a file can both be read.',
  severity: 'blocker',
  reasons: [PatchesReason.fail_read_error],
  check(result, { report }) {
    if (result.reason !== PatchesReason.fail_read_error) return;
    report({
      reason: result.reason,
      message: `The backup or the installed copy of ${result.file} cannot be read.`,
      hint: 'Check the permissions of both copies; the gate cannot vouch for a file it cannot read.',
    });
  },
});
