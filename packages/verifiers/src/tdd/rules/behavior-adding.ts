import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import { BEHAVIOR_MESSAGES, type BehaviorAdding } from '../behavior.js';

const HINTS = {
  tdd_attribute_absent: 'Mark the task tdd="true" if it adds behaviour that a test should pin down.',
  behavior_block_missing_or_empty: 'Describe the behaviour in the first <behavior>...</behavior> block.',
  no_source_files: 'List the source files the task changes in <files> (tests, docs and config do not count).',
} as const;

export const behaviorAdding = defineRule<BehaviorAdding>({
  id: 'tdd/behavior-adding',
  description: 'Whether a PLAN.md task adds behaviour: tdd="true", a non-empty <behavior> block, and a non-test source file in <files>.',
  severity: 'info',
  reasons: [TddReason.tdd_attribute_absent, TddReason.behavior_block_missing_or_empty, TddReason.no_source_files],
  check(result, { report }) {
    for (const code of result.codes) {
      report({ reason: code, message: `Not behavior-adding: ${BEHAVIOR_MESSAGES[code]}.`, hint: HINTS[code] });
    }
  },
});
