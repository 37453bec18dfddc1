import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const invariantRefs = issueRule('invariant-refs', 'Reconciliation Rule 4: every invariant [ref: X] is a 12-hex prefix resolving to exactly one receipt-ledger row.', [CairnReason.cairn_ref_unresolved]);
