import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const MESSAGE = 'Plan identifies multiple independent/parallel-safe chunks but does not record `parallel_batch` or `parallel_skipped_reason`.';
const undecided = (line: number): ExpectedFinding => ({ reason: 'parallel_decision_record', severity: 'blocker', line, message: MESSAGE });
const CHUNKS = lines('C1 and C2 are independent.', 'Chunk 3 waits for both.');

ruleTester.run(planVerifier, 'plan/parallel-decision-record', {
  valid: [
    { name: 'the batch is recorded', input: lines(CHUNKS, 'parallel_batch: [C1, C2]'), verdict: 'pass' },
    { name: 'the reason for serial work is recorded, before the signal', input: lines('parallel_skipped_reason: shared migration', CHUNKS), verdict: 'pass' },
    { name: 'one chunk id only (chunk 1 and C1 are the same digits)', input: lines('chunk 1 is independent.', 'C1 again.'), verdict: 'pass' },
    { name: 'two chunks but no parallel signal', input: 'C1 then C2, in order.', verdict: 'pass' },
    { name: 'a signal but no chunk ids', input: 'The two parts are independent.', verdict: 'pass' },
    { name: 'a literal space only: "parallel<TAB>safe" is no signal', input: 'C1 and C2 are parallel\tsafe.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'independent chunks and no decision recorded',
      input: CHUNKS,
      errors: [{ ...undecided(1), evidence: ['C1 and C2 are independent.'], hint: 'Record parallel_batch: <chunks that dispatch together> or parallel_skipped_reason: <why serial>.' }],
      verdict: 'fail',
      repaired: { input: lines(CHUNKS, 'parallel_batch: [C1, C2]') },
    },
    { name: 'ids on other lines than the signal; the finding is at the signal', input: lines('## chunk-1: api', '## Chunk_2: ui', '', 'Both can fan out.'), errors: [undecided(4)], verdict: 'fail' },
    { name: 'C01 and C1 are two chunks (digit strings)', input: lines('C01 is parallel-safe.', 'So is c1.'), errors: [undecided(1)], verdict: 'fail' },
    { name: '"parallel_batches" is not the decision', input: lines(CHUNKS, 'parallel_batches: 2'), errors: [undecided(1)], verdict: 'fail' },
    { name: 'a signal on line 1 stays the first one', input: lines('C1 and C2 are independent.', 'C3 is parallel-safe too.'), errors: [undecided(1)], verdict: 'fail' },
    { name: 'every signal word; the first one counts', input: lines('C1, C2.', 'They run concurrent.', 'Parallelizable too.'), errors: [undecided(2)], verdict: 'fail' },
    { name: 'a decision inside a fence does not count', input: lines(CHUNKS, '```', 'parallel_batch: [C1, C2]', '```'), errors: [undecided(1)], verdict: 'fail' },
    { name: 'CRLF line endings', input: crlf('# Chunks', 'C1 and C2 are independent.'), errors: [undecided(2)], verdict: 'fail', repaired: { input: crlf('# Chunks', 'C1 and C2 are independent.', 'parallel_skipped_reason: one worktree') } },
    { name: 'turned into a warning by configuration, the gate passes', input: CHUNKS, rules: { 'plan/parallel-decision-record': 'warning' }, errors: [{ ...undecided(1), severity: 'warning' }], verdict: 'pass' },
    { name: 'hostile: a 300 kB line of chunk ids', input: `${'C1 '.repeat(100_000)}C2 fan-out`, errors: [undecided(1)], verdict: 'fail' },
  ],
});
