import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';
import { D, LINE_START, S, ci, re } from '../patterns.js';

const LOW_REVERSIBILITY = re(['low-reversib', 'db choice', 'auth provider', 'api contract', 'public schema'].map(ci).join('|'));
const ADR = re(`${LINE_START}##${S}+${ci('ADR-')}${D}+`);

/** Item 12 — Low-reversibility ADRs: a plan that mentions a hard-to-reverse decision has an `## ADR-<n>` section. */
export const item12 = itemRule(12, {
  reasons: [ChecklistReason.checklist_adr_missing],
  check({ body }) {
    const mentions = body.lines.filter((line) => LOW_REVERSIBILITY.test(line.text));
    if (mentions.length === 0 || ADR.test(body.text)) return [];
    return [
      {
        reason: ChecklistReason.checklist_adr_missing,
        severity: 'warning',
        message: `${mentions.length} low-reversibility decision mention(s) found but no '## ADR-NN:' section detected. Each such decision needs an ADR record.`,
        line: body.lineOf((mentions[0] as { offset: number }).offset),
      },
    ];
  },
});
