import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { checklistVerifier } from './index.js';
import type { ChecklistInput } from './parse.js';

/** Checklist pages show whole plans; `{"path": "..."}` names the plan (its sibling handoff is looked up next to it). */
export const docsExamples: DocsAdapter<ChecklistInput> = {
  verifier: checklistVerifier,
  required: true,
  input: (example) => ({ path: typeof example.attributes.path === 'string' ? example.attributes.path : 'docs/plans/plan.md', text: example.code }),
};
