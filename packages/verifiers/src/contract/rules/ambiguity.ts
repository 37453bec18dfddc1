import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import { recordsOf } from '../parse.js';
import type { PreparedContract } from '../prepared.js';
import { isSupported, reportAt } from '../report.js';
import { describe } from './header-fields.js';

export const CONFIDENCES = ['high', 'medium', 'low'] as const;

export const ambiguity = defineRule<PreparedContract>({
  id: 'contract/ambiguity',
  description: 'Each ambiguity resolution states its confidence as high, medium or low.',
  severity: 'warning',
  reasons: [ContractReason.contract_ambiguity_confidence_invalid],
  check({ contract }, context) {
    if (!isSupported(contract)) return;
    for (const [index, item] of recordsOf(contract.root.ambiguity_resolutions)) {
      if (typeof item.confidence === 'string' && (CONFIDENCES as readonly string[]).includes(item.confidence)) continue;
      reportAt(contract, context, ['ambiguity_resolutions', index, 'confidence'], {
        reason: ContractReason.contract_ambiguity_confidence_invalid,
        message: `confidence ${describe(item.confidence)} is not high, medium or low.`,
        hint: 'Medium and low confidence decisions are the ones a reviewer revisits.',
      });
    }
  },
});
