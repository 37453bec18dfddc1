import { ruleTester } from '../../rule-tester.test-helpers.js';
import { warningsBaselineVerifier } from '../index.js';

const EMPTY = {
  reason: 'baseline_empty',
  severity: 'warning',
  line: null,
  message: 'The baseline has no matching warning line; was it captured with the same command and filter?',
  hint: 'Capture the baseline by running the same command, with the same filter, before the change.',
} as const;

ruleTester.run(warningsBaselineVerifier, 'warnings-baseline/baseline-captured', {
  valid: [
    { name: 'a baseline with a warning line', input: { current: 'build ok\n', baseline: 'src/a.ts:1:1 warning: unused variable x\n' }, verdict: 'pass' },
    { name: 'a baseline line that matches --warning', input: { current: '', baseline: 'WARN old\n' }, options: { warning: '^WARN' }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a baseline without a warning line (advisory: the run passes)',
      input: { current: 'build ok\n', baseline: 'build ok\n' },
      errors: [EMPTY],
      verdict: 'pass',
      repaired: { input: { current: 'build ok\n', baseline: 'src/a.ts:1:1 warning: unused variable x\n' } },
    },
    { name: 'an empty baseline', input: { current: '', baseline: '' }, errors: [EMPTY], verdict: 'pass' },
    {
      name: 'a baseline whose warnings the filter leaves out',
      input: { current: '', baseline: 'vendor/x.js warning: old lib\n' },
      options: { filter: '^src/' },
      errors: [{ reason: 'baseline_empty', severity: 'warning', line: null }],
      verdict: 'pass',
    },
    {
      name: 'next to the new warnings it explains',
      input: { current: 'src/c.ts:9:1 warning: implicit any\n', baseline: 'all clean\n' },
      errors: [
        { rule: 'warnings-baseline/no-new-warnings', reason: 'new_warning', severity: 'blocker', line: 1 },
        { reason: 'baseline_empty', severity: 'warning', line: null },
      ],
      verdict: 'fail',
    },
  ],
});
