import { defineRule } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { decisionOf, sectionNamed } from '../parse.js';
import { boundaryOf, type PreparedHandoff } from '../prepared.js';

export const listItems = defineRule<PreparedHandoff>({
  id: 'handoff/list-items',
  description: 'Shed Receipt items say where the shed material lives (`what → where`); decisions read `- [DEC-n] decision: reasoning`.',
  severity: 'warning',
  reasons: [HandoffReason.handoff_shed_line_malformed, HandoffReason.handoff_decision_line_malformed],
  check(prepared, { report }) {
    if (boundaryOf(prepared) === null) return;
    for (const item of sectionNamed(prepared.handoff, 'Decisions Carried Forward')?.items ?? []) {
      if (decisionOf(item) !== null) continue;
      report({
        reason: HandoffReason.handoff_decision_line_malformed,
        message: 'A carried decision is not `- [DEC-n] <decision>: <reasoning>`.',
        line: item.line,
        evidence: [item.text.slice(0, 200)],
        hint: 'Number decisions so later manifests can carry them forward by id.',
      });
    }
    for (const item of sectionNamed(prepared.handoff, 'Shed Receipt')?.items ?? []) {
      if (item.text.includes('→') || item.text.includes('->')) continue;
      report({
        reason: HandoffReason.handoff_shed_line_malformed,
        message: 'A Shed Receipt item does not say where the shed material lives (`<what> → <where on disk>`).',
        line: item.line,
        evidence: [item.text.slice(0, 200)],
        hint: 'Shedding is safe only when the material is recoverable: name its location after an arrow.',
      });
    }
  },
});
