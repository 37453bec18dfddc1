import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';
import { B_START as B, D, ci, re } from '../patterns.js';

const P0 = re(`\\[${ci('P')}0\\]`);
const T_ID = re(`${B}T-${D}+${B}`);
const U_ID = re(`${B}U-${D}+${B}`);
const F_ID = re(`${B}F-${D}+${B}`);

/** Item 9 — Stable ID traceability: every `[P0]` line links a `T-<n>`, and a `U-` → `F-` → `T-` chain exists. */
export const item9 = itemRule(9, {
  reasons: [ChecklistReason.checklist_p0_untested, ChecklistReason.checklist_trace_chain_missing],
  check({ body }) {
    const p0 = body.lines.filter((line) => P0.test(line.text));
    if (p0.length === 0) return [];
    const lacking = p0.filter((line) => !T_ID.test(line.text));
    if (lacking.length > 0) {
      return [
        {
          reason: ChecklistReason.checklist_p0_untested,
          severity: 'warning',
          message: `${lacking.length} [P0] line(s) found without a linked T-NN test ID. Each P0 must trace to at least one acceptance test.`,
          line: body.lineOf((lacking[0] as { offset: number }).offset),
        },
      ];
    }
    if (U_ID.test(body.text) && F_ID.test(body.text)) return [];
    return [
      {
        reason: ChecklistReason.checklist_trace_chain_missing,
        severity: 'warning',
        message: 'P0 lines have T- links but no full U-NN → F-NN → T-NN chain found. Add stable IDs threading from user need through feature to test.',
        line: body.lineOf((p0[0] as { offset: number }).offset),
      },
    ];
  },
});
