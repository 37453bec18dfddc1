import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { markerVerifier } from './index.js';

/**
 * Marker pages show turns as `text` fences (the fence's text is the turn). A `json` fence holds
 * the turn as a JSON string, for turns whose whitespace an editor would strip (a trailing space,
 * a tab). `{"options": {"inventory": [...]}}` stands for `--inventory FILE`.
 */
export const docsExamples: DocsAdapter<string> = {
  verifier: markerVerifier,
  required: true,
  input: (example) => (example.lang === 'json' ? (JSON.parse(example.code) as string) : example.code),
};
