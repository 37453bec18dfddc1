import { defineRule, parseIsoTimestamp } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { boundaryOf, type PreparedHandoff } from '../prepared.js';

export const fields = defineRule<PreparedHandoff>({
  id: 'handoff/fields',
  description: 'The manifest carries an ISO-8601 `**Timestamp:**` and a `**Mode:**` of feature or refactor.',
  severity: 'blocker',
  reasons: [HandoffReason.handoff_timestamp_invalid, HandoffReason.handoff_mode_invalid],
  check(prepared, { report }) {
    if (boundaryOf(prepared) === null) return;
    const { fields: values } = prepared.handoff;
    const timestamp = values.get('Timestamp');
    if (timestamp === undefined || parseIsoTimestamp(timestamp.value) === null) {
      report({
        reason: HandoffReason.handoff_timestamp_invalid,
        message: timestamp ? `**Timestamp:** ${JSON.stringify(timestamp.value)} is not an ISO-8601 date-time.` : 'The manifest has no **Timestamp:** line.',
        ...(timestamp ? { line: timestamp.line } : {}),
        hint: 'Write `**Timestamp:** 2026-09-18T13:40:12Z` (e.g. from `date -u +%Y-%m-%dT%H:%M:%SZ`).',
      });
    }
    const mode = values.get('Mode');
    if (mode === undefined || (mode.value !== 'feature' && mode.value !== 'refactor')) {
      report({
        reason: HandoffReason.handoff_mode_invalid,
        message: mode ? `**Mode:** ${JSON.stringify(mode.value)} is not feature or refactor.` : 'The manifest has no **Mode:** line.',
        ...(mode ? { line: mode.line } : {}),
        hint: 'Copy the Mode of the gate ledger: feature or refactor.',
      });
    }
  },
});
