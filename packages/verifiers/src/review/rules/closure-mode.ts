import { defineRule } from '@gauntlet/core';
import { ReviewReason } from '@gauntlet/contracts/codes';
import { CLOSURE_MODES } from '../closure.js';
import type { ReviewPrepared } from '../parse.js';

export const closureMode = defineRule<ReviewPrepared>({
  id: 'review/closure-mode',
  description: 'A declared closure mode is standard or full; anything else is rejected before round 1, never coerced.',
  severity: 'blocker',
  reasons: [ReviewReason.qg_mode_invalid],
  check({ input }, { report }) {
    if (input.form !== 'quality-gate' || input.mode === undefined) return;
    if (typeof input.mode === 'string' && CLOSURE_MODES.includes(input.mode)) return;
    report({
      reason: ReviewReason.qg_mode_invalid,
      message: `Closure mode ${JSON.stringify(input.mode)} is not standard or full.`,
      hint: 'Use "standard" (the default) or "full".',
    });
  },
});
