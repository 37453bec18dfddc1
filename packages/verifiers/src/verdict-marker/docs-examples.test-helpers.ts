import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { verdictMarkerVerifier } from './index.js';

/** Verdict-marker pages show marker files; the example is the marker's text. */
export const docsExamples: DocsAdapter<string> = {
  verifier: verdictMarkerVerifier,
  required: true,
  input: (example) => example.code,
};
