import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type WarningsInput, warningsBaselineVerifier } from './index.js';

/**
 * Warnings-baseline pages show the current output as a `text` fence and the baseline as the
 * section's `file` block `baseline.txt` (`--baseline baseline.txt`; none: an empty baseline).
 * `{"options": {"filter": "..."}}` stands for `--filter`, `{"options": {"warning": "..."}}` for
 * `--warning`.
 */
export const docsExamples: DocsAdapter<WarningsInput> = {
  verifier: warningsBaselineVerifier,
  required: true,
  input: (example) => ({ current: example.code, baseline: example.files['baseline.txt'] ?? '' }),
};
