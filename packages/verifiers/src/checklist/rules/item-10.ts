import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';
import { LINE_START, S, ci, re } from '../patterns.js';

const SPEC_OBJECT = re(`${LINE_START}##${S}+${ci('Spec Object')}[^\\n]*${ci('(JSON)')}`);

/** Item 10 — JSON spec object: the plan body has a `## Spec Object (JSON)` section. */
export const item10 = itemRule(10, {
  reasons: [ChecklistReason.checklist_spec_object_missing],
  check: ({ body }) =>
    SPEC_OBJECT.test(body.text)
      ? []
      : [{ reason: ChecklistReason.checklist_spec_object_missing, severity: 'warning', message: "No '## Spec Object (JSON)' section found. Emit a structured JSON block before rendering markdown." }],
});
