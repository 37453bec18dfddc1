import { z } from 'zod';

/** One commit, as `git log` lists it on the branch (docs/rules/tdd/README.md#gate-input). */
export const TddCommitSchema = z
  .object({
    sha: z.string(),
    subject: z.string(),
    body: z.string().optional(),
    files: z.array(z.string()).optional(),
  })
  .meta({ id: 'TddCommit' });

/** `tdd --log FILE` (docs/rules/tdd/README.md#gate-input): the MVP+TDD gate's facts. */
export const TddGateInputSchema = z
  .looseObject({
    mvp_mode: z.boolean().optional(),
    tdd_mode: z.boolean().optional(),
    task_is_behavior_adding: z.boolean().optional(),
    scope: z.string().optional(),
    terminal_red_evidence: z.boolean().optional(),
    log_newest_first: z.array(TddCommitSchema).optional(),
    commits: z.array(TddCommitSchema).optional().describe('alias of log_newest_first'),
    task: z.boolean().optional().describe('alias of task_is_behavior_adding'),
    config: z.object({ mvp: z.boolean().optional(), tdd: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'TddGateInput', title: 'MVP+TDD gate input', description: 'docs/rules/tdd/README.md' });

/** `tdd --review --log FILE`: the end-of-phase review's facts (docs/rules/tdd/README.md#end-of-phase-review). */
export const TddReviewInputSchema = z
  .looseObject({
    mvp_mode: z.boolean().optional(),
    tdd_mode: z.boolean().optional(),
    plans: z.array(
      z.object({
        plan_id: z.string(),
        plan_type: z.string().optional(),
        scope: z.string().optional(),
        log_newest_first: z.array(TddCommitSchema).optional(),
      }),
    ),
  })
  .meta({ id: 'TddReviewInput', title: 'TDD review input', description: 'docs/rules/tdd/README.md#end-of-phase-review' });

/** `data.gate` of the MVP+TDD gate. */
export const TddGateDecisionSchema = z
  .object({
    applies: z.boolean(),
    tripped: z.boolean(),
    reason: z.string().nullable(),
    reasons: z.array(z.string()),
    redCommit: z.string().nullable(),
  })
  .meta({ id: 'TddGateDecision', description: 'docs/rules/tdd/README.md#gate-checks' });

export type TddCommit = z.infer<typeof TddCommitSchema>;
export type TddGateInput = z.infer<typeof TddGateInputSchema>;
export type TddReviewInput = z.infer<typeof TddReviewInputSchema>;
