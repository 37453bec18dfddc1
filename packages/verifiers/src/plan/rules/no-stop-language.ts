import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const STOP_PHRASE = py(
  '\\b(?:halt|pause\\s+(?:and\\s+)?(?:confirm|confirmation)|pause\\s+for\\s+(?:user\\s+)?(?:confirm|confirmation)|wait\\s+for\\s+(?:the\\s+)?(?:user|approval)|ask\\s+(?:the\\s+)?user|ask\\s+for\\s+(?:user\\s+)?(?:confirm|confirmation)|stop\\s+and\\s+confirm|block\\s+until|manual\\s+approval|human\\s+approval|requires?\\s+(?:confirm|confirmation)|confirm\\s+before)\\b',
);
const GATE_EXEMPTION = py(
  '\\b(?:production|deploy|deployment|publish|migrate|migration|delete|drop\\s+table|purge|user_impact|platform\\s+decision)\\b',
);

export const noStopLanguage = defineRule<PreparedPlan>({
  id: 'plan/no-stop-language',
  description: 'A plan step that halts to wait for a human, outside the allowed gates (production, deploy, migration, destructive delete).',
  severity: 'warning',
  reasons: [PlanReason.no_stop_language],
  check({ doc }, context) {
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !STOP_PHRASE.test(line) || GATE_EXEMPTION.test(line)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.no_stop_language,
        message: 'This step stops to wait for a human outside the allowed gates.',
        hint: 'Decide and proceed (record the decision); stop only for production, deploy, publish, migration or destructive deletes.',
      });
    }
  },
});
