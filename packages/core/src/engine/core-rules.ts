import { CoreReason, type Finding, type Severity } from '@gauntlet/contracts/codes';
import { defineRule, type FindingInput, type RuleMeta, toFinding } from './rule.js';

const never = () => undefined;

/** An input of a run of several that could not be read or decoded (docs/cli.md#several-inputs: one broken input never hides the others). */
export const inputRule: RuleMeta = defineRule<unknown>({
  id: 'core/input',
  description: 'Every input of a run of several can be read and decoded (one that cannot is a failing result of its own).',
  severity: 'blocker',
  reasons: [CoreReason.input_unreadable, CoreReason.input_invalid],
  check: never,
});

/** The engine's own rule: an input over the size cap of its kind was not verified. */
export const inputTooLargeRule: RuleMeta = defineRule<unknown>({
  id: 'core/input-too-large',
  description: 'An input is within the size cap of its kind (larger inputs are not verified).',
  severity: 'blocker',
  reasons: [CoreReason.input_too_large],
  check: never,
});

/** One input reported more findings than are kept. */
export const tooManyFindingsRule: RuleMeta = defineRule<unknown>({
  id: 'core/too-many-findings',
  description: 'An input reports at most the kept number of findings; the rest are counted by severity in one closing finding.',
  severity: 'info',
  reasons: [CoreReason.findings_capped],
  check: never,
});

/** A per-run budget was spent before a check could finish. */
export const budgetExceededRule: RuleMeta = defineRule<unknown>({
  id: 'core/budget-exceeded',
  description: 'Every check finishes within its per-run budget (regex steps, glob states, git searches); one that cannot is not a pass.',
  severity: 'blocker',
  reasons: [CoreReason.budget_exceeded],
  check: never,
});

export const CORE_RULES: readonly RuleMeta[] = [inputRule, inputTooLargeRule, tooManyFindingsRule, budgetExceededRule];

/** The finding for an input over its cap; `size` undefined when only "more than the cap" is known. */
export function inputTooLarge(file: string, size: number | undefined, cap: number, kind: string): Finding {
  return {
    ...toFinding(
      inputTooLargeRule,
      {
        reason: CoreReason.input_too_large,
        message: `Input is ${size === undefined ? `more than ${cap}` : size} bytes; the cap for ${kind} is ${cap} bytes. It was not verified.`,
        hint: 'Split the input, or check why it grew this large.',
      },
      'core',
      file,
    ),
    fatal: true,
  };
}

/** The failing finding of an input that could not be read or decoded, in a run of several inputs. */
export function inputProblem(file: string, reason: 'input_unreadable' | 'input_invalid', message: string): Finding {
  return { ...toFinding(inputRule, { reason, message }, 'core', file), fatal: true };
}

/** The finding that says a per-run budget was spent (a blocker: an unfinished check never passes). */
export function budgetExceeded(input: Omit<FindingInput, 'reason' | 'severity'>, verifier: string, file: string | undefined): Finding {
  return toFinding(budgetExceededRule, { ...input, reason: CoreReason.budget_exceeded }, verifier, file);
}

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { info: 0, warning: 1, blocker: 2 };
