import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, H, NO_ARTIFACTS, blocker, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

const RUN_LOG = `  run.log  sha256:${H('a')}  120`;
const A = (line: string) => withLine(BASE_V1, 'run.log', line);

ruleTester.run(receiptVerifier, 'receipt/artifacts', {
  valid: [
    { name: 'one artifact', input: BASE_V1, verdict: 'pass' },
    { name: '(none) alone, on the header line', input: NO_ARTIFACTS, verdict: 'pass' },
    { name: 'an empty section', input: NO_ARTIFACTS.replace('ARTIFACTS  (none)', 'ARTIFACTS'), verdict: 'pass' },
    { name: 'size and trailing tokens are never validated', input: A(`  run.log  sha256:${H('a')}  big  and more`), verdict: 'pass' },
    { name: '.. components are allowed at Tier-1', input: insertAfter(BASE_V1, 'run.log', `  ../up.txt  sha256:${H('c')}  1`), verdict: 'pass' },
    { name: 'blank lines between entries', input: insertAfter(BASE_V1, 'run.log', '   \t'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: '(none) next to an entry',
      input: insertAfter(BASE_V1, 'ARTIFACTS', '  (none)'),
      errors: blocker('none_sentinel_not_alone', 4, 'ARTIFACTS (none) is the empty-set sentinel and must be the only entry'),
      verdict: 'fail',
      repaired: { input: BASE_V1 },
    },
    {
      name: 'no size token',
      input: A(`  run.log  sha256:${H('a')}`),
      errors: blocker('artifacts_malformed', 4, `ARTIFACTS malformed: '  run.log  sha256:${H('a')}'`),
      verdict: 'fail',
      repaired: { input: A(RUN_LOG) },
    },
    {
      name: 'an absolute name',
      input: A(`  /etc/run.log  sha256:${H('a')}  1`),
      errors: blocker('artifact_name_absolute', 4, 'ARTIFACTS name is not relative: /etc/run.log'),
      verdict: 'fail',
      repaired: { input: A(RUN_LOG) },
    },
    {
      name: 'a NUL in the name (shown escaped)',
      input: A(`  run\0.log  sha256:${H('a')}  1`),
      errors: blocker('artifact_name_nul', 4, 'ARTIFACTS name contains NUL: run\\x00.log'),
      verdict: 'fail',
      repaired: { input: A(RUN_LOG) },
    },
    {
      name: 'upper-case hex',
      input: A(`  run.log  sha256:${H('A')}  1`),
      errors: blocker('artifact_bad_hash', 4, `ARTIFACTS bad hash: '  run.log  sha256:${H('A')}  1'`),
      verdict: 'fail',
      repaired: { input: A(RUN_LOG) },
    },
    { name: 'a short hash', input: A('  run.log  sha256:abc  1'), errors: blocker('artifact_bad_hash', 4), verdict: 'fail' },
    {
      name: 'the same name twice',
      input: insertAfter(BASE_V1, 'run.log', `  run.log  sha256:${H('c')}  1`),
      errors: blocker('artifact_name_duplicated', 5, 'ARTIFACTS name duplicated: run.log'),
      verdict: 'fail',
      repaired: { input: insertAfter(BASE_V1, 'run.log', `  run2.log  sha256:${H('c')}  1`) },
    },
    {
      name: 'the first bad line of many is reported',
      input: insertAfter(BASE_V1, 'run.log', Array.from({ length: 5000 }, (_, i) => `  f${i}.log  sha256:${H(i === 4000 ? 'Z' : 'c')}  1`).join('\n')),
      errors: blocker('artifact_bad_hash', 4005),
      verdict: 'fail',
    },
  ],
});
