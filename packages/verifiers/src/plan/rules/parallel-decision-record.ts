import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, pyAll, reportAt } from '../shared.js';

// `[-_ ]`: a literal space, not any whitespace. The id is the digit string (C01 and C1 differ).
const CHUNK_ID = pyAll('\\b(?:C|chunk[-_ ]?)(\\d+)\\b');
const SIGNAL = py('\\b(?:independent|parallel[- ]safe|parallelizable|fan[- ]out|concurrent)\\b');
const DECISION = py('\\b(?:parallel_batch|parallel_skipped_reason)\\b');
export const PARALLEL_DECISION_CLAIM =
  'Plan identifies multiple independent/parallel-safe chunks but does not record `parallel_batch` or `parallel_skipped_reason`.';

export const parallelDecisionRecord = defineRule<PreparedPlan>({
  id: 'plan/parallel-decision-record',
  description: 'Two or more chunks called independent/parallel-safe, and no parallel_batch or parallel_skipped_reason recorded.',
  severity: 'blocker',
  reasons: [PlanReason.parallel_decision_record],
  check({ doc }, context) {
    const ids = new Set<string>();
    let signal = -1;
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      if (DECISION.test(line)) return;
      if (ids.size < 2) {
        const chunkId = CHUNK_ID(line);
        chunkId.lastIndex = 0;
        for (let m = chunkId.exec(line); m; m = chunkId.exec(line)) ids.add(m[1] as string);
      }
      if (signal < 0 && SIGNAL.test(line)) signal = i;
    }
    if (ids.size < 2 || signal < 0) return;
    reportAt(context, doc, signal, {
      reason: PlanReason.parallel_decision_record,
      message: PARALLEL_DECISION_CLAIM,
      hint: 'Record parallel_batch: <chunks that dispatch together> or parallel_skipped_reason: <why serial>.',
    });
  },
});
