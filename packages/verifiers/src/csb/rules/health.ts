import { defineRule } from '@gauntlet/core';
import { CsbReason } from '@gauntlet/contracts/codes';
import { type CsbInput, HEALTH_ORDER } from '../parse.js';

export const health = defineRule<CsbInput>({
  id: 'csb/health',
  description: 'Health is GREEN, YELLOW or RED.',
  severity: 'blocker',
  reasons: [CsbReason.csb_health_invalid],
  check({ block }, { report }) {
    const field = block.header.get('Health');
    // An own key only: `Health: constructor` is no health (`in` would find Object.prototype's).
    if (!field || Object.hasOwn(HEALTH_ORDER, field.value)) return;
    report({ reason: CsbReason.csb_health_invalid, message: `Health ${JSON.stringify(field.value)} is not GREEN, YELLOW or RED.`, line: field.line, hint: 'Use one of GREEN, YELLOW, RED.' });
  },
});
