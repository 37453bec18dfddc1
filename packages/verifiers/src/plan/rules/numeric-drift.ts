import { defineRule, pyInt } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, pyAll, reportAt } from '../shared.js';

// Ported literally: the optional prefix is greedy, so after `total`/`remove(d)`/`remaining` the
// count captured is the last one reachable within 40 non-`.` characters (plan-verify.md rule 2).
const COUNT = pyAll(
  '(?:total[^.\\n]{0,40}|\\bremoved?\\b[^.\\n]{0,40}|\\bremaining\\b[^.\\n]{0,40}|\\bonly\\b\\s+)?\\*?\\*?\\b(\\d+)\\b\\s+(orphans?)\\b',
);
const NOUN = /orphan/i;

export const numericDrift = defineRule<PreparedPlan>({
  id: 'plan/numeric-drift',
  description: 'An orphan count stated with different values in one plan.',
  severity: 'blocker',
  reasons: [PlanReason.numeric_drift],
  check({ doc }, context) {
    const occurrences: Array<{ count: string; index: number }> = [];
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !NOUN.test(line)) continue;
      COUNT.lastIndex = 0;
      for (let m = COUNT.exec(line); m; m = COUNT.exec(line)) {
        const value = pyInt(m[1] as string);
        occurrences.push({ count: value.ok ? value.value.toString() : (m[1] as string), index: i });
        if (m[0] === '') COUNT.lastIndex++;
      }
    }
    const first = occurrences[0];
    if (!first) return;
    for (const occurrence of occurrences.slice(1)) {
      if (occurrence.count === first.count) continue;
      reportAt(context, doc, occurrence.index, {
        reason: PlanReason.numeric_drift,
        message: `The plan states ${occurrence.count} orphans here but ${first.count} earlier (line ${doc.physicalLines[first.index]}).`,
        hint: 'Recount and state one number, or say which count is current.',
      });
    }
  },
});
