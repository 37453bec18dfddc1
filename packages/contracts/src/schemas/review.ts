import { z } from 'zod';

/** One quality-gate round: its Fatal and Significant counts (docs/rules/review/README.md#quality-gate-first-pass-check). */
export const ReviewRoundSchema = z.object({
  fatal: z.number().int().min(0),
  significant: z.number().int().min(0),
  comparable: z.boolean().optional(),
});

/**
 * The input of `gauntlet-lint review` (docs/rules/review/README.md#input): quality-gate rounds with a
 * threshold (default 10) and an optional closure mode, or a bare array of raw issue counts (the
 * build review loop, docs/rules/review/README.md#build-review-loops).
 */
export const ReviewRoundsSchema = z
  .union([
    z.object({
      threshold: z.number().int().min(1).optional(),
      mode: z.enum(['standard', 'full']).optional(),
      rounds: z.array(ReviewRoundSchema),
    }),
    z.array(z.number().int().min(0)),
  ])
  .meta({ id: 'ReviewRounds', title: 'Review rounds', description: 'docs/rules/review/README.md; docs/rules/review/README.md#input' });

export type ReviewRound = z.infer<typeof ReviewRoundSchema>;
export type ReviewRounds = z.infer<typeof ReviewRoundsSchema>;
