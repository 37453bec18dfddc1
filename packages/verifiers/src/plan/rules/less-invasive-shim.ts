import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const TRIGGER = py('\\b(?:308\\s+redirect|rewrite|deprecate)\\b');
const ALTERNATIVE_HINT = py('\\b(?:considered|alternative|shared\\s+handler|dual\\s+mount|alias\\s+export|instead\\s+of)\\b');
const WINDOW = 5;

export const lessInvasiveShim = defineRule<PreparedPlan>({
  id: 'plan/less-invasive-shim',
  description: 'A redirect, rewrite or deprecation with no less invasive alternative considered within 5 lines.',
  severity: 'warning',
  reasons: [PlanReason.less_invasive_shim],
  check({ doc }, context) {
    const hints = doc.flags(ALTERNATIVE_HINT);
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !TRIGGER.test(line)) continue;
      if (hints.within(i, WINDOW)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.less_invasive_shim,
        message: 'A redirect, rewrite or deprecation without a less invasive alternative considered nearby.',
        hint: 'Say which alternative was considered (a shared handler, a dual mount, an alias export) and why it was not chosen.',
      });
    }
  },
});
