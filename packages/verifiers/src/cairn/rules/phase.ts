import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const phase = issueRule('phase', 'PHASE holds exactly phase:, started-at:, parent-skill: with a "<name> / <counter>" value and a valid parent skill, equal to --expected-phase when given.', [CairnReason.cairn_phase_shape, CairnReason.cairn_phase_value_malformed, CairnReason.cairn_phase_unexpected, CairnReason.cairn_parent_skill_invalid]);
