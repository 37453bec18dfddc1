import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { cleanValue } from '../quotes.js';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const RISK_REASON = py('^\\s*risk_reason\\s*:\\s*(.+)$');
export const RISK_REASONS = ['security boundary', 'persistence contract', 'runtime protocol', 'deployment', 'user trust claim'] as const;
const VALID = new Set<string>(RISK_REASONS);

export const riskReasonInvalidValue = defineRule<PreparedPlan>({
  id: 'plan/risk-reason-invalid-value',
  description: 'A risk_reason: value that is not one of the five canonical values.',
  severity: 'blocker',
  reasons: [PlanReason.risk_reason_invalid_value],
  check({ doc }, context) {
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !line.includes(':')) continue;
      const m = RISK_REASON.exec(line);
      if (!m) continue;
      const value = cleanValue(m[1] as string);
      if (value === '' || VALID.has(value)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.risk_reason_invalid_value,
        message: `risk_reason "${value}" is not a canonical value.`,
        hint: `Use exactly one of: ${RISK_REASONS.join(', ')}.`,
      });
    }
  },
});
