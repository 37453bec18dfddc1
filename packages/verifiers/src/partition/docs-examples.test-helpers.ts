import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { partitionVerifier } from './index.js';

/** Partition pages show the partition JSON; `{"options": {"globs": true, "files": [...]}}` stand for `--globs` and the lines of `--files FILE`. */
export const docsExamples: DocsAdapter<string> = {
  verifier: partitionVerifier,
  required: true,
  input: (example) => example.code,
};
