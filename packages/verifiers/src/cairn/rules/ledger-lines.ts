import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const ledgerLines = issueRule('ledger-lines', 'LEDGER lines follow "<phase>/<n>[-<m>] | dispatches=N receipts=N verdict=PASS|FAIL|MIXED | <summary>" with a summary of at most 80 chars.', [CairnReason.cairn_line_grammar, CairnReason.cairn_ledger_summary_too_long]);
