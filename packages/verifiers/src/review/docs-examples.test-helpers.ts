import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { reviewVerifier } from './index.js';

/** Review pages show rounds files as JSON: `{"threshold", "mode", "rounds"}` or a bare count list. */
export const docsExamples: DocsAdapter<unknown> = {
  verifier: reviewVerifier,
  required: true,
  input: (example) => JSON.parse(example.code) as unknown,
};
