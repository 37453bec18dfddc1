import type { Host } from '@gauntlet/core';
import { checkRelativePath, invalidInput, joinPath } from '@gauntlet/core';
import { readFileState } from './load.js';
import { type FileResult, verifyFile } from './verify-file.js';

/** One backed-up file to verify, addressed by its path relative to the three directories. */
export interface PatchFileInput {
  /** Path relative to the patches dir, `/`-separated (as `listBackedUpFiles` returns it). */
  file: string;
  patchesDir: string;
  configDir: string;
  /** The unmodified upstream copy of the old version; absent = over-broad mode. */
  pristineDir?: string;
  /** `backup-meta.json` `pristine_hashes` (see `loadRecordedHashes`). */
  recordedHashes?: ReadonlyMap<string, string>;
  /** The drift-aware generation (v2, default true); false gives the six-code v1 behaviour. */
  driftAware?: boolean;
}

/** Reads the three paths of one file through the host and verifies it (docs/rules/patches/README.md#one-file). */
export async function checkPatchFile(host: Host, input: PatchFileInput): Promise<FileResult> {
  const relative = checkRelativePath(input.file);
  if (!relative.ok) throw invalidInput(`backed-up file ${JSON.stringify(input.file)}`, relative.detail);
  const path = relative.path;
  const driftAware = input.driftAware ?? true;
  const recordedHash = driftAware ? input.recordedHashes?.get(path) : undefined;
  const backup = await readFileState(host, joinPath(input.patchesDir, path));
  const installed = await readFileState(host, joinPath(input.configDir, path));
  const needsPristine = backup.kind === 'file' && installed.kind === 'file' && input.pristineDir !== undefined;
  const pristine = needsPristine
    ? await readFileState(host, joinPath(input.pristineDir as string, path), { hash: recordedHash !== undefined })
    : null;
  return verifyFile({ file: input.file, backup, installed, pristine, recordedHash, driftAware });
}
