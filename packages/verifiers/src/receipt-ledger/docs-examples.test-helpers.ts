import type { Verification, Verifier, VerifyOptions } from '@gauntlet/core';
import type { DocsAdapter, DocsExample } from '../docs-examples.test-helpers.js';
import { dispatchManifestVerifier, receiptLedgerVerifier } from './index.js';

/** A JSONL text, and whether it is a dispatch manifest (`--manifest`) or a receipt ledger. */
interface ReceiptLedgerExample {
  text: string;
  manifest: boolean;
}

/** The family's two verifiers behind one: the example says which file it is. */
const eitherFile: Verifier<ReceiptLedgerExample> = {
  id: 'receipt-ledger',
  description: `${receiptLedgerVerifier.description} ${dispatchManifestVerifier.description}`,
  rules: [...receiptLedgerVerifier.rules, ...dispatchManifestVerifier.rules],
  verify: (input: ReceiptLedgerExample, verify?: VerifyOptions): Promise<Verification> =>
    (input.manifest ? dispatchManifestVerifier : receiptLedgerVerifier).verify(input.text, verify),
};

/** One `…` in the example, replaced by `[text, count]` of the `expand` attribute (a line too long for a page). */
function expanded(example: DocsExample): string {
  const expand = example.attributes.expand;
  if (expand === undefined) return example.code;
  const [text, count] = Array.isArray(expand) ? expand : [];
  if (typeof text !== 'string' || typeof count !== 'number' || !example.code.includes('…')) throw new Error(`line ${example.line}: expand needs [text, count] and a … in the example`);
  return example.code.replaceAll('…', text.repeat(count));
}

/**
 * Receipt-ledger pages show JSONL files: receipt ledgers, or dispatch manifests with
 * `"manifest": true` (the `--manifest` flag). `expand` writes a line too long for a page.
 */
export const docsExamples: DocsAdapter<ReceiptLedgerExample> = {
  verifier: eitherFile,
  required: true,
  input: (example) => ({ text: expanded(example), manifest: example.attributes.manifest === true }),
};
