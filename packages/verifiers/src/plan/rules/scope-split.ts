import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const PHASE_HEADING = py('^#{2,3}\\s+Phase\\s+\\d');
const MILESTONE = py('\\bmilestones?\\b');
const MAX_PHASES = 5;

export const scopeSplit = defineRule<PreparedPlan>({
  id: 'plan/scope-split',
  description: 'More than 5 Phase headings and no milestone grouping: the plan may need splitting.',
  severity: 'info',
  reasons: [PlanReason.scope_split],
  check({ doc }, context) {
    let count = 0;
    let first = -1;
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      if (MILESTONE.test(line)) return;
      if (PHASE_HEADING.test(line)) {
        if (first < 0) first = i;
        count++;
      }
    }
    if (count <= MAX_PHASES) return;
    reportAt(context, doc, first, {
      reason: PlanReason.scope_split,
      message: `${count} Phase headings without Milestone grouping.`,
      hint: 'Group the phases into milestones, or split the plan.',
      snippet: `${count} Phase headings without Milestone grouping`,
    });
  },
});
