import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { gatePromptVerifier } from './index.js';

/** Gate-prompt pages show payloads as JSON; `{"options": {...}}` gives the flags. */
export const docsExamples: DocsAdapter<unknown> = {
  verifier: gatePromptVerifier,
  required: true,
  input: (example) => JSON.parse(example.code) as unknown,
};
