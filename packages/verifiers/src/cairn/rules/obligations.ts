import { CairnReason } from '@gauntlet/contracts/codes';
import { issueRule } from '../prepared.js';

export const obligations = issueRule('obligations', 'OPEN_OBLIGATIONS lines follow "- [ ] <obligation>" / "- [x] <obligation>" within 240 chars.', [CairnReason.cairn_line_grammar, CairnReason.cairn_line_too_long]);
