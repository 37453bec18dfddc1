import { z } from 'zod';

/** One backed-up file's outcome (docs/rules/patches/README.md#one-file), as `data` of a `patches` result. */
export const PatchFileResultSchema = z
  .object({
    file: z.string().describe('path relative to the patches dir, `/`-separated'),
    status: z.enum(['ok', 'fail']),
    missing: z.array(z.string()).describe('trimmed user-added lines absent from the installed file, in backup order'),
    reason: z
      .enum([
        'ok_no_user_lines_vs_pristine',
        'ok_no_significant_backup_lines',
        'fail_installed_missing',
        'fail_installed_not_regular_file',
        'fail_read_error',
        'fail_user_lines_missing',
        'ok_pristine_drift_detected',
      ])
      .nullable(),
  })
  .meta({ id: 'PatchFileResult', title: 'Hunk verification result of one file', description: 'docs/rules/patches/README.md#one-file' });

/** `<patches-dir>/backup-meta.json` (docs/rules/patches/README.md#inputs): the pristine hashes the backup was taken against. */
export const BackupMetaSchema = z
  .looseObject({
    pristine_hashes: z.record(z.string(), z.string()).optional().describe('forward-slash relative path → lowercase hex SHA-256'),
  })
  .meta({ id: 'BackupMeta', title: 'Patch backup metadata', description: 'docs/rules/patches/README.md#inputs' });

export type PatchFileResult = z.infer<typeof PatchFileResultSchema>;
export type BackupMeta = z.infer<typeof BackupMetaSchema>;
