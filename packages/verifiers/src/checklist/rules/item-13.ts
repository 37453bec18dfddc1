import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';
import { S, ci, re } from '../patterns.js';

const LENS = re(`${ci('analytical lens')}${S}*:`);

/** Item 13 — Analytical lens: the plan body names its lens (`Analytical lens: ...`). */
export const item13 = itemRule(13, {
  reasons: [ChecklistReason.checklist_lens_missing],
  check: ({ body }) =>
    LENS.test(body.text)
      ? []
      : [
          {
            reason: ChecklistReason.checklist_lens_missing,
            severity: 'warning',
            message: "No 'Analytical lens:' line found in the plan body. Name the lens (JTBD, QFD, TRIZ, Pugh/AHP, DSM, etc.) in Locked Decisions.",
          },
        ],
});
