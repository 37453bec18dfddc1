import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type SpecPrInput, specPrVerifier } from './index.js';

/**
 * Spec-pr pages show the name-status listing (tab-separated, as `git diff --name-status` prints
 * it) as a `text` fence, and the specs' contents as `file` blocks under `base/` and `head/`
 * (`--name-status FILE --base-dir base --head-dir head`). `{"options": {"specDirs": [...]}}`
 * stands for `--spec-dir`.
 */
export const docsExamples: DocsAdapter<SpecPrInput> = {
  verifier: specPrVerifier,
  required: true,
  input: (example) => ({ source: 'files', nameStatus: example.code, baseDir: 'base', headDir: 'head' }),
};
