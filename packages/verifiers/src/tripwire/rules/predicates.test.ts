import { ruleTester } from '../../rule-tester.test-helpers.js';
import { receipt } from '../fixtures.test-helpers.js';
import { tripwireVerifier } from '../index.js';

const input = (text: string) => ({ receipt: text, manifest: [] });
const child = (value: string) => `${receipt('always')}TRIPWIRE-CHILD: ${value}\n`;

ruleTester.run(tripwireVerifier, 'tripwire/predicates', {
  valid: [
    { name: 'every predicate of the sweep vocabulary', input: input(receipt('claims-touch(src/**) | wrote(a,b) | read(docs/*.md) | suspicion>=0.40 | exec-exit!=0 | verdict=FAIL | always')), verdict: 'pass' },
    { name: 'peer dimensions the sweep parses', input: input(receipt('peer-dispatch-disagrees(count) | peer-dispatch-disagrees(severity) | peer-dispatch-disagrees(verdict)')), verdict: 'pass' },
    { name: 'eight glob entries', input: input(receipt('wrote(a,b,c,d,e,f,g,h)')), verdict: 'pass' },
    { name: 'TRIPWIRE-CHILD none', input: input(child('none')), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'peer-dispatch-disagrees(same-file): Tier-1 accepts it, the sweep does not',
      input: input(receipt('peer-dispatch-disagrees(same-file)')),
      errors: [{ reason: 'sweep_predicate_unknown', severity: 'blocker', line: 14, message: "unknown predicate: 'peer-dispatch-disagrees(same-file)'" }],
      verdict: 'fail',
      repaired: { input: input(receipt('peer-dispatch-disagrees(count)')) },
    },
    {
      name: 'same-file after a good piece',
      input: input(receipt('always | peer-dispatch-disagrees(same-file)')),
      errors: [{ reason: 'sweep_predicate_unknown', severity: 'blocker', line: 14 }],
      verdict: 'fail',
    },
    {
      name: 'same-file in TRIPWIRE-CHILD points at that line',
      input: input(child('peer-dispatch-disagrees(same-file)')),
      errors: [{ reason: 'sweep_predicate_unknown', severity: 'blocker', line: 16, message: "unknown predicate: 'peer-dispatch-disagrees(same-file)'" }],
      verdict: 'fail',
      repaired: { input: input(child('peer-dispatch-disagrees(count)')) },
    },
  ],
});
