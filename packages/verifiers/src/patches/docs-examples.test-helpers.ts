import { createMemoryHost } from '@gauntlet/core';
import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type PatchFileInput, loadRecordedHashes, patchesVerifier } from './index.js';

/**
 * Patches pages show the three trees as `file` blocks (`patches/...`, `installed/...`,
 * `pristine/...`) and each example as the verifier's JSON input for one backed-up file:
 * `{"file", "patchesDir", "configDir", "pristineDir"?, "driftAware"?}`, the flags
 * `--patches-dir`, `--config-dir`, `--pristine-dir` and `--compat v1`. The recorded hashes come
 * from the patches dir's `backup-meta.json`, as the command reads them.
 */
export const docsExamples: DocsAdapter<PatchFileInput> = {
  verifier: patchesVerifier,
  required: true,
  async input(example) {
    const input = JSON.parse(example.code) as PatchFileInput;
    if (input.driftAware === false) return input;
    return { ...input, recordedHashes: await loadRecordedHashes(createMemoryHost({ files: example.files }), input.patchesDir) };
  },
};
