import { z } from 'zod';

/** One quality-gate round: its Fatal and Significant counts (pipeline-artifacts.md §12.4). */
export const ReviewRoundSchema = z.object({
  fatal: z.number().int().min(0),
  significant: z.number().int().min(0),
  comparable: z.boolean().optional(),
});

/**
 * The input of `gauntlet-lint review` (cli.md "Resolved details"): quality-gate rounds with a
 * threshold (default 10) and an optional closure mode, or a bare array of raw issue counts (the
 * build review loop, §12.1).
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
  .meta({ id: 'ReviewRounds', title: 'Review rounds', description: 'pipeline-artifacts.md §12; cli.md review' });

export type ReviewRound = z.infer<typeof ReviewRoundSchema>;
export type ReviewRounds = z.infer<typeof ReviewRoundsSchema>;
