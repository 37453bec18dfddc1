import { invalidInput } from '@gauntlet/core';
import type { QgRound } from './first-pass.js';

/** The `review` command's input (docs/rules/review/README.md#input). */
export type ReviewInput =
  | { form: 'quality-gate'; threshold: number; mode: unknown; rounds: QgRound[] }
  | { form: 'issue-counts'; counts: number[] };

export const DEFAULT_THRESHOLD = 10;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{ threshold?, mode?, rounds: [{ fatal, significant, comparable? }] }` or a bare array of
 * issue counts. Anything else is not a rounds file: a structural error (exit 2), thrown.
 */
export function parseReviewInput(value: unknown, id = 'the rounds input'): ReviewInput {
  if (Array.isArray(value)) {
    if (!value.every(isCount)) throw invalidInput(`${id} is not a rounds file`, 'a bare array must hold non-negative integer issue counts');
    return { form: 'issue-counts', counts: value };
  }
  if (!isObject(value) || !Array.isArray(value.rounds)) throw invalidInput(`${id} is not a rounds file`, 'expected {"threshold", "rounds": [...]} or an array of issue counts');
  const threshold = value.threshold ?? DEFAULT_THRESHOLD;
  if (!isCount(threshold) || threshold < 1) throw invalidInput(`${id} is not a rounds file`, 'threshold must be a positive integer');
  const rounds: QgRound[] = [];
  for (const [i, round] of value.rounds.entries()) {
    if (!isObject(round) || !isCount(round.fatal) || !isCount(round.significant)) {
      throw invalidInput(`${id} is not a rounds file`, `rounds[${i}] needs non-negative integer fatal and significant`);
    }
    if (round.comparable !== undefined && typeof round.comparable !== 'boolean') throw invalidInput(`${id} is not a rounds file`, `rounds[${i}].comparable must be a boolean`);
    rounds.push(round.comparable === undefined ? { fatal: round.fatal, significant: round.significant } : { fatal: round.fatal, significant: round.significant, comparable: round.comparable });
  }
  return { form: 'quality-gate', threshold, mode: value.mode, rounds };
}

/** The per-round decisions of either form. */
export interface ReviewPrepared {
  input: ReviewInput;
  decisions: string[];
}
