import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type CsbTexts, csbVerifier } from './index.js';

/**
 * CSB pages show blocks; `previous` names the section's `file` block that `--previous` reads (a
 * name without a block is a page error).
 */
export const docsExamples: DocsAdapter<CsbTexts> = {
  verifier: csbVerifier,
  required: true,
  input(example) {
    const path = example.attributes.previous;
    if (path === undefined) return { block: example.code };
    const previous = typeof path === 'string' ? example.files[path] : undefined;
    if (previous === undefined) throw new Error(`line ${example.line}: previous names ${JSON.stringify(path)}, which no file block above declares`);
    return { block: example.code, previous };
  },
};
