import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type ManifestEntry, type SweepInput, parseManifestLine, tripwireVerifier } from './index.js';

/**
 * Tripwire pages show returned receipts; `manifest` names the section's `file` block that
 * `--manifest` reads (one manifest line per accepted receipt), else the manifest is empty.
 *
 * Not required: tripwire/receipt-lint relays every receipt Tier-1 code, whose examples live on
 * the receipt family's pages (docs/rules/tripwire/receipt-lint.md shows three of them).
 */
export const docsExamples: DocsAdapter<SweepInput> = {
  verifier: tripwireVerifier,
  required: false,
  input(example) {
    const path = example.attributes.manifest;
    if (path === undefined) return { receipt: example.code, manifest: [] };
    const text = typeof path === 'string' ? example.files[path] : undefined;
    if (text === undefined) throw new Error(`line ${example.line}: manifest names ${JSON.stringify(path)}, which no file block above declares`);
    const manifest = text.split('\n').map(parseManifestLine).filter((entry): entry is ManifestEntry => entry !== undefined);
    return { receipt: example.code, manifest };
  },
};
