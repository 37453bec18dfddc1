import { defineRule } from '@gauntlet/core';
import { StatusReason } from '@gauntlet/contracts/codes';
import { REQUIRED_HEADER_FIELDS, STATUS_HEALTH, type StatusInput } from '../parse.js';

export const header = defineRule<StatusInput>({
  id: 'status/header',
  description: 'The header carries Updated, Started, Skill, Phase, Health and Elapsed, and Health is GREEN, YELLOW or RED.',
  severity: 'blocker',
  reasons: [StatusReason.status_health_invalid, StatusReason.status_header_field_missing],
  check({ status }, { report }) {
    const health = status.header.get('Health');
    if (!health || !STATUS_HEALTH.includes(health.value)) {
      report({
        reason: StatusReason.status_health_invalid,
        message: health ? `**Health:** ${JSON.stringify(health.value)} is not GREEN, YELLOW or RED.` : 'The **Health:** line is missing.',
        line: health?.line,
        hint: 'Write **Health:** GREEN, YELLOW or RED.',
      });
    }
    for (const field of REQUIRED_HEADER_FIELDS) {
      if (status.header.has(field)) continue;
      report({ reason: StatusReason.status_header_field_missing, message: `The **${field}:** line is missing.`, hint: `Add **${field}:** to the header (the writer always emits it).` });
    }
  },
});
