import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type StatusTexts, statusVerifier } from './index.js';

/**
 * Status pages show stored `pipeline-status.md` files; `previous` names the section's `file` block
 * that `--previous` reads (a name without a block is a page error).
 */
export const docsExamples: DocsAdapter<StatusTexts> = {
  verifier: statusVerifier,
  required: true,
  input(example) {
    const path = example.attributes.previous;
    if (path === undefined) return { status: example.code };
    const previous = typeof path === 'string' ? example.files[path] : undefined;
    if (previous === undefined) throw new Error(`line ${example.line}: previous names ${JSON.stringify(path)}, which no file block above declares`);
    return { status: example.code, previous };
  },
};
