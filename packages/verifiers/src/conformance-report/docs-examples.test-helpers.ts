import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { conformanceReportVerifier } from './index.js';

/** Conformance-report pages show whole reports as `text` fences (four backticks around the gap blocks' own fences). */
export const docsExamples: DocsAdapter<string> = {
  verifier: conformanceReportVerifier,
  required: true,
  input: (example) => example.code,
};
