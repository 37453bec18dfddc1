import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { councilAuditVerifier } from './index.js';

/** Council-audit pages show commit bodies as `text` fences. */
export const docsExamples: DocsAdapter<string> = {
  verifier: councilAuditVerifier,
  required: true,
  input: (example) => example.code,
};
