import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const TRIGGER = py(
  '(?:\\b(?:new|add|introduce|integrate|call|invoke)\\b|\\bwire\\s+up\\b)[^.\\n]{0,40}\\b(?:external\\s+api|third[\\s-]?party\\s+api|llm\\s+call|openai|anthropic|api\\s+request|http\\s+fetch|webhook)\\b',
);
// The leading \b before `$` needs a word character before it ("x$5" counts, "costs $5" does not).
const BUDGET = py(
  '\\b(?:budget|max[_\\s-]?tokens?|token\\s+cap|timeout|rate[_\\s-]?limit|ceiling|cost\\s+cap|\\$\\s*\\d+|per[_\\s-]?run\\s+limit|per[_\\s-]?call\\s+limit)\\b',
);
const WINDOW = 10;

export const externalCallWithoutBudgetCeiling = defineRule<PreparedPlan>({
  id: 'plan/external-call-without-budget-ceiling',
  description: 'A new external API, LLM call or webhook with no budget, timeout or rate limit within 10 lines.',
  severity: 'warning',
  reasons: [PlanReason.external_call_without_budget_ceiling],
  check({ doc }, context) {
    const budgets = doc.flags(BUDGET);
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !TRIGGER.test(line)) continue;
      if (budgets.within(i, WINDOW)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.external_call_without_budget_ceiling,
        message: 'An external call is added without a budget ceiling (budget, max tokens, timeout, rate limit) within 10 lines.',
        hint: 'State the ceiling: a budget, max_tokens, a timeout or a rate limit.',
      });
    }
  },
});
