import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { contractVerifier } from './index.js';

/** Contract pages show whole contracts; `--contracts-dir` and `--tests` folders are `files` of the host. */
export const docsExamples: DocsAdapter<string> = {
  verifier: contractVerifier,
  required: false,
  input: (example) => example.code,
};
