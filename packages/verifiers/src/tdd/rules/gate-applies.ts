import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import type { PreparedGate } from '../prepared.js';

const MESSAGES = {
  gate_inactive_mvp_off: 'The MVP+TDD gate does not apply: MVP mode is off.',
  gate_inactive_tdd_off: 'The MVP+TDD gate does not apply: TDD mode is off.',
  task_not_behavior_adding: 'The MVP+TDD gate does not apply: the task is not behavior-adding.',
} as const;

export const gateApplies = defineRule<PreparedGate>({
  id: 'tdd/gate-applies',
  description: 'The MVP+TDD gate applies only with MVP mode and TDD mode on, to a behavior-adding task.',
  severity: 'info',
  reasons: [TddReason.gate_inactive_mvp_off, TddReason.gate_inactive_tdd_off, TddReason.task_not_behavior_adding],
  check({ decision }, { report }) {
    if (decision.inactive) report({ reason: decision.inactive, message: MESSAGES[decision.inactive] });
  },
});
