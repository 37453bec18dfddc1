import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONFORMS, DELIVERED, MISSING, block, lineOf, report } from '../fixtures.test-helpers.js';
import { conformanceReportVerifier } from '../index.js';

const two = (parallel: string | null) =>
  report({ rows: [DELIVERED, MISSING, '[PARTIAL] G2: totals — origin: spec "Design" - "totals"'], blocks: [block('G1', 'MISSING'), block('G2', 'PARTIAL')], parallel });
const malformed = (value: string) => {
  const text = two(value);
  return { text, line: lineOf(text, 'Parallel-safe:') };
};

ruleTester.run(conformanceReportVerifier, 'conformance-report/parallel-safe', {
  valid: [
    { name: 'one disjoint group', input: two('G1, G2 disjoint'), verdict: 'pass' },
    { name: 'a conflict with its reason', input: two('G1 conflicts G2 (both edit src/export.ts)'), verdict: 'pass' },
    { name: 'groups joined by semicolons', input: two('G1 disjoint; G1 conflicts G2 (shared test DB)'), verdict: 'pass' },
    { name: 'no gap rows: no line needed', input: CONFORMS, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'gap rows without the line',
      input: two(null),
      errors: [{ reason: 'parallel_safe_missing', severity: 'blocker', line: null, message: 'Gap rows need a "Parallel-safe: <group>[; <group>]*" line.' }],
      verdict: 'fail',
      repaired: { input: two('G1, G2 disjoint') },
    },
    {
      name: 'an R id in a group',
      input: malformed('R2 disjoint').text,
      errors: [
        {
          reason: 'parallel_safe_malformed',
          severity: 'blocker',
          line: malformed('R2 disjoint').line,
          column: 1,
          message: '"Parallel-safe: R2 disjoint" is not "<G-ids> disjoint" / "<G-id> conflicts <G-id> (<reason>)" groups.',
        },
      ],
      verdict: 'fail',
      repaired: { input: two('G2 disjoint') },
    },
    { name: 'a conflict without its reason', input: malformed('G1 conflicts G2').text, errors: [{ reason: 'parallel_safe_malformed', severity: 'blocker', line: malformed('G1 conflicts G2').line }], verdict: 'fail' },
    { name: 'an empty group after a semicolon', input: malformed('G1 disjoint;').text, errors: [{ reason: 'parallel_safe_malformed', severity: 'blocker', line: malformed('G1 disjoint;').line }], verdict: 'fail' },
    { name: 'an empty line', input: malformed('').text, errors: [{ reason: 'parallel_safe_malformed', severity: 'blocker', line: malformed('').line }], verdict: 'fail' },
    {
      name: 'a malformed line is reported even without gap rows',
      input: report({ verdict: 'CONFORMS', rows: [DELIVERED], parallel: 'all of them' }),
      errors: [{ reason: 'parallel_safe_malformed', severity: 'blocker', line: lineOf(report({ verdict: 'CONFORMS', rows: [DELIVERED], parallel: 'all of them' }), 'Parallel-safe:') }],
      verdict: 'fail',
    },
  ],
});
