import { defineRule } from '@gauntlet/core';
import { StatusReason } from '@gauntlet/contracts/codes';
import type { StatusInput } from '../parse.js';

export const suggestedAction = defineRule<StatusInput>({
  id: 'status/suggested-action',
  description: 'A Suggested Action is present and non-empty on YELLOW/RED, and absent on GREEN.',
  severity: 'warning',
  reasons: [StatusReason.status_suggested_action_on_green, StatusReason.status_suggested_action_missing],
  check({ status }, { report }) {
    const health = status.header.get('Health')?.value;
    const action = status.header.get('Suggested Action');
    if (health === 'GREEN' && action) {
      report({
        reason: StatusReason.status_suggested_action_on_green,
        message: 'GREEN health carries a **Suggested Action:** line.',
        line: action.line,
        hint: 'Drop the Suggested Action line on GREEN; it is for YELLOW and RED.',
      });
    }
    if ((health === 'YELLOW' || health === 'RED') && (!action || action.value === '')) {
      report({
        reason: StatusReason.status_suggested_action_missing,
        message: `${health} health without a ${action ? 'non-empty ' : ''}**Suggested Action:**.`,
        line: action?.line ?? status.header.get('Health')?.line,
        hint: 'Tell the watching user what to do in one sentence.',
      });
    }
  },
});
