import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const activeRun = issueRule('active-run', 'Reconciliation Rule 3: the active-run marker names the run-id of this cairn file.', [CairnReason.cairn_active_run_mismatch]);
