import { defineRule } from '@gauntlet/core';
import { StatusReason } from '@gauntlet/contracts/codes';
import { HEALTH_RANK, type StatusInput } from '../parse.js';

/** With a previous version: the writer's health machine (docs/rules/status/README.md#writing-the-file) and a stable Started. */
export const transition = defineRule<StatusInput>({
  id: 'status/transition',
  description: 'Against the previous version: health never moves back within the same Phase string, and Started stays the same.',
  severity: 'blocker',
  reasons: [StatusReason.status_health_regressed, StatusReason.status_started_changed],
  check({ status, previous }, { report }) {
    if (!previous) return;
    const phase = status.header.get('Phase')?.value;
    const now = HEALTH_RANK[status.header.get('Health')?.value ?? ''];
    const before = HEALTH_RANK[previous.header.get('Health')?.value ?? ''];
    if (phase !== undefined && phase === previous.header.get('Phase')?.value && now !== undefined && before !== undefined && now < before) {
      report({
        reason: StatusReason.status_health_regressed,
        message: `Health moved back from ${previous.header.get('Health')?.value} to ${status.header.get('Health')?.value} within phase ${JSON.stringify(phase)}.`,
        line: status.header.get('Health')?.line,
        hint: 'The writer refuses this: within one Phase string health only worsens; a new phase resets it.',
      });
    }
    const started = firstToken(status.header.get('Started')?.value);
    const startedBefore = firstToken(previous.header.get('Started')?.value);
    if (started !== undefined && startedBefore !== undefined && started !== startedBefore) {
      report({
        reason: StatusReason.status_started_changed,
        severity: 'warning',
        message: `Started changed from ${startedBefore} to ${started}; it is persisted across rewrites of one run.`,
        line: status.header.get('Started')?.line,
        hint: 'Carry the first write\'s Started forward (build: it equals the gate ledger\'s Run).',
      });
    }
  },
});

const firstToken = (value: string | undefined) => (value === undefined ? undefined : value.split(/\s+/).find((token) => token !== ''));
