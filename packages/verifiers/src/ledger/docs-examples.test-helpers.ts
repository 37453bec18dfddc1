import type { Verification, Verifier, VerifyOptions } from '@gauntlet/core';
import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { ledgerVerifier } from './index.js';

/** A ledger, and the previous version `--previous` reads when the example names one. */
interface LedgerExample {
  text: string;
  previous: string | undefined;
}

const withPrevious: Verifier<LedgerExample> = {
  id: ledgerVerifier.id,
  description: ledgerVerifier.description,
  rules: ledgerVerifier.rules,
  verify: ({ text, previous }: LedgerExample, verify: VerifyOptions = {}): Promise<Verification> =>
    ledgerVerifier.verify(text, previous === undefined ? verify : { ...verify, options: { ...verify.options, previous } }),
};

/**
 * Ledger pages show build gate ledgers. `previous` names the section's `file` block that
 * `--previous` reads (docs/rules/ledger/transition.md); verdict markers are `file` blocks too,
 * read through the host under `"options": {"markersDir": "qg"}`.
 */
export const docsExamples: DocsAdapter<LedgerExample> = {
  verifier: withPrevious,
  required: true,
  input(example) {
    const path = example.attributes.previous;
    if (path === undefined) return { text: example.code, previous: undefined };
    const previous = typeof path === 'string' ? example.files[path] : undefined;
    if (previous === undefined) throw new Error(`line ${example.line}: previous names ${JSON.stringify(path)}, which no file block above declares`);
    return { text: example.code, previous };
  },
};
