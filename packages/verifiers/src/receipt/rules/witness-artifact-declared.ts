import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptTextRule } from '../rule-kit.js';
import { showPath } from '../text.js';

/** G1 (docs/rules/receipt/witness-artifact-declared.md): a ranged grep witness reads an artifact the receipt declares. */
export const witnessArtifactDeclared = receiptTextRule({
  id: 'receipt/witness-artifact-declared',
  description: 'A ranged grep witness (grep:<artifact>#<range>) names an artifact listed in ARTIFACTS.',
  hint: 'Declare the witnessed artifact in ARTIFACTS (with its sha256).',
  reasons: [ReceiptReason.witness_artifact_not_declared],
  decide(doc) {
    const range = doc.witnessLine?.rangeText;
    if (range && !doc.artifactNames.has(range.artifact)) {
      return fail(ReceiptReason.witness_artifact_not_declared, `WITNESS grep artifact not in ARTIFACTS: ${showPath(range.artifact)}`, doc.witnessLine?.line);
    }
    return undefined;
  },
});
