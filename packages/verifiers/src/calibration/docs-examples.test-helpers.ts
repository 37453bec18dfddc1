import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { calibrationVerifier } from './index.js';

/**
 * Calibration pages show `runs.jsonl` rows. Rows too long for a page (501 paths, a 20 kB comment)
 * are written with one `…`, which the `expand` attribute `[text, count]` replaces by `text`
 * repeated `count` times.
 */
export const docsExamples: DocsAdapter<string> = {
  verifier: calibrationVerifier,
  required: true,
  input(example) {
    const expand = example.attributes.expand;
    if (expand === undefined) return example.code;
    const [text, count] = Array.isArray(expand) ? expand : [];
    if (typeof text !== 'string' || typeof count !== 'number' || !example.code.includes('…')) throw new Error(`line ${example.line}: expand needs [text, count] and a … in the example`);
    return example.code.replaceAll('…', text.repeat(count));
  },
};
