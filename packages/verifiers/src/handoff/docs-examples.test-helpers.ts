import type { Verifier } from '@gauntlet/core';
import type { DocsAdapter, DocsExample } from '../docs-examples.test-helpers.js';
import { handoffVerifier } from './index.js';

/** A manifest and the texts its flags name (`--ledger`, `--previous`). */
interface HandoffExample {
  text: string;
  options: { ledger?: string; previous?: string };
}

/** The handoff verifier, with the flag texts of an example added to its options. */
const withFlagFiles: Verifier<HandoffExample> = {
  id: handoffVerifier.id,
  description: handoffVerifier.description,
  rules: handoffVerifier.rules,
  verify: (input, verify = {}) => handoffVerifier.verify(input.text, { ...verify, options: { ...verify.options, ...input.options } }),
};

/** The text of a section's `file` block an attribute names; a name without a block is a page error. */
function fileText(example: DocsExample, key: string): string | undefined {
  const path = example.attributes[key];
  if (path === undefined) return undefined;
  const text = typeof path === 'string' ? example.files[path] : undefined;
  if (text === undefined) throw new Error(`line ${example.line}: ${key} names ${JSON.stringify(path)}, which no file block above declares`);
  return text;
}

/**
 * Handoff pages show manifests. `id` is the manifest's file name (`handoff-1-to-2.md`);
 * `ledger` and `previous` name the section's `file` blocks that `--ledger` and `--previous` read.
 */
export const docsExamples: DocsAdapter<HandoffExample> = {
  verifier: withFlagFiles,
  required: true,
  input(example) {
    const ledger = fileText(example, 'ledger');
    const previous = fileText(example, 'previous');
    return { text: example.code, options: { ...(ledger === undefined ? {} : { ledger }), ...(previous === undefined ? {} : { previous }) } };
  },
};
