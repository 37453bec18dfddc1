import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BASE_V1, W, blocker } from '../fixtures.test-helpers.js';
import { receiptVerifier } from '../index.js';

ruleTester.run(receiptVerifier, 'receipt/witness-artifact-declared', {
  valid: [
    { name: 'an exec witness names no artifact', input: BASE_V1, verdict: 'pass' },
    { name: 'a ranged grep over a declared artifact', input: W('grep:run.log#L1-L5  expect-fail=/boom!/  ran=TRACE#2'), verdict: 'pass' },
    { name: 'a rangeless grep is checked at Tier-2, not here', input: W('grep:other.md  expect-fail=/boom!/  ran=TRACE#2'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a ranged grep over an undeclared artifact',
      input: W('grep:other.md#L1-L5  expect-fail=/boom!/  ran=TRACE#2'),
      errors: blocker('witness_artifact_not_declared', 11, 'WITNESS grep artifact not in ARTIFACTS: other.md'),
      verdict: 'fail',
      repaired: { input: W('grep:run.log#L1-L5  expect-fail=/boom!/  ran=TRACE#2') },
    },
    {
      name: 'the name is shown escaped',
      input: W('grep:a\u007fb#B1-B9  expect-fail=/boom!/  ran=TRACE#2'),
      errors: blocker('witness_artifact_not_declared', 11, 'WITNESS grep artifact not in ARTIFACTS: a\\x7fb'),
      verdict: 'fail',
    },
  ],
});
