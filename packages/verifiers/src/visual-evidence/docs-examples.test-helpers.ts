import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { visualEvidenceVerifier } from './index.js';

/** Visual-evidence pages show the chunk's envelope JSON, as the command reads it from ENVELOPE.json. */
export const docsExamples: DocsAdapter<string> = {
  verifier: visualEvidenceVerifier,
  required: true,
  input: (example) => example.code,
};
