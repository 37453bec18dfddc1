import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const phaseLedgerContinuity = issueRule('phase-ledger-continuity', 'Reconciliation Rule 5: the PHASE counter is the LEDGER tail counter + 1 (no skipped completion line, no lag).', [CairnReason.cairn_phase_ledger_gap, CairnReason.cairn_phase_counter_lagged]);
