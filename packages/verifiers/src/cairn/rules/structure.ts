import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const structure = issueRule('structure', 'The title "# Cairn — <run-id>" comes first, then exactly the four sections PHASE, INVARIANTS, OPEN_OBLIGATIONS, LEDGER in order, with no prose between.', [CairnReason.cairn_title_missing, CairnReason.cairn_section_unknown, CairnReason.cairn_section_duplicate, CairnReason.cairn_section_missing, CairnReason.cairn_prose_outside_section, CairnReason.cairn_section_order]);
