import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { briefVerifier } from './index.js';

/** Brief pages show whole hand-off briefs. */
export const docsExamples: DocsAdapter<string> = {
  verifier: briefVerifier,
  required: true,
  input: (example) => example.code,
};
