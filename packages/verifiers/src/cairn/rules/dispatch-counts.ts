import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const dispatchCounts = issueRule('dispatch-counts', 'Reconciliation Rule 1: each LEDGER line declares as many dispatches as the receipt ledger holds rows for its skill-qualified phase; a ledger is required when dispatches were declared.', [CairnReason.cairn_ledger_unreadable, CairnReason.cairn_ledger_required, CairnReason.cairn_dispatch_count_mismatch]);
