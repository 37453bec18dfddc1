import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const obligationClosure = issueRule('obligation-closure', 'Reconciliation Rule 2: a closed obligation carries exactly one [closed-by:] of a known form that resolves (a PASS receipt, a 12-hex successor, or a phase discharge with a reason).', [CairnReason.cairn_closed_by_unknown_form, CairnReason.cairn_closed_by_malformed_prefix, CairnReason.cairn_discharge_reason_invalid, CairnReason.cairn_ref_unresolved]);
