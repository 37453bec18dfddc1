import { defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type WarningsComparison, type WarningsInput, compareWarnings } from './compare.js';
import { baselineCaptured } from './rules/baseline-captured.js';
import { noNewWarnings } from './rules/no-new-warnings.js';

export {
  DEFAULT_WARNING_MARKER,
  compareWarnings,
  warningLines,
  warningMatcher,
  type WarningLine,
  type WarningsComparison,
  type WarningsInput,
  type WarningsOptions,
} from './compare.js';

export const warningsBaselineRules = [noNewWarnings, baselineCaptured] as const;

const warningsOptions = defineOptions('warnings-baseline', (read) => ({ filter: read.string('filter'), warning: read.string('warning') }));

/**
 * No new warnings against a baseline (conflict-tdd.md §7): the relative criterion a host uses
 * instead of an absolute "zero warnings". Options: `{ filter?, warning? }` (regex sources).
 */
export const warningsBaselineVerifier = defineVerifier<WarningsInput, WarningsComparison, { filter: string | undefined; warning: string | undefined }>({
  id: 'warnings-baseline',
  description: 'No warning line in the current output that is not already in the baseline.',
  rules: warningsBaselineRules,
  options: warningsOptions,
  prepare: (input, { options }) => compareWarnings(input, options),
  data: (comparison) => ({
    newWarnings: comparison.newWarnings.map((warning) => warning.text),
    fixedWarnings: comparison.fixedWarnings,
  }),
});

export function verifyWarningsBaseline(
  input: WarningsInput,
  options: { filter?: string; warning?: string } = {},
  verify: VerifyOptions = {},
): Promise<Verification> {
  return warningsBaselineVerifier.verify(input, { ...verify, options: { ...verify.options, ...options } });
}
