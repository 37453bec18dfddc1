import { defineRule } from '@gauntlet/core';
import { CsbReason } from '@gauntlet/contracts/codes';
import { type CsbInput, DECISION_ITEM } from '../parse.js';

export const MAX_DECISIONS = 10;

export const decisions = defineRule<CsbInput>({
  id: 'csb/decisions',
  description: 'Key Decisions holds at most 10 items, each "- [DEC-n] <decision>".',
  severity: 'blocker',
  reasons: [CsbReason.csb_decisions_over_cap, CsbReason.csb_decision_line_malformed],
  check({ block }, { report }) {
    const section = block.sections.get('Key Decisions (this session)');
    if (!section) return;
    if (section.items.length > MAX_DECISIONS) {
      report({
        reason: CsbReason.csb_decisions_over_cap,
        message: `Key Decisions holds ${section.items.length} items; the cap is ${MAX_DECISIONS}.`,
        line: section.line,
        hint: 'Compress the oldest low-impact decision into one Progress entry annotated [compressed from decisions].',
      });
    }
    for (const item of section.items) {
      if (DECISION_ITEM.test(item.text)) continue;
      report({
        reason: CsbReason.csb_decision_line_malformed,
        severity: 'warning',
        message: `Decision item is not "- [DEC-n] <decision>": ${item.text}`,
        line: item.line,
        hint: 'Number decisions [DEC-1], [DEC-2], ... so later blocks can be checked for dropped ones.',
      });
    }
  },
});
