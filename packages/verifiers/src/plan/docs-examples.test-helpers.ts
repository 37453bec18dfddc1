import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type PlanInput, planVerifier } from './index.js';

/**
 * Plan pages show whole plans. The repo-backed rules take `{"options": {"repo": "repo"}}` (the
 * `--repo` flag) and the repository's files as `{"files": {"repo/cron.md": "..."}}`; the example
 * host has no git, so a repository search is the reference's walk.
 */
export const docsExamples: DocsAdapter<PlanInput> = {
  verifier: planVerifier,
  required: true,
  input: (example) => example.code,
};
