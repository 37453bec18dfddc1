import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { type ManifestEntry, type SweepInput, parseManifestLine, tripwireVerifier } from './index.js';

/**
 * Tripwire pages show returned receipts; `manifest` names the section's `file` block that
 * `--manifest` reads (one manifest line per accepted receipt), else the manifest is empty.
 *
 * tripwire/receipt-lint relays every receipt Tier-1 code: its page shows three of them and links
 * the receipt page that shows each of the others (checked: that page has a fail example of it).
 */
export const docsExamples: DocsAdapter<SweepInput> = {
  verifier: tripwireVerifier,
  required: true,
  relays: ['tripwire/receipt-lint'],
  input(example) {
    const path = example.attributes.manifest;
    if (path === undefined) return { receipt: example.code, manifest: [] };
    const text = typeof path === 'string' ? example.files[path] : undefined;
    if (text === undefined) throw new Error(`line ${example.line}: manifest names ${JSON.stringify(path)}, which no file block above declares`);
    const manifest = text.split('\n').map(parseManifestLine).filter((entry): entry is ManifestEntry => entry !== undefined);
    return { receipt: example.code, manifest };
  },
};
