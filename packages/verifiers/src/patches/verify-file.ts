import { PatchesReason } from '@gauntlet/contracts/codes';
import { userAddedLineEntries } from './lines.js';

/** What is at one of the three paths of a backed-up file. */
export type FileState =
  | { kind: 'missing' }
  | { kind: 'not_file' }
  | { kind: 'unreadable'; why: string }
  | { kind: 'file'; text: string; /** lowercase hex SHA-256 of the UTF-8 text, when a hash was needed */ sha256?: string };

export interface VerifyFileInput {
  /** Path relative to the patches dir, `/`-separated. */
  file: string;
  backup: FileState;
  installed: FileState;
  /** `null` when no pristine dir was given. */
  pristine: FileState | null;
  /** The SHA-256 `backup-meta.json` recorded for this file (drift-aware generation only). */
  recordedHash?: string;
  /** The drift-aware generation (v2): compare the recorded hash before diffing. */
  driftAware: boolean;
}

export type PatchStatus = 'ok' | 'fail';

export interface FileResult {
  file: string;
  status: PatchStatus;
  /** Trimmed user-added lines the installed file lacks, in backup order. */
  missing: string[];
  reason: PatchesReason | null;
  /** The 1-based backup line of each `missing` entry (not part of the reference report). */
  missingAt?: number[];
}

const ok = (file: string, reason: PatchesReason | null = null): FileResult => ({ file, status: 'ok', missing: [], reason });
const fail = (file: string, reason: PatchesReason, missing: string[] = []): FileResult => ({ file, status: 'fail', missing, reason });

/**
 * docs/rules/patches/README.md#one-file: the verdict for one backed-up file from the states of its three paths. The
 * first terminal step wins; see the spec's table for the order.
 */
export function verifyFile(input: VerifyFileInput): FileResult {
  const { file, backup, installed } = input;
  if (backup.kind === 'missing' || backup.kind === 'not_file') return ok(file);
  if (installed.kind === 'missing') return fail(file, PatchesReason.fail_installed_missing);
  if (installed.kind === 'not_file') return fail(file, PatchesReason.fail_installed_not_regular_file);
  if (backup.kind === 'unreadable' || installed.kind === 'unreadable') return fail(file, PatchesReason.fail_read_error);

  let pristine: string | null = null;
  if (input.pristine?.kind === 'file') {
    const recorded = input.recordedHash;
    if (input.driftAware && recorded !== undefined && recorded !== '' && input.pristine.sha256 !== recorded) {
      return ok(file, PatchesReason.ok_pristine_drift_detected);
    }
    pristine = input.pristine.text;
  }
  const userAdded = userAddedLineEntries(backup.text, pristine);
  if (userAdded.length === 0) {
    return ok(file, pristine ? PatchesReason.ok_no_user_lines_vs_pristine : PatchesReason.ok_no_significant_backup_lines);
  }
  const lost = userAdded.filter((entry) => !installed.text.includes(entry.text));
  if (lost.length === 0) return ok(file);
  const result = fail(file, PatchesReason.fail_user_lines_missing, lost.map((entry) => entry.text.trim()));
  result.missingAt = lost.map((entry) => entry.line);
  return result;
}
