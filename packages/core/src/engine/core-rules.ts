import { CoreReason, type Finding } from '@gauntlet/contracts/codes';
import { defineRule, type RuleMeta, toFinding } from './rule.js';

/** The engine's own rule: an input over the size cap of its kind was not verified. */
export const inputTooLargeRule: RuleMeta = defineRule<unknown>({
  id: 'core/input-too-large',
  description: 'An input is within the size cap of its kind (larger inputs are not verified).',
  severity: 'blocker',
  reasons: [CoreReason.input_too_large],
  check: () => undefined,
});

export const CORE_RULES: readonly RuleMeta[] = [inputTooLargeRule];

/** The finding for an input over its cap. */
export function inputTooLarge(file: string, size: number, cap: number, kind: string): Finding {
  return toFinding(
    inputTooLargeRule,
    {
      reason: CoreReason.input_too_large,
      message: `Input is ${size} bytes; the cap for ${kind} is ${cap} bytes.`,
      hint: 'Split the input, or check why it grew this large.',
    },
    'core',
    file,
  );
}
