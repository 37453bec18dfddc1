import { ChecklistReason } from '@gauntlet/contracts/codes';
import { basename, dirname, joinPath } from '@gauntlet/core';
import { itemRule } from '../item-rule.js';
import { pathStem } from '../parse.js';

/** Item 14 — Handoff document: the sibling `<stem>.handoff.md` of the plan exists (asked of the Host). */
export const item14 = itemRule(14, {
  reasons: [ChecklistReason.checklist_handoff_missing],
  async check({ path }, host) {
    const stem = pathStem(basename(path));
    const handoff = joinPath(dirname(path), `${stem}.handoff.md`);
    const exists = (await host.stat(handoff).catch(() => null)) !== null;
    if (exists) return [];
    return [
      {
        reason: ChecklistReason.checklist_handoff_missing,
        severity: 'warning',
        message: `Sibling handoff file '${stem}.handoff.md' not found. Generate docs/plans/<slug>.handoff.md alongside the plan.`,
      },
    ];
  },
});
