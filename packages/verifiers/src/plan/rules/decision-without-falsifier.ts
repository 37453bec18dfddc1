import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const DECISION_HEADING = py('^\\s*(?:#{2,4}\\s+Decision\\b|\\*\\*Decision(?:\\s+record)?\\b|Decision record\\b)');
// Multi-word phrases use single literal spaces.
const FALSIFIER = py(
  '\\b(?:falsifier|would prove it wrong|would prove this wrong|revisit trigger|revisit if|prove wrong if|proven wrong if|proves wrong if|disconfirm|invalidate if|invalidated if|invalidates if|overturn if|overturned if|overturns if)\\b',
);
const WINDOW_AFTER = 12;

export const decisionWithoutFalsifier = defineRule<PreparedPlan>({
  id: 'plan/decision-without-falsifier',
  description: 'A Decision heading with no falsifier (what would prove it wrong) in it or the next 12 lines.',
  severity: 'warning',
  reasons: [PlanReason.decision_without_falsifier],
  check({ doc }, context) {
    const falsifiers = doc.flags(FALSIFIER);
    const { lines } = doc;
    // Prefix sums make each heading's forward window O(1).
    let prefix: Int32Array | null = null;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line === '' || !DECISION_HEADING.test(line)) continue;
      if (!prefix) {
        prefix = new Int32Array(lines.length + 1);
        for (let j = 0; j < lines.length; j++) prefix[j + 1] = (prefix[j] as number) + (falsifiers.at(j) ? 1 : 0);
      }
      const end = Math.min(lines.length - 1, i + WINDOW_AFTER);
      if ((prefix[end + 1] as number) - (prefix[i] as number) > 0) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.decision_without_falsifier,
        message: 'This decision names no falsifier: what observation would prove it wrong?',
        hint: 'Add "Falsifier: <observation>" or "Revisit if <condition>" under the decision.',
      });
    }
  },
});
