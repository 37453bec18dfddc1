import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const invariants = issueRule('invariants', 'INVARIANTS lines follow "I-NN[ supersedes I-MM]: <fact>", stay within 240 chars, are not TODO, and number 1, 2, 3, ... with earlier supersedes targets.', [CairnReason.cairn_line_grammar, CairnReason.cairn_line_too_long, CairnReason.cairn_invariant_todo, CairnReason.cairn_invariant_ordinal]);
