import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { pipelineActiveVerifier } from './index.js';

/** Pipeline-active pages show `.pipeline-active` markers; the example is the marker's text. */
export const docsExamples: DocsAdapter<string> = {
  verifier: pipelineActiveVerifier,
  required: true,
  input: (example) => example.code,
};
