import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { conflictVerifier } from './index.js';

/**
 * Conflict pages show reports as `text` fences. `{"options": {"operation": "import"}}` stands
 * for `--operation import`, `{"options": {"strictInfo": true}}` for `--strict-info`.
 */
export const docsExamples: DocsAdapter<string> = {
  verifier: conflictVerifier,
  required: true,
  input: (example) => example.code,
};
