import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { qgFirstPass, reviewLoopStep } from './first-pass.js';
import { type ReviewPrepared, parseReviewInput } from './parse.js';
import { closureMode } from './rules/closure-mode.js';
import { firstPass } from './rules/first-pass.js';
import { issueCountLoop } from './rules/issue-count-loop.js';

export {
  CIRCUIT_BREAKER_ROUND,
  isEscalation,
  qgFirstPass,
  reasonOfDecision,
  redTeamStep,
  reviewLoopStep,
  weightedScore,
  type QgDecision,
  type QgRound,
  type RedTeamDecision,
  type ReviewLoopDecision,
} from './first-pass.js';
export { CLOSURE_MODES, closureDecision, type ClosureDecision, type ClosureInput } from './closure.js';
export { DEFAULT_THRESHOLD, parseReviewInput, type ReviewInput, type ReviewPrepared } from './parse.js';
export * from './stagnation.js';
export { scoreFindings, type ScoreResult } from './scorer.js';
export { fragilePass, fragilePassCauses, fragileTolerance, type FragileCause, type FragilePassInput } from './fragile-pass.js';

export const reviewRules = [closureMode, firstPass, issueCountLoop] as const;

/**
 * Review-loop progress (docs/rules/review/README.md): input is the parsed JSON of a rounds file
 * (throws `input_invalid` when it is not one). `data.decision` is the per-round decision list.
 */
export const reviewVerifier = defineVerifier<unknown, ReviewPrepared>({
  id: 'review',
  description: 'Review-loop stagnation: the quality gate\'s first-pass decision per round, or the build loop\'s raw issue-count rule.',
  rules: reviewRules,
  prepare: (value, { file }) => {
    const input = parseReviewInput(value, file);
    const decisions: string[] = input.form === 'quality-gate' ? qgFirstPass(input.rounds, input.threshold) : reviewLoopStep(input.counts);
    return { input, decisions };
  },
  data: ({ input, decisions }) => ({
    form: input.form,
    ...(input.form === 'quality-gate' ? { threshold: input.threshold } : {}),
    decision: decisions,
  }),
});

/** Decides every round of a rounds file (the parsed JSON value). */
export function verifyReview(value: unknown, verify: VerifyOptions = {}): Promise<Verification> {
  return reviewVerifier.verify(value, verify);
}
