import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { partition, partitionLines } from '../fixtures.test-helpers.js';
import { partitionVerifier } from '../index.js';

const globs = { globs: true };
const both = (first: [string, string], second: [string, string], witness: string, line = 1): ExpectedFinding => ({
  reason: 'partition_glob_overlap',
  severity: 'blocker',
  line,
  message: `${JSON.stringify(first[0])} (${first[1]}) and ${JSON.stringify(second[0])} (${second[1]}) can both match ${JSON.stringify(witness)}.`,
  evidence: [witness],
});

const common = { billing: ['src/billing/**', 'src/common/*.ts'], ui: ['src/ui/**', 'src/common/?*.ts'] };
const narrowed = { billing: ['src/billing/**', 'src/common/*.ts'], ui: ['src/ui/**', 'src/common/*.tsx'] };

ruleTester.run(partitionVerifier, 'partition/glob-overlap', {
  valid: [
    { name: 'disjoint directories and extensions', input: partition(narrowed), options: globs, verdict: 'pass' },
    { name: 'a star never crosses a slash', input: partition({ a: ['*.ts'], b: ['*/*.ts'] }), options: globs, verdict: 'pass' },
    { name: 'disjoint classes', input: partition({ a: ['src/[a-c].ts'], b: ['src/[d-f].ts'] }), options: globs, verdict: 'pass' },
    { name: 'different lengths of ?', input: partition({ a: ['?'], b: ['??'] }), options: globs, verdict: 'pass' },
    { name: 'one agent\'s own globs may overlap', input: partition({ a: ['src/**', 'src/*.ts'], b: ['docs/**'] }), options: globs, verdict: 'pass' },
    { name: 'without --globs, entries are literal keys and this rule is silent', input: partition({ a: ['src/**'], b: ['src/*.ts'] }), verdict: 'pass' },
    { name: 'an extglob is matched literally', input: partition({ a: ['@(a|b).ts'], b: ['a.ts'] }), options: globs, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'two agents\' globs can match one file: the shortest witness',
      input: partition(common),
      options: globs,
      errors: [
        {
          ...both(['src/common/*.ts', 'billing'], ['src/common/?*.ts', 'ui'], 'src/common/a.ts'),
          hint: 'Narrow one of the globs (or add a more specific directory) so that no path can match both.',
        },
      ],
      verdict: 'fail',
      repaired: { input: partition(narrowed) },
    },
    {
      name: 'the line of the second entry of the pair',
      input: partitionLines(common),
      options: globs,
      errors: [both(['src/common/*.ts', 'billing'], ['src/common/?*.ts', 'ui'], 'src/common/a.ts', 8)],
      verdict: 'fail',
      repaired: { input: partitionLines(narrowed) },
    },
    {
      name: 'CRLF line endings keep the line numbers',
      input: partitionLines(common, '\r\n'),
      options: globs,
      errors: [both(['src/common/*.ts', 'billing'], ['src/common/?*.ts', 'ui'], 'src/common/a.ts', 8)],
      verdict: 'fail',
    },
    {
      name: 'a literal entry under another agent\'s glob',
      input: partition({ a: ['src/index.ts'], b: ['src/*.ts'] }),
      options: globs,
      errors: [both(['src/index.ts', 'a'], ['src/*.ts', 'b'], 'src/index.ts')],
      verdict: 'fail',
      repaired: { input: partition({ a: ['src/index.ts'], b: ['src/*.tsx'] }) },
    },
    {
      name: 'the same literal entry in two agents',
      input: partition({ a: ['x'], b: ['x'] }),
      options: globs,
      errors: [both(['x', 'a'], ['x', 'b'], 'x')],
      verdict: 'fail',
    },
    {
      name: '** as a whole segment matches zero segments',
      input: partition({ a: ['docs/**'], b: ['docs'] }),
      options: globs,
      errors: [both(['docs/**', 'a'], ['docs', 'b'], 'docs')],
      verdict: 'fail',
    },
    {
      name: 'a glob with no fixed first segment meets globs in every directory',
      input: partition({ a: ['src/**'], b: ['lib/**'], c: ['**/*.md'] }),
      options: globs,
      errors: [both(['src/**', 'a'], ['**/*.md', 'c'], 'src/.md'), both(['lib/**', 'b'], ['**/*.md', 'c'], 'lib/.md')],
      verdict: 'fail',
    },
    {
      name: 'pairs in the claim order of their first entry, then their second',
      input: partition({ a: ['src/**'], b: ['src/x/**', 'lib/**'], c: ['src/y.ts', 'lib/z.ts'] }),
      options: globs,
      errors: [
        both(['src/**', 'a'], ['src/x/**', 'b'], 'src/x'),
        both(['src/**', 'a'], ['src/y.ts', 'c'], 'src/y.ts'),
        both(['lib/**', 'b'], ['lib/z.ts', 'c'], 'lib/z.ts'),
      ],
      verdict: 'fail',
    },
    {
      name: 'braces are expanded before the check',
      input: partition({ a: ['{src,lib}/*.ts'], b: ['lib/**'] }),
      options: globs,
      errors: [both(['{src,lib}/*.ts', 'a'], ['lib/**', 'b'], 'lib/.ts')],
      verdict: 'fail',
      repaired: { input: partition({ a: ['{src,lib}/*.ts'], b: ['docs/**'] }) },
    },
    {
      name: 'turned into a warning by configuration, the gate passes',
      input: partition(common),
      options: globs,
      rules: { 'partition/glob-overlap': 'warning' },
      errors: [{ ...both(['src/common/*.ts', 'billing'], ['src/common/?*.ts', 'ui'], 'src/common/a.ts'), severity: 'warning' }],
      verdict: 'pass',
    },
    {
      name: 'huge: 200 agents with their own directories, one of them also claims every index file',
      input: partition({ ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`agent-${i}`, [`pkg${i}/**`, `docs/${i}-*.md`]])), shared: ['**/index.ts'] }),
      options: globs,
      errors: Array.from({ length: 200 }, (_, i) => both([`pkg${i}/**`, `agent-${i}`], ['**/index.ts', 'shared'], `pkg${i}/index.ts`)) as [ExpectedFinding, ...ExpectedFinding[]],
      verdict: 'fail',
    },
    {
      name: 'hostile: 600-character star-heavy globs (decided on automata, no backtracking)',
      input: partition({ a: ['*a'.repeat(300)], b: ['a*'.repeat(300)] }),
      options: globs,
      errors: [{ reason: 'partition_glob_overlap', severity: 'blocker', line: 1, message: /^"(\*a)+" \(a\) and "(a\*)+" \(b\) can both match "a+"\.$/ }],
      verdict: 'fail',
    },
  ],
});
