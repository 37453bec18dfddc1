import { RUN_REGEX_STEPS, type RunBudget, createRunBudget, defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
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

const warningsOptions = defineOptions('warnings-baseline', (read) => ({
  filter: read.string('filter'),
  warning: read.string('warning'),
  budget: read.budget('budget') ?? createRunBudget('regex steps', RUN_REGEX_STEPS),
}));

/**
 * No new warnings against a baseline (docs/rules/warnings-baseline/README.md): the relative criterion a host uses
 * instead of an absolute "zero warnings". Options: `{ filter?, warning?, budget? }` (regex
 * sources; a per-run `RunBudget` of regex steps, default RUN_REGEX_STEPS per call).
 */
export const warningsBaselineVerifier = defineVerifier<WarningsInput, WarningsComparison, { filter: string | undefined; warning: string | undefined; budget: RunBudget }>({
  id: 'warnings-baseline',
  description: 'No warning line in the current output that is not already in the baseline.',
  rules: warningsBaselineRules,
  options: warningsOptions,
  prepare(input, { options, budgetSpent }) {
    const comparison = compareWarnings(input, options);
    if (comparison.stopped) {
      const { input: which, line, why } = comparison.stopped;
      budgetSpent({
        message: `The comparison stopped at line ${line} of the ${which} output: ${why}, so no verdict on new warnings.`,
        line: which === 'current' ? line : undefined,
        hint: 'Use a pattern without backreferences (it then runs in linear time), or a shorter output.',
      });
    }
    return comparison;
  },
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
