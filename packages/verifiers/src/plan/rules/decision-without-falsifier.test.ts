import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const unfalsifiable = (line: number): ExpectedFinding => ({
  reason: 'decision_without_falsifier',
  severity: 'warning',
  line,
  message: 'This decision names no falsifier: what observation would prove it wrong?',
});
const DECISION = '## Decision: keep the queue in Redis';
const filler = (n: number) => Array.from({ length: n }, (_, i) => `Reason ${i + 1}.`);

ruleTester.run(planVerifier, 'plan/decision-without-falsifier', {
  valid: [
    { name: 'a falsifier under the decision', input: lines(DECISION, 'Falsifier: p95 enqueue latency above 50 ms for a week.'), verdict: 'pass' },
    { name: 'a revisit trigger 12 lines below (the window edge)', input: lines(DECISION, ...filler(11), 'Revisit if the queue grows past 1 GB.'), verdict: 'pass' },
    { name: 'the falsifier on the heading itself', input: '**Decision record**: Redis (would prove it wrong: data loss on failover)', verdict: 'pass' },
    { name: 'not a decision heading: "## Decisions", "# Decision", prose', input: lines('## Decisions', '# Decision: x', 'The decision was easy.'), verdict: 'pass' },
    { name: 'a heading inside a fence', input: lines('```md', DECISION, '```'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a decision heading and no falsifier: a warning',
      input: DECISION,
      errors: [{ ...unfalsifiable(1), evidence: [DECISION], hint: 'Add "Falsifier: <observation>" or "Revisit if <condition>" under the decision.' }],
      verdict: 'pass',
      repaired: { input: lines(DECISION, 'Falsifier: p95 enqueue latency above 50 ms for a week.') },
    },
    {
      name: 'the falsifier 13 lines below is out of the window',
      input: lines(DECISION, ...filler(12), 'Revisit if the queue grows past 1 GB.'),
      errors: [unfalsifiable(1)],
      verdict: 'pass',
      repaired: { input: lines(DECISION, ...filler(11), 'Revisit if the queue grows past 1 GB.') },
    },
    { name: 'a falsifier above the heading does not count', input: lines('Falsifier: none yet.', DECISION), errors: [unfalsifiable(2)], verdict: 'pass' },
    {
      name: 'each heading has its own window',
      input: lines('### Decision: Redis', 'Revisit if writes exceed 1k/s.', ...filler(12), '**Decision** use Postgres for reports', 'Decision record: cron over a daemon'),
      errors: [unfalsifiable(15), unfalsifiable(16)],
      verdict: 'pass',
    },
    { name: 'phrases are literal: "revisit  if" with two spaces', input: lines(DECISION, 'Revisit  if it breaks.'), errors: [unfalsifiable(1)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: DECISION,
      rules: { 'plan/decision-without-falsifier': 'blocker' },
      errors: [{ ...unfalsifiable(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines(DECISION, 'Invalidated if failover loses jobs.') },
    },
    { name: 'CRLF line endings', input: crlf('# Plan', DECISION, 'Because it is fast.'), errors: [unfalsifiable(2)], verdict: 'pass' },
    { name: 'huge: 900 decisions, every one unfalsifiable', input: lines(...Array.from({ length: 900 }, () => DECISION)), errors: Array.from({ length: 900 }, (_, i) => unfalsifiable(i + 1)) as [ExpectedFinding, ...ExpectedFinding[]], verdict: 'pass' },
  ],
});
