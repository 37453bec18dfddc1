import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/count-invariant', {
  valid: [
    { name: 'one look-harder round, one dispatch', input: marker({ LookHarderRounds: '2' }), verdict: 'pass' },
    { name: 'an empty round list', input: marker({ PersistentFindingRounds: '' }), verdict: 'pass' },
    { name: 'fan-out errors within the checks', input: marker({ FanOutRounds: '1,2', FanOutCheckCount: '2', FanOutErrorCount: '2' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'two look-harder rounds, one dispatch',
      input: marker({ LookHarderRounds: '2, 3' }),
      errors: [
        {
          reason: 'marker_count_invariant',
          severity: 'blocker',
          line: 26,
          message: 'LookHarderRounds lists 2 round(s) but LookHarderFiredCount is 1.',
          evidence: ['field: LookHarderRounds'],
        },
      ],
      verdict: 'fail',
      repaired: { input: marker({ LookHarderRounds: '3' }) },
    },
    {
      name: 'a persistent-finding round without a check',
      input: marker({ PersistentFindingRounds: '1' }),
      errors: [{ reason: 'marker_count_invariant', severity: 'blocker', line: 26, message: 'PersistentFindingRounds lists 1 round(s) but PersistentCheckCount is 0.' }],
      verdict: 'fail',
    },
    {
      name: 'fan-out rounds without a counter count as zero checks',
      input: marker({ FanOutRounds: '4' }),
      errors: [{ reason: 'marker_count_invariant', severity: 'blocker', line: 26, message: 'FanOutRounds lists 1 round(s) but FanOutCheckCount is 0.' }],
      verdict: 'fail',
    },
    {
      name: 'more fan-out errors than checks',
      input: marker({ FanOutRounds: '1,2', FanOutCheckCount: '2', FanOutErrorCount: '3' }),
      errors: [
        { reason: 'marker_count_invariant', severity: 'blocker', line: 28, message: 'FanOutErrorCount 3 exceeds FanOutCheckCount 2.', evidence: ['field: FanOutErrorCount'] },
      ],
      verdict: 'fail',
      repaired: { input: marker({ FanOutRounds: '1,2', FanOutCheckCount: '3', FanOutErrorCount: '3' }) },
    },
  ],
});
