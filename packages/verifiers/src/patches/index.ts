import { defineVerifier, type Host, type Verification, type VerifyOptions } from '@gauntlet/core';
import { checkPatchFile, type PatchFileInput } from './input.js';
import { listBackedUpFiles, loadRecordedHashes } from './load.js';
import { installedFile } from './rules/installed-file.js';
import { pristineDrift } from './rules/pristine-drift.js';
import { readable } from './rules/readable.js';
import { userLinesSurvive } from './rules/user-lines-survive.js';
import type { FileResult } from './verify-file.js';

export { SIGNIFICANT_MIN_CHARS, computeUserAddedLines, isSignificantLine, splitPatchLines, userAddedLineEntries } from './lines.js';
export { verifyFile, type FileResult, type FileState, type PatchStatus, type VerifyFileInput } from './verify-file.js';
export { BACKUP_META, MAX_PATCH_FILE_BYTES, listBackedUpFiles, loadRecordedHashes, readFileState, sha256Hex } from './load.js';
export { checkPatchFile, type PatchFileInput } from './input.js';

export const patchesRules = [installedFile, readable, userLinesSurvive, pristineDrift] as const;

/** `data` of one file's result: `{status, missing, reason}` (docs/rules/patches/README.md#the-walk). */
export const patchFileData = (result: FileResult) => ({ status: result.status, missing: result.missing, reason: result.reason });

/**
 * The hunk verification gate (docs/rules/patches/README.md), one backed-up file per input: every significant
 * line the user added survived into the merged, installed file. Reads through the host.
 */
export const patchesVerifier = defineVerifier<PatchFileInput, FileResult>({
  id: 'patches',
  description: 'Hunk verification gate: user-added lines survive a re-applied patch (drift-aware by default).',
  rules: patchesRules,
  prepare: (input, { host }) => checkPatchFile(host, input),
  data: patchFileData,
});

/** Verifies one backed-up file. */
export function verifyPatchFile(input: PatchFileInput, verify: VerifyOptions = {}): Promise<Verification> {
  return patchesVerifier.verify(input, { file: input.file, ...verify });
}

export interface PatchesRunOptions {
  patchesDir: string;
  configDir: string;
  pristineDir?: string;
  /** Default true (v2); false = the six-code v1 behaviour. */
  driftAware?: boolean;
}

/** The reference's JSON report counts (docs/rules/patches/README.md#the-walk), over every backed-up file. */
export interface PatchesSummary {
  checked: number;
  failures: number;
  drifted: number;
  driftedFiles: string[];
  results: FileResult[];
}

/** Walks the patches dir and verifies every backed-up file: the whole gate as one call. */
export async function verifyPatches(host: Host, options: PatchesRunOptions): Promise<PatchesSummary> {
  const files = await listBackedUpFiles(host, options.patchesDir);
  const recordedHashes = options.driftAware === false ? new Map<string, string>() : await loadRecordedHashes(host, options.patchesDir);
  const results: FileResult[] = [];
  for (const file of files) results.push(await checkPatchFile(host, { ...options, file, recordedHashes }));
  return summarizePatches(results);
}

export function summarizePatches(results: FileResult[]): PatchesSummary {
  const driftedFiles = results.filter((result) => result.reason === 'ok_pristine_drift_detected').map((result) => result.file);
  return {
    checked: results.length,
    failures: results.filter((result) => result.status === 'fail').length,
    drifted: driftedFiles.length,
    driftedFiles,
    results,
  };
}
