import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { specWith, withDesign, withHeader } from './fixtures.test-helpers.js';
import { specVerifier } from './index.js';

/**
 * Spec pages show a spec, or one part of the example spec of docs/rules/spec/ac-section.md:
 * `{"part": "section"}` is its acceptance section (the heading on line 10), `{"part": "header"}`
 * its header block (from line 3, with a valid acceptance section below), `{"part": "design"}`
 * the text under its `## Design`. Without `part` the example is the whole spec.
 * `{"options": {"thisRepo": "..."}}` stands for `--this-repo`, `{"options": {"specDirs": [...]}}`
 * for `--spec-dir`.
 */
export const docsExamples: DocsAdapter<string> = {
  verifier: specVerifier,
  required: true,
  input(example) {
    const { part } = example.attributes;
    if (part === undefined) return example.code;
    if (part === 'section') return specWith(example.code);
    if (part === 'header') return withHeader(example.code);
    if (part === 'design') return withDesign(example.code);
    throw new Error(`line ${example.line}: part must be "section", "header" or "design"`);
  },
};
