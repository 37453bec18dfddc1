import type { DocsAdapter, DocsExample } from '../docs-examples.test-helpers.js';
import { type CairnInput, cairnVerifier } from './index.js';

/** A file an example names through the section's `file` blocks; null when none is declared (unreadable). */
const fileText = (example: DocsExample, path: unknown): string | null | undefined =>
  typeof path === 'string' ? (example.files[path] ?? null) : undefined;

/**
 * Cairn pages show cairn files. Attributes mirror the flags: `fileName`, `expectedPhase`,
 * `reconcile`, `receiptLedger` and `activeRun` (paths of the section's `file` blocks).
 */
export const docsExamples: DocsAdapter<CairnInput> = {
  verifier: cairnVerifier,
  required: true,
  input(example) {
    const { fileName, expectedPhase, reconcile, receiptLedger, activeRun } = example.attributes;
    const input: CairnInput = { text: example.code, fileName: typeof fileName === 'string' ? fileName : 'cairn.md' };
    if (typeof expectedPhase === 'string') input.expectedPhase = expectedPhase;
    if (reconcile === true) input.reconcile = true;
    if (receiptLedger !== undefined) {
      input.receiptLedger = fileText(example, receiptLedger);
      input.receiptLedgerProvided = true;
    }
    if (activeRun !== undefined) input.activeRun = fileText(example, activeRun);
    return input;
  },
};
