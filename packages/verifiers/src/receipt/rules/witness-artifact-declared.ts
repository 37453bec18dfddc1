import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptRule } from '../rule-kit.js';
import { showPath } from '../text.js';

/** G1 (docs/rules/receipt/README.md#tier-1-evaluation-order): a ranged grep witness reads an artifact the receipt declares. */
export const witnessArtifactDeclared = receiptRule({
  id: 'receipt/witness-artifact-declared',
  description: 'A ranged grep witness (grep:<artifact>#<range>) names an artifact listed in ARTIFACTS.',
  hint: 'Declare the witnessed artifact in ARTIFACTS (with its sha256).',
  reasons: [ReceiptReason.witness_artifact_not_declared],
  run(state) {
    const range = state.witness?.range;
    if (range && !state.artifactNames.has(range.artifact)) {
      return fail(ReceiptReason.witness_artifact_not_declared, `WITNESS grep artifact not in ARTIFACTS: ${showPath(range.artifact)}`, state.witness?.line);
    }
    return undefined;
  },
});
