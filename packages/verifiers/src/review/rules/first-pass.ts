import { defineRule } from '@gauntlet/core';
import { ReviewReason } from '@gauntlet/contracts/codes';
import { isEscalation, reasonOfDecision, weightedScore } from '../first-pass.js';
import type { ReviewPrepared } from '../parse.js';

export const firstPass = defineRule<ReviewPrepared>({
  id: 'review/first-pass',
  description: 'Quality-gate rounds do not hit the 15-round circuit breaker, a sustained regression, or a single-round regression at or after the threshold.',
  severity: 'blocker',
  reasons: [ReviewReason.qg_escalate_circuit_breaker, ReviewReason.qg_escalate_sustained_regression, ReviewReason.qg_escalate_single_round_regression],
  check({ input, decisions }, { report }) {
    if (input.form !== 'quality-gate') return;
    for (const [i, decision] of decisions.entries()) {
      if (!isEscalation(decision)) continue;
      const round = input.rounds[i];
      report({
        reason: reasonOfDecision(decision),
        message: `Round ${i + 1} (W=${round ? weightedScore(round) : '?'}): ${decision}.`,
        evidence: input.rounds.slice(Math.max(0, i - 2), i + 1).map((r, k) => `round ${Math.max(0, i - 2) + k + 1}: fatal=${r.fatal} significant=${r.significant} W=${weightedScore(r)}${r.comparable === false ? ' (not comparable)' : ''}`),
        hint: 'Escalate to the user with the rounds\' findings; the gate does not loop past this.',
      });
    }
  },
});
