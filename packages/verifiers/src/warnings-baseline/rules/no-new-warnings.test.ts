import { ruleTester } from '../../rule-tester.test-helpers.js';
import { warningsBaselineVerifier } from '../index.js';

const BASELINE = 'src/a.ts:1:1 warning: unused variable x\nsrc/b.ts:2:1 warning: deprecated call\nbuild ok\n';
const NEW = 'src/c.ts:9:1 warning: implicit any';
const HINT = 'Fix the warning this change introduced (pre-existing warnings in the baseline do not count).';

ruleTester.run(warningsBaselineVerifier, 'warnings-baseline/no-new-warnings', {
  valid: [
    { name: 'only warnings of the baseline', input: { current: 'src/a.ts:1:1 warning: unused variable x\nbuild ok\n', baseline: BASELINE }, verdict: 'pass' },
    { name: 'trailing whitespace is ignored', input: { current: 'src/a.ts:1:1 warning: unused variable x \t\n', baseline: BASELINE }, verdict: 'pass' },
    { name: 'CRLF output against an LF baseline', input: { current: 'src/a.ts:1:1 warning: unused variable x\r\nbuild ok\r\n', baseline: BASELINE }, verdict: 'pass' },
    { name: 'no warning at all', input: { current: 'build ok\n', baseline: BASELINE }, verdict: 'pass' },
    { name: 'an empty output', input: { current: '', baseline: BASELINE }, verdict: 'pass' },
    { name: 'Warning: is not warning: (case-sensitive)', input: { current: 'src/c.ts Warning: loud\n', baseline: BASELINE }, verdict: 'pass' },
    { name: '--filter leaves vendor warnings out', input: { current: 'vendor/x.js warning: old lib\n', baseline: BASELINE }, options: { filter: '^src/' }, verdict: 'pass' },
    { name: '--warning: lines that do not match it are not warnings', input: { current: `${NEW}\n`, baseline: BASELINE }, options: { warning: '^WARN ' }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a new warning',
      input: { current: `src/a.ts:1:1 warning: unused variable x\n${NEW}\n`, baseline: BASELINE },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 2, column: 1, message: `New warning: ${NEW}`, hint: HINT }],
      verdict: 'fail',
      repaired: { input: { current: 'src/a.ts:1:1 warning: unused variable x\n', baseline: BASELINE } },
    },
    {
      name: 'reported once, at its first line; trailing whitespace trimmed',
      input: { current: `${NEW}  \nsrc/a.ts:1:1 warning: unused variable x\n${NEW}\t\n`, baseline: BASELINE },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 1, message: `New warning: ${NEW}` }],
      verdict: 'fail',
    },
    {
      name: 'each new warning, in first-seen order',
      input: { current: `z.ts warning: last\n${NEW}\n`, baseline: BASELINE },
      errors: [
        { reason: 'new_warning', severity: 'blocker', line: 1, message: 'New warning: z.ts warning: last' },
        { reason: 'new_warning', severity: 'blocker', line: 2, message: `New warning: ${NEW}` },
      ],
      verdict: 'fail',
    },
    {
      name: 'leading whitespace counts: an indented copy is new',
      input: { current: '  src/a.ts:1:1 warning: unused variable x\n', baseline: BASELINE },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'with --filter, a new warning inside the filter',
      input: { current: `vendor/x.js warning: old lib\n${NEW}\n`, baseline: BASELINE },
      options: { filter: '^src/' },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 2, message: `New warning: ${NEW}` }],
      verdict: 'fail',
      repaired: { input: { current: 'vendor/x.js warning: old lib\n', baseline: BASELINE }, options: { filter: '^src/' } },
    },
    {
      name: 'with --warning, what the pattern calls a warning',
      input: { current: 'WARN unused import\nok\n', baseline: 'WARN old thing\n' },
      options: { warning: '^WARN ' },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 1, message: 'New warning: WARN unused import' }],
      verdict: 'fail',
    },
    {
      name: 'against an empty baseline every warning is new',
      input: { current: `${NEW}\n`, baseline: '' },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'a huge output: the one new warning among fifty thousand known ones',
      input: { current: `${'src/a.ts:1:1 warning: unused variable x\n'.repeat(50_000)}${NEW}\n`, baseline: BASELINE },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 50_001 }],
      verdict: 'fail',
    },
    {
      name: 'a catastrophic --filter runs in linear time',
      input: { current: `${'a'.repeat(5_000)}! warning: x\n`, baseline: BASELINE },
      options: { filter: '(a+)+!' },
      errors: [{ reason: 'new_warning', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'downgraded to a warning in the config, the run passes',
      input: { current: `${NEW}\n`, baseline: BASELINE },
      rules: { 'warnings-baseline/no-new-warnings': 'warning' },
      errors: [{ reason: 'new_warning', severity: 'warning', line: 1 }],
      verdict: 'pass',
    },
  ],
});
